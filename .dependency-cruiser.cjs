/**
 * The engine's architecture, checked in `npm test` (`npm run lint:deps`): no import cycle anywhere
 * in engine/ or ai/, and the layers of docs/architecture.md. A rule here fails the build; see
 * dependency-cruiser's documentation for the rule format.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other in a circle: the flow decides what comes next.',
      from: { path: '^(engine|ai)/' },
      to: { circular: true },
    },
    {
      name: 'engine-stands-alone',
      severity: 'error',
      comment:
        'The engine is pure and below everything else: it imports nothing of ai/, main/ or renderer/.',
      from: { path: '^engine/' },
      to: { path: '^(ai|main|renderer|tests)/' },
    },
    {
      name: 'kernel-knows-no-ruleset',
      severity: 'error',
      comment:
        'The kernel is shared by every ruleset (NetEA now, NetEpic later): it imports no rule.',
      from: { path: '^engine/kernel/' },
      to: { path: '^engine/(?!kernel/)' },
    },
    {
      name: 'ai-below-the-shell',
      severity: 'error',
      comment:
        'The AI is pure like the engine: it runs in a worker thread, a Web Worker and the CLI.',
      from: { path: '^ai/' },
      to: { path: '^(main|renderer|tests)/' },
    },
    {
      name: 'main-without-the-view',
      severity: 'error',
      comment: 'The main process never imports the page.',
      from: { path: '^main/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|out|release|tests/\\.artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
