// Type-checked typescript-eslint, React hooks rules, and the dependency direction of the
// design card: core/ (the domain core) imports nothing of the app and no Node built-ins; game/
// imports only core/; db/ imports nothing of the app; ui/ reaches the server only through
// `import type` and plain-zod form/contract modules; nothing but scripts/ imports scripts/.
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
        { group: ['**/worker/*/*.service', '**/worker/entry-*'], message: 'ui/ may import only contracts (types) and plain-zod form modules from worker/.' },
        { group: ['**/scripts/**'], message: 'Only scripts/ (and tests) import scripts/; shared code lives in core/.' },
      ]),
      // The typed client (ui/lib/api-client.ts) reads the routers' types: `import type` only.
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/worker/**/*.routes', '**/worker/app'], allowTypeImports: true, message: 'ui/ may import route types only (import type), for the typed client.' }] }],
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: restrict([
      { group: ['**/ui/**', '**/worker/**', '**/db/**', '**/game/**', '**/scripts/**', '**/tests/**', '**/assets/**'], message: 'core/ is the domain core: it imports nothing of the app.' },
      { group: ['node:*'], message: 'core/ runs in every runtime: no Node built-ins.' },
    ]),
  },
  { files: ['core/**/*.test.ts'], rules: restrict([{ group: ['**/ui/**', '**/worker/**', '**/db/**', '**/game/**'], message: 'core/ tests test the core alone.' }]) },
  { files: ['game/**/*.ts'], rules: restrict([{ group: ['**/ui/**', '**/worker/**', '**/db/**', '**/scripts/**'], message: 'game/ is Phaser only: it imports core/ and nothing else of the app.' }]) },
  { files: ['db/**/*.ts'], rules: restrict([{ group: ['**/ui/**', '**/worker/**', '**/game/**', '**/scripts/**'], message: 'db/ imports nothing of the app.' }]) },
  {
    // The whole worker/ (the Node entry included) never reaches into scripts/, statically or through import().
    files: ['worker/**/*.ts'],
    ignores: ['worker/**/*.test.ts'],
    rules: {
      ...restrict([
        { group: ['**/ui/**'], message: 'worker/ must not import ui/.' },
        { group: ['**/game/**'], message: 'worker/ imports no game/ (shared content lives in core/).' },
        { group: ['**/scripts/**'], message: 'Only scripts/ (and tests) import scripts/; shared code lives in core/ (or db/ for Node-only database code).' },
      ]),
      'no-restricted-syntax': ['error', { selector: "ImportExpression[source.value=/(^|\\u002F)scripts\\u002F/]", message: 'worker/ does not import scripts/, not even lazily: scripts/start.ts passes Node-only parts in.' }],
    },
  },
  {
    files: ['worker/**/*.ts'],
    ignores: ['worker/entry-node.ts', 'worker/**/*.test.ts'],
    rules: {
      ...restrict([
        { group: ['node:*'], message: 'worker/ is runtime-neutral: no Node built-ins (except worker/entry-node.ts).' },
        { group: ['**/ui/**'], message: 'worker/ must not import ui/.' },
        { group: ['**/game/**'], message: 'worker/ imports no game/ (shared content lives in core/).' },
        { group: ['**/scripts/**'], message: 'Only scripts/ (and tests) import scripts/; shared code lives in core/ (or db/ for Node-only database code).' },
        { group: ['**/db/drivers/node'], message: 'Node database drivers belong to the Node entry.' },
      ]),
    },
  },
);
