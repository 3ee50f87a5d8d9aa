/** @module Where the scale corpus may go (never the demo's state) and how big its database file is. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Why the scale seed must not write into `persist`, or null: never the demo's state (nor a folder holding it). */
export function refusal(persist: string | undefined, root = ROOT): string | null {
  if (!persist) return "--persist <dir> is required: the scale corpus goes into a state of its own, never the demo's .wrangler/state";
  const dir = resolve(persist);
  const demo = resolve(root, '.wrangler');
  const inside = (child: string, parent: string) => child === parent || child.startsWith(parent + sep);
  if (inside(dir, demo) || inside(demo, dir))
    return `${persist} is, or holds, the demo's state (${relative(root, demo)}): pass a directory of its own`;
  return null;
}

/** The D1 sqlite files under a --persist-to directory, in bytes (with their WAL). */
export function databaseBytes(persist: string): number {
  const dir = join(persist, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir)
    .filter((f) => f.includes('.sqlite') && !f.startsWith('metadata.sqlite'))
    .reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
}
