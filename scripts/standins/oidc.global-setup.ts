/**
 * @module vitest globalSetup for the Workers project (runs in Node): starts the local social
 * sign-in provider (oidc.ts) so Worker tests run the real redirect, token and user-info round trips
 * against it; provides its URL and the AUTH_* variables that vitest.config turns into bindings.
 */
import type { TestProject } from 'vitest/node';
import { startOidcProvider } from './oidc.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const provider = await startOidcProvider();
  project.provide('oidcUrl', provider.url);
  project.provide('oidcVars', provider.vars);
  return () => provider.stop();
}
