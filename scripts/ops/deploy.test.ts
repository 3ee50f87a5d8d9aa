// `npm run deploy`: bad input stops with one line before any wrangler call (the recorded fake wrangler
// logs every call); a deploy applies both databases' migrations before `wrangler deploy`, and a failed
// migration deploys nothing; and the dry run CI relies on passes for both environments with the real
// wrangler, offline, printing the compressed bundle size. `npm test` builds before the unit tests, so
// the dry runs take --skip-build (the build is checked by then).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../dev/proc.ts';
import { sandbox } from './fake-wrangler/test-kit.ts';
import { SECRETS } from './secrets.ts';

const oneLine = (stderr: string) => stderr.trim().split('\n');

describe('npm run deploy refuses bad input with one line, deploying nothing', () => {
  it('an unknown --env', () => {
    const box = sandbox({ ids: true, migrations: true });
    const ran = box.run('deploy', ['--env', 'qa']);
    expect(ran.code).toBe(1);
    expect(oneLine(ran.stderr)).toEqual([
      'deploy: unknown environment "qa": use --env staging or --env production (the [env.*] sections of wrangler.toml)',
    ]);
    expect(box.state().calls).toEqual([]);
  });

  it('placeholder ids (a real deploy; a dry run may)', () => {
    const box = sandbox({ migrations: true });
    const ran = box.run('deploy', ['--env', 'production', '--skip-build']);
    expect(ran.code).toBe(1);
    expect(oneLine(ran.stderr)).toEqual([
      'deploy: wrangler.toml [env.production] still has placeholder ids (DB, EVENTS_DB, CACHE): run `npm run provision -- --env production` first',
    ]);
    expect(box.state().calls).toEqual([]);
  });

  it('a migration that drops a column the running release may read', () => {
    const box = sandbox({ ids: true, migrations: true });
    writeFileSync(path.join(box.dir, 'd1-migrations/0099_drop_nickname.sql'), 'ALTER TABLE `users` DROP COLUMN `nickname`;\n');
    const ran = box.run('deploy', ['--env', 'staging', '--skip-build']);
    expect(ran.code).toBe(1);
    const lines = oneLine(ran.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^deploy: d1-migrations\/0099_drop_nickname\.sql drops column users\.nickname, which the running release may still read/,
    );
    expect(lines[0]).toContain('"-- deploy-check: allow DROP COLUMN users.nickname: <why nothing running reads it>"');
    expect(box.state().calls).toEqual([]);
  });
});

describe('npm run deploy refuses a Worker that lacks a required secret', () => {
  it('names the unset ones in one line and applies nothing', () => {
    const box = sandbox({ ids: true, migrations: true });
    box.setState((s) => {
      s.workers['edgewire-production'] = { secrets: ['SESSION_SECRET', 'STRIPE_SECRET_KEY'] };
    });
    const ran = box.run('deploy', ['--env', 'production', '--skip-build']);
    expect(ran.code).toBe(1);
    // The progress line of the failed step, then the one line that says what to do.
    const lines = oneLine(ran.stderr).filter((l) => l.startsWith('deploy:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^deploy: required secrets unset on production: SHARE_PASS_SECRET, STRIPE_WEBHOOK_SECRET, /);
    expect(lines[0]).not.toMatch(/\bSESSION_SECRET\b|AUTH_GOOGLE_CLIENT_SECRET/);
    expect(lines[0]).toContain('nothing was deployed');
    expect(box.state().calls).toEqual(['deploy --env production --dry-run', 'secret list --env production']);
  });
});

describe('npm run deploy', () => {
  const built = existsSync(path.join(ROOT, 'worker/generated/assets.ts'));

  it('applies both databases’ migrations, then deploys; a failed migration deploys nothing', () => {
    expect(built, 'run `npm run build` first (worker/generated)').toBe(true);
    const box = sandbox({ ids: true, migrations: true });
    const ran = box.run('deploy', ['--env', 'staging', '--skip-build']);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/Compressed Worker bundle: [\d.]+ KiB gzip/);
    expect(box.state().calls).toEqual([
      'deploy --env staging --dry-run',
      'secret list --env staging',
      'd1 migrations apply DB --env staging --remote',
      'd1 migrations apply EVENTS_DB --env staging --remote',
      'deploy --env staging',
    ]);
    // The first deploy: wrangler could not list the secrets of a Worker that did not exist yet.
    expect(ran.stdout).toContain('First deploy: it answers 500 until its required secrets are set');

    box.setState((s) => {
      s.calls = [];
      s.workers['edgewire-staging']!.secrets = SECRETS.filter((x) => x.production).map((x) => x.name);
      s.fail = ['d1 migrations apply EVENTS_DB'];
    });
    const broken = box.run('deploy', ['--env', 'staging', '--skip-build']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      /deploy: migrations of EVENTS_DB failed \(.+\): nothing was deployed and the running release keeps serving/,
    );
    expect(box.state().calls).not.toContain('deploy --env staging');
  });

  // What CI runs: the real wrangler bundles each environment offline (placeholder ids are fine here).
  for (const env of ['staging', 'production']) {
    it(`--env ${env} --dry-run passes and prints the compressed bundle size`, () => {
      expect(built, 'run `npm run build` first (worker/generated)').toBe(true);
      const ran = spawnSync('npm', ['run', '--silent', 'deploy', '--', '--env', env, '--dry-run', '--skip-build'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
        timeout: 200_000,
      });
      expect(ran.status, ran.stderr).toBe(0);
      expect(ran.stdout).toMatch(
        /Compressed Worker bundle: [\d.]+ KiB gzip \([\d.]+ KiB raw; the free plan's limit is 3072\.0 KiB: \d+ %\)/,
      );
      expect(ran.stdout).toContain(`Dry run of ${env}: checked and built, nothing deployed.`);
    }, 240_000);
  }
});
