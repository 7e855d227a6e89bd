// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The engine and the AI run unchanged in Electron's main process, a Web Worker, tests and the
// command-line simulation, so they may not reach for Node, Electron, the DOM or the view.
const pureRestrictions = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads', 'crypto'],
          message: 'engine/ and ai/ are pure: no Node imports.',
        },
        { group: ['electron', 'electron/*'], message: 'engine/ and ai/ are pure: no Electron.' },
        {
          group: ['react', 'react-*', 'konva', 'konva/*'],
          message: 'engine/ and ai/ are pure: no view.',
        },
        { group: ['**/main/**', '**/renderer/**'], message: 'engine/ and ai/ stand alone.' },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'window', message: 'engine/ and ai/ are pure: no DOM.' },
    { name: 'document', message: 'engine/ and ai/ are pure: no DOM.' },
    { name: 'process', message: 'engine/ and ai/ are pure: no Node.' },
  ],
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'All randomness comes from the seeded generator in the game state.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'release/', 'tests/.artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['engine/**/*.ts', 'ai/**/*.ts'],
    languageOptions: { globals: {} },
    rules: pureRestrictions,
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
