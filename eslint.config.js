import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Web features may not import each other: shared pieces belong in ui/ or lib/ (ARCHITECTURE.md rule 8). */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cross: 'Feature "{{from}}" imports feature "{{to}}": move the shared piece to ui/ or lib/.' },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/')
    const match = file.match(/apps\/web\/src\/features\/([^/]+)\//)
    if (!match) return {}
    const from = match[1]
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string') return
      const target = source.match(/(?:^|\/)features\/([^/]+)/)
      if (target && target[1] !== from) context.report({ node, messageId: 'cross', data: { from, to: target[1] } })
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    }
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['**/*.config.{ts,js}', 'apps/server/test/global-setup.ts', 'e2e/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'local/no-cross-feature-imports': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**', '@psp/web'], message: 'The server does not import the web app.' }] },
      ],
    },
  },
  {
    // Features call the API only through `call(endpoint, request)` (lib/api-call.ts, ADR 0015): method, path and
    // types come from packages/contracts/src/endpoints, never from a string URL with a cast generic.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['apiRequest'],
              message: 'Call the API with call(endpoint, request) from lib/api-call (ADR 0015).',
            },
          ],
        },
      ],
    },
  },
)
