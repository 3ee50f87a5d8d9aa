/**
 * @module Validation in one place. Every API sub-app is an OpenAPIHono built by `apiApp()`, whose
 * default hook turns a failed zod parse into the one AppError (400, naming the field), so handlers
 * only ever read `c.req.valid(...)`. User-facing messages live in the schemas.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { ApiErrorItem } from '../contracts/envelope';
import type { AppEnv } from '../env';
import { AppError } from './errors';

type Issue = z.core.$ZodIssue;

/** Turns zod issues into envelope items; `path` names the field ("count", "tags.0"). */
export function issuesToItems(issues: readonly Issue[], target?: string): ApiErrorItem[] {
  return issues.map((issue) => {
    // Unknown keys are reported on the parent object; name the offending key instead.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const segments = [...issue.path.map(String), ...(keys.length ? [keys[0]!] : [])];
    const path = segments.join('.') || target || 'body';
    const message = issue.code === 'unrecognized_keys' ? `Unknown field: ${path}` : issue.message;
    return { message, code: 'validation', path };
  });
}

export function validationError(error: { issues: readonly Issue[] }, target?: string) {
  return new AppError(400, issuesToItems(error.issues, target));
}

/** A sub-app whose validation failures become the spec's error envelope. */
export function apiApp() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });
}

/**
 * For handlers that answer several statuses through shared helpers: the route object documents
 * them for OpenAPI, and this tells the router's strict response typing as much.
 */
export const typed = <R>(res: Promise<Response>) => res as unknown as Promise<R>;
