// The Workers test pool 0.15.1 wraps its SELF entrypoint's prototype in one more Proxy on every
// SELF call (workers-sdk#15092): each request then walks every earlier wrapper, a test group's
// thousandth request took seconds, and one group ran out of stack. `npm ci` applies
// scripts/patches/@cloudflare+vitest-pool-workers+0.15.1.patch (postinstall, patch-package), which
// installs the proxy once as upstream's fix (#15106) does. This runs the installed function itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The package exports no package.json; the tests run from the project root.
const poolDir = join(process.cwd(), 'node_modules/@cloudflare/vitest-pool-workers');
const source = readFileSync(join(poolDir, 'dist/worker/lib/cloudflare/test-internal.mjs'), 'utf8');

type Ctor = new (...args: unknown[]) => object;
function installedFactory(): (superClass: Ctor, unknownKey: (key: string) => unknown) => Ctor & { prototype: object } {
  const start = source.indexOf('function createProxyPrototypeClass(');
  const end = source.indexOf('\n}\n', start);
  expect(start, 'createProxyPrototypeClass in the installed pool').toBeGreaterThan(0);
  const ignored = /const IGNORED_KEYS = (\[[^\]]*\]);/.exec(source)?.[1] ?? '[]';
  return new Function(`const IGNORED_KEYS = ${ignored};\n${source.slice(start, end + 2)}\nreturn createProxyPrototypeClass;`)();
}

describe('the patched Workers test pool', () => {
  it('is the version the patch was made for', () => {
    const { version } = JSON.parse(readFileSync(join(poolDir, 'package.json'), 'utf8')) as { version: string };
    expect(version, 'upgrading the pool: drop the patch if the new version has #15106').toBe('0.15.1');
  });

  it('wraps the entrypoint prototype once, however many instances are made', () => {
    class Base {
      inherited() {
        return 'base';
      }
    }
    const make = installedFactory();
    const Wrapper = make(Base, (key) => `rpc:${key}`);
    new Wrapper();
    const afterFirst = Wrapper.prototype;
    for (let i = 0; i < 50; i++) new Wrapper();
    expect(Wrapper.prototype).toBe(afterFirst);
    // The one proxy still does its job: inherited members, then the RPC fallback for unknown keys.
    const instance = new Wrapper() as Record<string, unknown> & Base;
    expect(instance.inherited()).toBe('base');
    expect(instance.someRpcMethod).toBe('rpc:someRpcMethod');
    expect(instance.self).toBeUndefined();
  });
});
