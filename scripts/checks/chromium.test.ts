/** @module The decisions of the e2e browser check: which Chromium wins, what gets installed, what line is printed. */
import { describe, expect, it } from 'vitest';
import { badOverrideLine, failureReason, installSteps, missingLine, pickChromium, SYSTEM_CHROMIUM_PATHS } from './chromium';

const OWN = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const existing = (...files: string[]) => {
  const set = new Set(files);
  return (file: string) => set.has(file);
};

describe('pickChromium', () => {
  const candidates = { system: SYSTEM_CHROMIUM_PATHS, playwright: () => OWN };

  it('prefers the system browser, in list order, over Playwright’s own', () => {
    expect(pickChromium(candidates, existing('/usr/bin/google-chrome', '/usr/bin/chromium', OWN))).toEqual({
      path: '/usr/bin/chromium',
      from: 'system',
    });
    expect(pickChromium(candidates, existing('/usr/bin/google-chrome', OWN))).toEqual({ path: '/usr/bin/google-chrome', from: 'system' });
  });

  it('falls back to Playwright’s own browser, asking for its path only then', () => {
    expect(pickChromium(candidates, existing(OWN))).toEqual({ path: OWN, from: 'playwright' });
    const asked: string[] = [];
    const playwright = () => {
      asked.push('playwright');
      return OWN;
    };
    pickChromium({ system: SYSTEM_CHROMIUM_PATHS, playwright }, existing('/usr/bin/chromium'));
    expect(asked).toEqual([]);
  });

  it('finds nothing when no candidate exists, or Playwright cannot say where its browser goes', () => {
    expect(pickChromium(candidates, existing())).toBeNull();
    expect(pickChromium({ system: [], playwright: () => undefined }, existing(OWN))).toBeNull();
  });

  it('takes E2E_CHROMIUM alone: it wins when it exists and nothing else is tried when it does not', () => {
    const override = { ...candidates, override: '/opt/chrome/chrome' };
    expect(pickChromium(override, existing('/opt/chrome/chrome', '/usr/bin/chromium'))).toEqual({
      path: '/opt/chrome/chrome',
      from: 'E2E_CHROMIUM',
    });
    expect(pickChromium(override, existing('/usr/bin/chromium', OWN))).toBeNull();
  });
});

describe('installSteps', () => {
  const cli = '/repo/node_modules/@playwright/test/cli.js';
  const labels = (host: Parameters<typeof installSteps>[0]) => installSteps(host, cli, '/usr/bin/node').map((s) => s.label);

  it('tries Playwright’s installer first, with a short timeout', () => {
    const [first] = installSteps({ root: false, sudo: false, aptGet: true }, cli, '/usr/bin/node');
    expect(first?.argv).toEqual(['/usr/bin/node', cli, 'install', 'chromium']);
    expect(first?.timeoutMs).toBeLessThanOrEqual(120_000);
  });

  it('adds apt-get only for root or passwordless sudo, and only where apt-get exists', () => {
    expect(labels({ root: false, sudo: false, aptGet: true })).toEqual(['npx playwright install chromium']);
    expect(labels({ root: true, sudo: false, aptGet: false })).toEqual(['npx playwright install chromium']);
    expect(labels({ root: true, sudo: false, aptGet: true })).toHaveLength(3);
    expect(labels({ root: false, sudo: true, aptGet: true })).toHaveLength(3);
  });

  it('runs apt-get non-interactively, through sudo -n when not root', () => {
    const [, update, install] = installSteps({ root: true, sudo: false, aptGet: true }, cli);
    expect(update?.argv).toEqual(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-q']);
    expect(install?.argv.slice(0, 3)).toEqual(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get']);
    expect(install?.argv.slice(-4)).toEqual(['install', '-y', '-q', 'chromium']);
    const [, sudoUpdate] = installSteps({ root: false, sudo: true, aptGet: true }, cli);
    expect(sudoUpdate?.argv.slice(0, 3)).toEqual(['sudo', '-n', 'env']);
  });
});

describe('the line printed when nothing could be installed', () => {
  it('says what to run, on one line', () => {
    expect(missingLine({ root: false, sudo: false, aptGet: true })).toBe(
      'e2e needs Chromium: run "sudo apt-get update && sudo apt-get install -y chromium" (Debian/Ubuntu) or "npx playwright install chromium", then npm test again',
    );
    expect(missingLine({ root: true, sudo: false, aptGet: true })).toBe(
      'e2e needs Chromium: run "apt-get update && apt-get install -y chromium" (Debian/Ubuntu) or "npx playwright install chromium", then npm test again',
    );
    expect(missingLine({ root: false, sudo: false, aptGet: false })).toBe(
      'e2e needs Chromium: run "npx playwright install chromium" (or install Chromium with your package manager), then npm test again',
    );
    for (const host of [
      { root: true, sudo: false, aptGet: true },
      { root: false, sudo: true, aptGet: false },
    ]) {
      expect(missingLine(host)).not.toContain('\n');
    }
  });

  it('names a missing E2E_CHROMIUM', () => {
    expect(badOverrideLine('/opt/nope')).toBe(
      'e2e needs Chromium: E2E_CHROMIUM="/opt/nope" does not exist; point it at a Chromium binary or unset it, then npm test again',
    );
  });
});

describe('failureReason', () => {
  it('picks the first apt or Node error line out of the noise', () => {
    const playwright =
      'Downloading Chrome…\nError: getaddrinfo ENOTFOUND cdn.playwright.dev\n    at GetAddrInfoReqWrap\nError: Download failure, code=1\n';
    expect(failureReason(playwright)).toBe('getaddrinfo ENOTFOUND cdn.playwright.dev');
    expect(failureReason('Reading package lists...\nE: Unable to locate package chromium\n')).toBe('Unable to locate package chromium');
    expect(failureReason('nothing useful')).toBeUndefined();
  });
});
