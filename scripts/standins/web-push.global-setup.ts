/**
 * @module vitest globalSetup for the Workers project (runs in Node): starts the local push service
 * (web-push.ts) and makes a VAPID key pair for the run; provides the service's URL and the variables
 * vitest.config turns into bindings (VAPID_*, PUSH_DEV_ORIGINS naming the service).
 */
import type { TestProject } from 'vitest/node';
import { generateVapidKeys } from './vapid-keys.ts';
import { startPushService } from './web-push.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const service = await startPushService();
  project.provide('pushServiceUrl', service.url);
  project.provide('pushVars', { ...(await generateVapidKeys()), ...service.vars });
  return () => service.stop();
}
