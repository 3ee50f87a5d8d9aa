/**
 * @module What a feature folder exposes: its routes by audience, from the folder's index.ts.
 * worker/app.ts mounts every feature from one table: pages at `/`, `api` at `/api`, `aux` at
 * `/aux`, `admin` at `/admin/api` (admin role only, for every route of that audience), and the
 * back office's pages and forms (`adminPages`, `adminForms`) under `/admin`, after every reader page.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import type { AppEnv } from '../env';

// Each sub-app's own route schema does not matter to the table; only its environment does.
// biome-ignore lint/suspicious/noExplicitAny: the schema type parameter of a mounted sub-app
type AnySchema = any;

export type Feature = {
  /** HTML pages and other documents for browsers and crawlers (feeds, sitemaps, files). */
  pages?: Hono<AppEnv, AnySchema, string>;
  /** The posts of the feature's page forms without JavaScript (mounted at `/` with the pages). */
  forms?: Hono<AppEnv, AnySchema, string>;
  /** The reader API (documented in /api/openapi.json). */
  api?: OpenAPIHono<AppEnv, AnySchema, string>;
  /** The auxiliary API: what pages fetch for themselves (images, blocks, ICYMI, analytics). */
  aux?: OpenAPIHono<AppEnv, AnySchema, string>;
  /** The back-office API. */
  admin?: OpenAPIHono<AppEnv, AnySchema, string>;
  /**
   * The back office's pages of the feature, in the admin shell: each path starts with `/admin`
   * (written in full, as the reader's pages are) and each route declares `adminPage`.
   */
  adminPages?: Hono<AppEnv, AnySchema, string>;
  /** The posts of those pages' forms without JavaScript (the same paths and guard). */
  adminForms?: Hono<AppEnv, AnySchema, string>;
  /**
   * The reader's hottest routes, which check the session inside their own D1 query: each declares
   * `sessionInBatch` (features/auth/session-batch.ts), and they are mounted (pages at `/`, api at
   * `/api`) ahead of the session middleware, so it never costs them a round trip of its own.
   * Each records its query's answer with `decideSession` (features/auth/session-state.ts).
   */
  ownSession?: { pages?: Hono<AppEnv, AnySchema, string>; api?: OpenAPIHono<AppEnv, AnySchema, string> };
  /** Paths that accept unsafe requests from other sites; each must carry its own proof. */
  crossSite?: readonly string[];
};
