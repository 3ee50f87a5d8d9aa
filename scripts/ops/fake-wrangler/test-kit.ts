// The ops scripts' tests run them as an operator would, but with the recorded fake wrangler first on
// PATH (fake-wrangler.mjs) and against a copy of wrangler.toml in a temporary folder, so that the
// checkout's own file never changes. The scripts are started with tsx directly: `npm run` would put
// node_modules/.bin, and the real wrangler, ahead of the fake.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../dev/proc.ts';

export const FAKE_BIN = path.join(ROOT, 'scripts/ops/fake-wrangler');

export interface FakeState {
  d1: { uuid: string; name: string }[];
  kv: { id: string; title: string }[];
  r2: { name: string }[];
  queues: { queue_name: string }[];
  workers: Record<string, { secrets: string[] }>;
  fail: string[];
  calls: string[];
}

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface Sandbox {
  dir: string;
  config: string;
  toml(): string;
  state(): FakeState;
  setState(change: (s: FakeState) => void): void;
  /** `tsx scripts/ops/<script>.ts <args> --config <sandbox>/wrangler.toml`, with the fake on PATH. */
  run(script: 'provision' | 'deploy', args: string[]): Ran;
}

/**
 * A folder with a copy of wrangler.toml (`ids`: its placeholder ids replaced by real-looking ones, as
 * after a provision), the migrations (`migrations`: the checkout's .sql files) and the fake's state.
 */
export function sandbox(opts: { ids?: boolean; migrations?: boolean } = {}): Sandbox {
  const dir = mkdtempSync(path.join(tmpdir(), 'edgewire-ops-'));
  const config = path.join(dir, 'wrangler.toml');
  let toml = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8');
  if (opts.ids) {
    toml = toml
      .replace(/"00000000-0000-4000-8000-00000000000(\d)"/g, '"5d0c4a8e-2b7f-4e1a-9c3d-7f6e5d4c3b2$1"')
      .replace(/"0{32}"/g, '"8c1e4f2a9b7d4c6e8f0a1b2c3d4e5f60"');
  }
  writeFileSync(config, toml);
  if (opts.migrations) {
    for (const sub of ['d1-migrations', 'd1-migrations/events']) {
      mkdirSync(path.join(dir, sub), { recursive: true });
      for (const f of readdirSync(path.join(ROOT, sub)).filter((n) => n.endsWith('.sql'))) {
        copyFileSync(path.join(ROOT, sub, f), path.join(dir, sub, f));
      }
    }
  }
  const statePath = path.join(dir, 'state.json');
  copyFileSync(path.join(FAKE_BIN, 'state.json'), statePath);
  const state = () => JSON.parse(readFileSync(statePath, 'utf8')) as FakeState;
  return {
    dir,
    config,
    toml: () => readFileSync(config, 'utf8'),
    state,
    setState(change) {
      const s = state();
      change(s);
      writeFileSync(statePath, JSON.stringify(s, null, 2));
    },
    run(script, args) {
      const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
      const result = spawnSync(process.execPath, [tsx, `scripts/ops/${script}.ts`, ...args, '--config', config], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${FAKE_BIN}${path.delimiter}${process.env.PATH}`, FAKE_WRANGLER_STATE: statePath, CI: 'true' },
        timeout: 120_000,
      });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr };
    },
  };
}
