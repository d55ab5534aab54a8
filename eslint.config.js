// Type-checked typescript-eslint, React hooks rules, and the dependency direction of the
// design card: game/ imports no ui/worker/db; db/ imports nothing of the app; ui/ reaches the
// server only through `import type` and plain-zod form/contract modules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', '.wrangler', 'test-results', 'playwright-report', 'coverage', 'db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read JSON bodies as untyped data on purpose.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { group: ['**/db/**'], message: 'ui/ must not import db/.' },
        { group: ['**/game/scenes/**'], message: 'ui/ reaches the game through game/index.ts, bridge and content/monster modules.' },
        { group: ['**/worker/*/*.service', '**/worker/*/*.routes', '**/worker/app', '**/worker/entry-*'], message: 'ui/ may import only contracts (types) and plain-zod form modules from worker/.' },
      ]),
    },
  },
  { files: ['game/**/*.ts'], rules: restrict([{ group: ['**/ui/**', '**/worker/**', '**/db/**'], message: 'game/ imports no ui/, worker/ or db/.' }]) },
  { files: ['db/**/*.ts'], rules: restrict([{ group: ['**/ui/**', '**/worker/**', '**/game/**', '**/scripts/**'], message: 'db/ imports nothing of the app.' }]) },
  {
    files: ['worker/**/*.ts'],
    ignores: ['worker/entry-node.ts', 'worker/**/*.test.ts'],
    rules: {
      ...restrict([
        { group: ['node:*'], message: 'worker/ is runtime-neutral: no Node built-ins (except worker/entry-node.ts).' },
        { group: ['**/ui/**'], message: 'worker/ must not import ui/.' },
        { regex: '(^|/)game/(?!content/|monster/monster-parts$)', message: 'worker/ may import only game/content and monster-parts.' },
        { group: ['**/db/drivers/node'], message: 'Node database drivers belong to the Node entry.' },
      ]),
    },
  },
);
