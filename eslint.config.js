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

/**
 * The portal's time zone is the PORTAL_TIME_ZONE setting, passed to the time module (packages/contracts/src/time.ts):
 * no zone name or fixed Moscow offset is written anywhere else, so a portal in another zone shows no Moscow time.
 */
const MOSCOW_IN_TEXT = /Europe\/Moscow|[+]03:?00\b/
const MOSCOW_OFFSET_NUMBERS = new Set([10_800_000, 10_800, 180])
const noLiteralTimeZone = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      literal: 'A hard-coded Moscow zone or +3 h offset: take the zone from PORTAL_TIME_ZONE (@psp/contracts/time).',
    },
  },
  create(context) {
    const text = (node, value) => {
      if (typeof value === 'string' && MOSCOW_IN_TEXT.test(value)) context.report({ node, messageId: 'literal' })
    }
    // 3 * 3_600_000, 3 * 3600, 3 * 60 * 60 * 1000, 3 * 60: three hours written as a product.
    const isThree = (node) => node.type === 'Literal' && node.value === 3
    const product = (node) =>
      node.type === 'BinaryExpression' && node.operator === '*' ? product(node.left) * product(node.right) : node.value
    return {
      Literal: (node) => text(node, node.value),
      TemplateElement: (node) => text(node, node.value.cooked),
      BinaryExpression(node) {
        if (node.operator !== '*' || node.parent.type === 'BinaryExpression') return
        const factors = []
        const collect = (n) =>
          n.type === 'BinaryExpression' && n.operator === '*' ? (collect(n.left), collect(n.right)) : factors.push(n)
        collect(node)
        if (factors.some(isThree) && MOSCOW_OFFSET_NUMBERS.has(product(node)))
          context.report({ node, messageId: 'literal' })
      },
    }
  },
}

const local = {
  rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-literal-time-zone': noLiteralTimeZone },
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
    files: ['**/*.{ts,tsx,js}'],
    plugins: { local },
    rules: { 'local/no-literal-time-zone': 'error' },
  },
  {
    // The setting's default, and tests that pin moments in Moscow time or check the default zone.
    files: ['apps/server/src/config.ts', '**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'e2e/**', 'bench/**'],
    rules: { 'local/no-literal-time-zone': 'off' },
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
    plugins: { 'react-hooks': reactHooks, local },
    rules: {
      // React's recommended hooks rules (the React Compiler's checks among them), as errors: the lint allows no warnings.
      ...Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error'])),
      'local/no-cross-feature-imports': 'error',
    },
  },
  {
    // Query keys come from the endpoint records (lib/query-keys.ts): `queryKey(endpoint, request)`, never a literal.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        ...[
          "Property[key.name='queryKey'] > ArrayExpression",
          "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)(Data|State)$/] > ArrayExpression:first-child',
        ].map((selector) => ({
          selector,
          message: 'Derive the key from the endpoint: queryKey(endpoint, request) from lib/query-keys (ADR 0015).',
        })),
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      // Everything the app owns is built once by createAppContext (app-context.ts) and reached through the context,
      // never created on first use and kept under the context as a hidden key.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "NewExpression[callee.name='WeakMap'] TSTypeReference[typeName.name='AppContext']",
          message: 'Add the part to AppContext and build it in createAppContext (app-context.ts).',
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**', '@psp/web'], message: 'The server does not import the web app.' }] },
      ],
    },
  },
  {
    // An /api route is registered only from its endpoint record, `routeOf(app, endpoint, spec, handler)`
    // (platform/endpoint-route.ts): method, path and schemas are written once, in packages/contracts (ADR 0015).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        ...[
          'CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|options|all)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
          "CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/][callee.object.name='app']",
          "CallExpression[callee.property.name='withTypeProvider']",
        ].map((selector) => ({
          selector,
          message: 'Register the route from its endpoint record: routeOf(app, endpoint, spec, handler) (ADR 0015).',
        })),
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
