// The browser's files (dist/public, written by `npm run build`, which `npm test` runs first) carry
// no Stripe secret key or webhook secret: only the publishable key may ever reach a browser.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PUBLIC = 'dist/public';
const SECRET_SHAPES = /\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9_]{6,}|\bwhsec_[A-Za-z0-9_]{6,}/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('the client bundle', () => {
  it('holds no Stripe secret', () => {
    const shipped = files(PUBLIC).filter((f) => /\.(js|css|html|json|txt|map)$/.test(f) || !f.includes('.'));
    expect(shipped.filter((f) => f.endsWith('.js')).length, `run npm run build first: no scripts in ${PUBLIC}`).toBeGreaterThan(0);
    const leaking = shipped.filter((f) => SECRET_SHAPES.test(readFileSync(f, 'utf8')));
    expect(leaking).toEqual([]);
  });
});
