/** @module Before the e2e phase: find a Chromium, install one when this machine can, else stop with one line saying what to run. */

/*
 * `npm run test:e2e` runs this first: without a browser all the Playwright specs fail in
 * milliseconds with no hint. Order of search: E2E_CHROMIUM, the system browsers, Playwright's own.
 * When none is there it tries `npx playwright install chromium` (short timeout: blocked downloads
 * fail in seconds), then, as root or with passwordless sudo, `apt-get install chromium`.
 * client/e2e/playwright.config.ts calls findChromium() too, so Playwright launches the same one.
 *
 * Environment:
 * - E2E_CHROMIUM: the browser binary to use; nothing is installed when it is set.
 * - E2E_CHROMIUM_SYSTEM_PATHS: colon-separated, replaces SYSTEM_CHROMIUM_PATHS ('' tries none).
 *   With PLAYWRIGHT_BROWSERS_PATH pointing nowhere and a PATH without apt-get and sudo, it
 *   rehearses a machine with no browser on one that has one.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/**
 * How every headless Chromium of ours is launched (the e2e config and the bench's Lighthouse runs):
 * no sandbox, which cannot start as root in a container; no GPU, which CI machines lack; and none
 * of the browser's own traffic (updates, sync, first-run pages, QUIC), which would wait on a network
 * that is not there and add noise to what is measured.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Candidates {
  override?: string;
  system: readonly string[];
  /** Where Playwright's own Chromium is (or would be) installed; asked only when nothing else is there. */
  playwright: () => string | undefined;
}

export interface Choice {
  path: string;
  from: 'E2E_CHROMIUM' | 'system' | 'playwright';
}

/** The first candidate that exists. A set E2E_CHROMIUM is the only one: a typo must not fall back silently. */
export function pickChromium(c: Candidates, exists: (file: string) => boolean): Choice | null {
  if (c.override) return exists(c.override) ? { path: c.override, from: 'E2E_CHROMIUM' } : null;
  const system = c.system.find(exists);
  if (system) return { path: system, from: 'system' };
  const own = c.playwright();
  return own && exists(own) ? { path: own, from: 'playwright' } : null;
}

/** What this machine allows: installing system packages needs apt-get and root or passwordless sudo. */
export interface Host {
  root: boolean;
  sudo: boolean;
  aptGet: boolean;
}

export interface Step {
  label: string;
  argv: string[];
  timeoutMs: number;
}

/** Playwright's installer first (no root needed), then apt-get when this user may run it. */
export function installSteps(host: Host, playwrightCli: string, node = process.execPath): Step[] {
  // A real download of the browser (~250 MB) fits in this; a blocked network fails long before.
  const steps: Step[] = [
    { label: 'npx playwright install chromium', argv: [node, playwrightCli, 'install', 'chromium'], timeoutMs: 90_000 },
  ];
  if (!host.aptGet || !(host.root || host.sudo)) return steps;
  // sudo drops the environment, so the non-interactive frontend goes through env (as in .ci/run).
  const apt = [...(host.root ? [] : ['sudo', '-n']), 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  steps.push(
    { label: 'apt-get update', argv: [...apt, 'update', '-q'], timeoutMs: 300_000 },
    {
      label: 'apt-get install chromium (a minute or two)',
      argv: [...apt, '-o', 'DPkg::Lock::Timeout=120', 'install', '-y', '-q', 'chromium'],
      timeoutMs: 900_000,
    },
  );
  return steps;
}

/** The one line printed when there is no browser and none could be installed. */
export function missingLine(host: Host): string {
  if (!host.aptGet)
    return 'e2e needs Chromium: run "npx playwright install chromium" (or install Chromium with your package manager), then npm test again';
  const sudo = host.root ? '' : 'sudo ';
  return `e2e needs Chromium: run "${sudo}apt-get update && ${sudo}apt-get install -y chromium" (Debian/Ubuntu) or "npx playwright install chromium", then npm test again`;
}

export function badOverrideLine(override: string): string {
  return `e2e needs Chromium: E2E_CHROMIUM="${override}" does not exist; point it at a Chromium binary or unset it, then npm test again`;
}

/** Why an install step failed, from its output: the first apt "E:" or Node "Error:" line (the rest is stack and progress). */
export function failureReason(output: string): string | undefined {
  return /^(?:E:|Error:) *(.+)$/m.exec(output)?.[1]?.trim().slice(0, 120);
}

const require = createRequire(import.meta.url);

function playwrightChromium(): string | undefined {
  try {
    // Loaded only when no system browser is there: it takes about a second.
    return (require('playwright-core') as typeof import('playwright-core')).chromium.executablePath();
  } catch {
    return undefined;
  }
}

function systemPaths(env: NodeJS.ProcessEnv): string[] {
  const list = env.E2E_CHROMIUM_SYSTEM_PATHS;
  return list === undefined ? SYSTEM_CHROMIUM_PATHS : list.split(':').filter(Boolean);
}

/** The browser Playwright should launch, or null. Also used by the Playwright config. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): Choice | null {
  return pickChromium({ override: env.E2E_CHROMIUM || undefined, system: systemPaths(env), playwright: playwrightChromium }, existsSync);
}

function onPath(name: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function probeHost(env: NodeJS.ProcessEnv): Host {
  const root = process.getuid?.() === 0;
  const sudo = !root && onPath('sudo', env) && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 5_000 }).status === 0;
  return { root, sudo, aptGet: onPath('apt-get', env) };
}

function run(step: Step): string {
  const [command, ...args] = step.argv as [string, ...string[]];
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: step.timeoutMs,
    maxBuffer: 64 << 20,
  });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') return `timed out after ${step.timeoutMs / 1000}s`;
  if (result.error) return `failed (${result.error.message})`;
  if (result.status === 0) return 'done';
  const why = failureReason(`${result.stderr}\n${result.stdout}`);
  return `failed (exit ${result.status ?? result.signal}${why ? `: ${why}` : ''})`;
}

function main(env: NodeJS.ProcessEnv = process.env): number {
  const say = (line: string) => process.stderr.write(`${line}\n`);
  let found = findChromium(env);
  if (!found && env.E2E_CHROMIUM) {
    say(badOverrideLine(env.E2E_CHROMIUM));
    return 1;
  }
  if (!found) {
    const host = probeHost(env);
    say("e2e: no Chromium found (system or Playwright's own); installing one");
    for (const step of installSteps(host, require.resolve('@playwright/test/cli'))) {
      process.stderr.write(`e2e: ${step.label} … `);
      say(run(step));
      found = findChromium(env);
      if (found) break;
    }
    if (!found) {
      say(missingLine(host));
      return 1;
    }
  }
  say(`e2e: Chromium at ${found.path}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exitCode = main();
