// The import rules the layout depends on, checked by `npm run lint` (part of `npm test`).
// A dot-file, so the project's top level stays as it is. docs/ARCHITECTURE.md says why each holds.

const TESTS = '(\\.test\\.tsx?$|\\.cases\\.ts$|^worker/test/|^client/e2e/)';

/** Every rule is an error: `npm test` stops on the first import that breaks one. */
const rule = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    rule(
      'no-circular',
      'Files that import each other in a loop: move what both need into a third file (a type, a contract).',
      {},
      { circular: true },
    ),
    rule(
      'browser-stays-in-the-browser',
      'Code shipped to the browser (client/browser) takes from the Worker only its wire shapes (worker/contracts), and nothing from the server-only pages.',
      { path: '^client/browser/' },
      { path: '^(worker/(?!contracts/)|client/server/|scripts/)' },
    ),
    rule(
      'contracts-stand-alone',
      'worker/contracts is what both sides share: it imports no feature, no HTTP code and no page.',
      { path: '^worker/contracts/', pathNot: '\\.test\\.ts$' },
      { path: '^(worker/(?!contracts/)|client/)' },
    ),
    rule(
      'test-kits-only-in-tests',
      'The test kit (worker/test, *.cases.ts, *.test.ts, e2e) never ships: only tests and the stand-ins\' test kits import it.',
      { path: '^(worker|client|scripts)/', pathNot: `${TESTS}|test-kit|test-helpers|global-setup` },
      { path: TESTS },
    ),
    rule(
      'worker-needs-no-scripts',
      'The Worker is deployed alone: nothing it runs imports the Node scripts (stand-ins, seed, bench).',
      { path: '^worker/', pathNot: '(\\.test\\.tsx?$|^worker/test/)' },
      { path: '^scripts/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.tmp|\\.wrangler)/' },
    // Type-only imports count: a loop of types is still a loop a reader has to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
