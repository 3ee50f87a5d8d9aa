/**
 * The browser bundles' esbuild options, shared by scripts/build.ts (which writes them under
 * dist/public/assets/) and scripts/checks/first-load.test.ts (which builds them in memory to hold
 * the first-load JS budget): the check weighs the very files the build serves.
 */
import { join } from 'node:path';
import type * as esbuild from 'esbuild';

export function clientBuildOptions(root: string, outdir: string): esbuild.BuildOptions {
  return {
    entryPoints: { entry: join(root, 'client/browser/entry.tsx'), admin: join(root, 'client/browser/admin/entry.tsx') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    // Each island is a dynamic import (client/browser/island-loaders.ts): its own chunk, shared code split out.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outdir,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  };
}
