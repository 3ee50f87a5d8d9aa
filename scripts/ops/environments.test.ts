// wrangler inherits no binding, queue or var into a named environment, so wrangler.toml restates them
// in [env.staging] and [env.production]. This keeps the three in step: the same bindings and vars as
// the top level (one `Env`), a cron each, and resources of their own (no name shared across them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKED_ENVIRONMENTS } from '../../worker/config/required-settings.ts';
import { ROOT } from '../dev/proc.ts';
import { readEnvConfig } from '../dev/wrangler-api.ts';
import { envNames, envResources } from './env.ts';

const CONFIG = path.join(ROOT, 'wrangler.toml');

interface Shape {
  d1: string[];
  kv: string[];
  r2: string[];
  producers: string[];
  consumers: number;
  vars: string[];
  crons: string[];
}

function shape(env?: string): Shape {
  const c = readEnvConfig(CONFIG, env);
  return {
    d1: c.d1_databases.map((d: { binding: string; migrations_dir: string }) => `${d.binding} ${d.migrations_dir}`),
    kv: c.kv_namespaces.map((k: { binding: string }) => k.binding),
    r2: c.r2_buckets.map((r: { binding: string }) => r.binding),
    producers: (c.queues.producers ?? []).map((p: { binding: string }) => p.binding),
    consumers: (c.queues.consumers ?? []).length,
    vars: Object.keys(c.vars).sort(),
    crons: c.triggers.crons ?? [],
  };
}

describe('wrangler.toml environments', () => {
  const names = envNames(readFileSync(CONFIG, 'utf8'));

  it('are staging and production', () => {
    expect(names).toEqual(['staging', 'production']);
  });

  it('each name its ENVIRONMENT, one the settings guard checks, and the guard checks no other', () => {
    // worker/http/settings-guard.ts refuses to serve a deployed Worker without its secrets only
    // where ENVIRONMENT is one of CHECKED_ENVIRONMENTS: a deployed environment outside that list
    // would serve without them.
    const deployed = names.map((name) => String(readEnvConfig(CONFIG, name).vars.ENVIRONMENT));
    expect([...deployed].sort()).toEqual([...CHECKED_ENVIRONMENTS].sort());
  });

  it('restate every binding, queue, var and the cron of the top level', () => {
    const top = shape();
    expect(top.d1).toEqual(['DB d1-migrations', 'EVENTS_DB d1-migrations/events']);
    for (const env of names) expect({ env, ...shape(env) }).toEqual({ env, ...top });
  });

  it('bind resources of their own, with the dead-letter queue each consumer names', async () => {
    const all = await Promise.all(names.map((env) => envResources(CONFIG, env)));
    for (const [i, r] of all.entries()) {
      expect(r.worker).toBe(`edgewire-${names[i]}`);
      expect(r.queues).toEqual([`${r.worker}-jobs`, `${r.worker}-jobs-dlq`]);
    }
    const resourceNames = all.flatMap((r) => [
      ...r.d1.map((d) => d.name),
      ...r.kv.map((k) => k.title),
      ...r.r2.map((b) => b.name),
      ...r.queues,
    ]);
    expect(new Set(resourceNames).size).toBe(resourceNames.length);
    expect(resourceNames).toHaveLength(12);
  });
});
