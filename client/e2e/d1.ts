// Writes into the e2e server's own D1 (its state dir) with `wrangler d1 execute`, for what the app
// deliberately has no route for: a share pass row the test minted, a fresh reader made Plus.
// Only outside-writes.setup.ts calls d1(), before any spec runs; specs read what it made with
// readOutside().
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.E2E_PORT ?? 8788);
const STATE = path.join(root, `.tmp/e2e-state${PORT === 8788 ? '' : `-${PORT}`}`);

/**
 * The running server holds the same SQLite file; when it is mid-write, wrangler's own workerd gets
 * SQLITE_BUSY. That is a transient lock, so retry a few times before failing the test.
 */
export function d1(sql: string): Record<string, unknown>[] {
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', '--command', sql], {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return (JSON.parse(out) as { results: Record<string, unknown>[] }[])[0]!.results;
    } catch (error) {
      const text = `${(error as { stderr?: string }).stderr ?? ''}${(error as Error).message}`;
      if (attempt >= 8 || !/SQLITE_BUSY|database is locked/.test(text)) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
    }
  }
}

/** What outside-writes.setup.ts made for the specs. */
export interface Outside {
  sharePass: { articleId: number; token: string };
  plusReader: { email: string; password: string };
}
const OUTSIDE = `${STATE}-outside.json`;
export const writeOutside = (made: Outside) => writeFileSync(OUTSIDE, JSON.stringify(made));
export const readOutside = (): Outside => JSON.parse(readFileSync(OUTSIDE, 'utf8')) as Outside;

/** A secret of the local Worker (.dev.vars, else the example file npm start copies it from). */
export function localSecret(name: string): string {
  const file = ['.dev.vars', '.dev.vars.example'].map((f) => path.join(root, f)).find(existsSync)!;
  const vars = Object.fromEntries([...readFileSync(file, 'utf8').matchAll(/^(\w+)="?([^"\n]*)"?$/gm)].map((m) => [m[1]!, m[2]!]));
  return vars[name]!;
}
