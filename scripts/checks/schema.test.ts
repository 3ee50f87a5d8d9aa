// Tooling checks that keep the data model honest: migrations apply from nothing, the drizzle
// schema and the migrations have not drifted, and `Env` matches wrangler.toml.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' };
// drizzle-kit wants a relative `out`, so the scratch space lives in the (git-ignored) .tmp/.
mkdirSync('.tmp', { recursive: true });
const temp = mkdtempSync(join('.tmp', 'schema-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('data model', () => {
  it('applies every migration to an empty local D1', () => {
    const out = execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', join(temp, 'state')], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    for (const file of readdirSync('d1-migrations').filter((f) => f.endsWith('.sql'))) expect(out).toContain(file);
    const tables = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', join(temp, 'state'), '--json', '--command', "SELECT name FROM sqlite_master WHERE type IN ('table','trigger')"], { env, encoding: 'utf8' });
    for (const name of ['users', 'articles', 'articles_fts', 'tags_fts', 'articles_fts_ai', 'dead_letters']) expect(tables).toContain(`"${name}"`);
  });

  it('has no drift between the drizzle schema and d1-migrations', () => {
    // Generate against a copy of the migrations: any schema change not yet migrated would add a file.
    const out = join(temp, 'migrations');
    cpSync('d1-migrations', out, { recursive: true });
    const config = join(temp, 'drizzle.config.mjs');
    writeFileSync(config, `export default { dialect: 'sqlite', schema: './worker/db/schema/index.ts', out: './${out}' };\n`);
    const before = readdirSync(out).length;
    const res = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config], { env, encoding: 'utf8' });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/No schema changes/);
    expect(readdirSync(out)).toHaveLength(before);
    const check = spawnSync('npx', ['drizzle-kit', 'check', '--config', config], { env, encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });

  it('has Env types generated from the current wrangler.toml', () => {
    const res = spawnSync('npx', ['wrangler', 'types', 'worker/worker-configuration.d.ts', '--check', '--include-runtime=false', '--strict-vars=false', '--env-file', '.dev.vars.example'], { env, encoding: 'utf8' });
    expect(res.status, `${res.stdout}\n${res.stderr}\nRun: npm run types`).toBe(0);
  });
});
