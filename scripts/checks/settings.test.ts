// Every binding, variable and secret of `Env` is accounted for (scripts/checks/settings.ts): the
// real files agree with worker/config/required-settings.ts, and each kind of drift is caught, shown
// on copies of the files with one line removed or added.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingSecrets, SETTINGS } from '../../worker/config/required-settings';
import {
  devVarsNames,
  docsRow,
  documentedEvents,
  envNames,
  FILES,
  logEvents,
  type Sources,
  settingsProblems,
  varsTables,
} from './settings.ts';

const real: Sources = {
  envDts: readFileSync(FILES.envDts, 'utf8'),
  devVars: readFileSync(FILES.devVars, 'utf8'),
  docs: readFileSync(FILES.docs, 'utf8'),
  wrangler: readFileSync(FILES.wrangler, 'utf8'),
};

const without = (text: string, line: RegExp) =>
  text
    .split('\n')
    .filter((l) => !line.test(l))
    .join('\n');
const secrets = SETTINGS.filter((s) => s.kind === 'secret').map((s) => s.name);

describe('settings', () => {
  it('are all accounted for: Env, .dev.vars.example, docs/deploy.md and wrangler.toml agree with the table', () => {
    expect(envNames(real.envDts).length).toBeGreaterThan(50);
    expect(settingsProblems(real)).toEqual([]);
  });

  it('fail when one line goes from .dev.vars.example', () => {
    const devVars = without(real.devVars, /^SESSION_SECRET=/);
    expect(settingsProblems({ ...real, devVars })).toEqual([
      'SESSION_SECRET has no line in .dev.vars.example: add `SESSION_SECRET=""` with a comment saying what it is',
    ]);
    // Whichever secret's line it is.
    for (const name of devVarsNames(real.devVars).filter((n) => secrets.includes(n)))
      expect(settingsProblems({ ...real, devVars: without(real.devVars, new RegExp(`^${name}=`)) }), name).toHaveLength(1);
  });

  it('fail when Env gains a name the table does not have', () => {
    const envDts = real.envDts.replace('interface Env {', 'interface Env {\n\t\tNEW_API_TOKEN: string;');
    expect(settingsProblems({ ...real, envDts })).toEqual([
      'NEW_API_TOKEN is in Env but not in worker/config/required-settings.ts: add it (kind, production, what, source)',
    ]);
  });

  it('fail when a setting has no row in docs/deploy.md, or a row no setting has', () => {
    const session = SETTINGS.find((s) => s.name === 'SESSION_SECRET')!;
    const docs = real.docs.replace(`${docsRow(session)}\n`, '');
    expect(settingsProblems({ ...real, docs })).toHaveLength(1);
    const stale = real.docs.replace(docsRow(session), `${docsRow(session)}\n| \`OLD_SECRET\` | secret | no | gone | nowhere |`);
    expect(settingsProblems({ ...real, docs: stale })).toEqual([
      'docs/deploy.md documents OLD_SECRET, which is not a setting: remove its row',
    ]);
  });

  it('fail when a secret is set in any [vars] table of wrangler.toml', () => {
    const inEnv = `${real.wrangler}\n[env.staging.vars]\nSITE_URL = "https://staging.example"\nSTRIPE_SECRET_KEY = "sk_live_x"\n`;
    expect(settingsProblems({ ...real, wrangler: inEnv })).toEqual([
      'wrangler.toml [env.staging.vars] sets the secret STRIPE_SECRET_KEY: remove it and use `wrangler secret put STRIPE_SECRET_KEY`',
    ]);
    const top = real.wrangler.replace('[vars]\n', '[vars]\nSESSION_SECRET = "oops"\n');
    expect(settingsProblems({ ...real, wrangler: top })).toHaveLength(1);
    const inline = `${real.wrangler}\n[env.production]\nvars = { SITE_URL = "https://x.example", CSRF_SECRET = "y" }\n`;
    expect(settingsProblems({ ...real, wrangler: inline })).toHaveLength(1);
  });

  it('reads vars tables by table, leaving the others alone', () => {
    const toml =
      '[vars]\nA = "1" # note\n\n[[queues.producers]]\nbinding = "JOBS"\n\n[env.staging.vars]\nB = "2"\n[env.staging]\nname = "x"\n';
    expect(Object.fromEntries(varsTables(toml))).toEqual({ vars: ['A'], 'env.staging.vars': ['B'] });
  });
});

describe('the secrets production needs', () => {
  const complete = Object.fromEntries(SETTINGS.map((s) => [s.name, 'set']));

  it('are the required secrets, and a social provider’s once its client id is set', () => {
    expect(missingSecrets(complete)).toEqual([]);
    expect(missingSecrets({ ...complete, SESSION_SECRET: '' })).toEqual(['SESSION_SECRET']);
    expect(missingSecrets({ ...complete, SESSION_SECRET: '  ', STRIPE_WEBHOOK_SECRET: undefined })).toEqual([
      'SESSION_SECRET',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    // Optional ones may be empty: SMTP without AUTH, no rotation under way, the reserved CSRF key.
    expect(missingSecrets({ ...complete, SMTP_USER: '', SMTP_PASSWORD: '', SESSION_SECRET_PREVIOUS: '', CSRF_SECRET: '' })).toEqual([]);
    expect(missingSecrets({ ...complete, AUTH_GOOGLE_CLIENT_ID: '', AUTH_GOOGLE_CLIENT_SECRET: '' })).toEqual([]);
    expect(missingSecrets({ ...complete, AUTH_APPLE_PRIVATE_KEY: '' })).toEqual(['AUTH_APPLE_PRIVATE_KEY']);
  });
});

describe('docs/deploy.md "Observability"', () => {
  it('names every event the Worker logs', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'worker'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && !/\.(test|cases)\.tsx?$|^worker\/test\//.test(f));
    const events = new Set(files.flatMap((f) => logEvents(readFileSync(f, 'utf8'))));
    expect(events.size).toBeGreaterThan(20);
    expect(events).toContain('config.missing-settings');
    const documented = documentedEvents(real.docs);
    expect([...events].filter((e) => !documented.has(e))).toEqual([]);
    expect([...documented].filter((e) => !events.has(e))).toEqual([]);
  });
});
