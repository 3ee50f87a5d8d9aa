// The import rules the layout depends on, checked by `npm run lint` (part of `npm test`).
// A dot-file, so the project's top level stays as it is. docs/ARCHITECTURE.md says why each holds.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a loop: move what both need into a third file (a type, a contract).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-stays-in-the-browser',
      severity: 'error',
      comment:
        'Code shipped to the browser (client/browser) takes from the Worker only its wire shapes (worker/contracts), and nothing from the server-only pages.',
      from: { path: '^client/browser/' },
      to: { path: '^(worker/(?!contracts/)|client/server/|scripts/)' },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'worker/contracts is what both sides share: it imports no feature, no HTTP code and no page.',
      from: { path: '^worker/contracts/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(worker/(?!contracts/)|client/)' },
    },
    {
      name: 'test-kits-only-in-tests',
      severity: 'error',
      comment: 'The test kit (worker/test, *.cases.ts, *.test.ts, e2e) never ships: only tests import it.',
      from: { path: '^(worker|client|scripts)/', pathNot: '(\\.test\\.tsx?$|\\.cases\\.ts$|^worker/test/|^client/e2e/|test-kit|test-helpers|global-setup)' },
      to: { path: '(\\.test\\.tsx?$|\\.cases\\.ts$|^worker/test/|^client/e2e/)' },
    },
    {
      name: 'worker-needs-no-scripts',
      severity: 'error',
      comment: 'The Worker is deployed alone: nothing it runs imports the Node scripts (stand-ins, seed, bench).',
      from: { path: '^worker/', pathNot: '(\\.test\\.tsx?$|^worker/test/)' },
      to: { path: '^scripts/' },
    },
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
