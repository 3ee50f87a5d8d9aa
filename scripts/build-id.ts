/**
 * @module The Worker's build id: a content hash of what goes into the Worker bundle (worker/ and
 * the client/ it renders on the server, the locked dependencies, wrangler.toml), computed by
 * scripts/build.ts and written to worker/generated/build.ts. It is part of the edge cache's key,
 * so a deploy that changes only server-rendered markup never serves HTML kept by the one before.
 * It needs no git (a tarball or a CI checkout gives the same id for the same files) and is the
 * same under `npm start`, `npm run deploy` and `wrangler deploy` after `npm run build`.
 * Tests, e2e specs and what the build itself generates do not change the bundle, so they are left
 * out: a commit that only adds a test keeps the cached pages.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders and files whose content is the Worker bundle's input. */
export const BUILD_INPUTS = { dirs: ['worker', 'client'], files: ['package-lock.json', 'wrangler.toml'] } as const;

/** Paths (relative, `/`-separated) that never reach the bundle. */
const LEFT_OUT = [/^worker\/generated\//, /^client\/e2e\//, /^worker\/test\//, /\.(test|spec)\.tsx?$/, /\.cases\.ts$/];

export const isBuildInput = (path: string) => !LEFT_OUT.some((re) => re.test(path));

/** sha-256 over each input's path and bytes, in path order; the first 12 hex digits. */
export function buildIdOf(files: Iterable<{ path: string; bytes: Uint8Array | string }>): string {
  const sorted = [...files].filter((f) => isBuildInput(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const h = createHash('sha256');
  for (const f of sorted) h.update(f.path).update('\0').update(f.bytes).update('\0');
  return h.digest('hex').slice(0, 12);
}

/** The build id of the checkout at `root`. */
export function workerBuildId(root: string): string {
  const files: { path: string; bytes: Buffer }[] = [];
  const add = (abs: string) => {
    const path = relative(root, abs).split(sep).join('/');
    if (isBuildInput(path)) files.push({ path, bytes: readFileSync(abs) });
  };
  for (const dir of BUILD_INPUTS.dirs) {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) add(join(entry.parentPath, entry.name));
    }
  }
  for (const file of BUILD_INPUTS.files) add(join(root, file));
  return buildIdOf(files);
}
