import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layering of the request path (docs/architecture.md), enforced: a route validates, loads,
 * authorizes, calls a service and presents; only services (and jobs) touch the database.
 */
const DRIZZLE = [{ name: 'drizzle-orm', message: 'Only services and jobs query the database.' }];
const DB_SCHEMA = {
  group: ['**/db/schema', '**/db/schema.js', 'drizzle-orm/*'],
  message: 'Routes load rows through services; row types come from api/domain/rows.ts.',
};
const SERVICES_AND_DB = {
  group: ['**/services/**', '**/db/**', 'drizzle-orm/*'],
  message: 'Policies, presenters and middleware are pure: types come from api/domain/rows.ts, data from the route.',
};
/** The repository's own api/ as seen from a web/ file `depth` folders below the root (web/src/api/ is the PWA's client). */
const WEB_DEPTHS = [1, 2, 3, 4, 5, 6];
const webFilesAt = (depth) => [`web/${'*/'.repeat(depth - 1)}*.{ts,tsx}`];

/**
 * One way for the PWA (docs/architecture.md, "Front end"): screens in web/src/routes/, parts in
 * web/src/features/; one route table per bundle (web/src/router.tsx for the public pages,
 * web/src/routes/signed-in-routes.tsx for the rest); typed cache reads only in web/src/api/.
 */
const ROUTE_TABLE_FILES = ['web/src/router.tsx', 'web/src/routes/signed-in-routes.tsx'];
const ROUTE_TABLE = {
  name: 'react-router-dom',
  importNames: ['useRoutes', 'Routes', 'Route', 'RouteObject', 'createBrowserRouter', 'createRoutesFromElements'],
  message:
    'Routes are declared in web/src/router.tsx (public) or web/src/routes/signed-in-routes.tsx (signed in) only.',
};
const FEATURES_NOT_ROUTES = {
  group: ['**/routes/**', '**/router'],
  message:
    'features/ holds the parts screens are made of; a screen (web/src/routes/) imports parts, never the reverse.',
};
const RAW_CLIENT = {
  group: ['**/api/client'],
  importNames: ['api'],
  message: 'Server calls go through a typed function of web/src/api/ (one module per resource), not the raw client.',
};
const NO_MAX_LENGTH = {
  // The browser drops what goes past maxLength without a word (a pasted title loses its end):
  // a limited field shows a counter and the rule's message instead (TextInput limit, TextArea).
  selector: "JSXAttribute[name.name='maxLength']",
  message: 'No maxLength: give the field its limit (a counter and the schema message), never a silent cut.',
};
const NO_CACHE_READS = {
  // The cache's entries are typed by their keys in web/src/api/ (keys.ts and each resource's
  // factory); a read or write elsewhere names a key and a type that can drift apart.
  selector: 'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/]',
  message:
    'Read and write the query cache through a function of web/src/api/ (e.g. cachedMe), which owns its keys and types.',
};
const NO_QUERY_KEYS = {
  // A query, an invalidation or a prefetch names its cache entry in web/src/api/ only (a hook or a
  // function there, e.g. useListingQuery, listingSearchQuery, refreshDeal).
  selector: "Property[key.name='queryKey']",
  message: 'Name cache entries (queryKey) only in web/src/api/: use or add a hook or function there.',
};

/** The PWA's import rules for a file `depth` folders below the root. */
function webImports(depth, { isFeature = false, mayDeclareRoutes = false, isClient = false } = {}) {
  return [
    'error',
    {
      paths: mayDeclareRoutes ? [] : [ROUTE_TABLE],
      patterns: [
        {
          group: [`${'../'.repeat(depth)}api/**`, `${'../'.repeat(depth)}api`],
          message: 'The PWA talks to the API over HTTP only; shared types live in shared/.',
        },
        {
          // One design system: a component's styles are a CSS module beside it; the only global
          // stylesheet is design/global.css (tokens and base), imported once by main.tsx.
          group: ['**/*.css', '!**/*.module.css', '!**/design/global.css'],
          message: 'Styles are CSS modules beside their component (Name.module.css), not global stylesheets.',
        },
        ...(isFeature ? [FEATURES_NOT_ROUTES] : []),
        ...(isClient ? [] : [RAW_CLIENT]),
      ],
    },
  ];
}
const depthOf = (file) => file.split('/').length - 1;

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'data/',
      'backups/',
      'node_modules/',
      'coverage/',
      'tests/artifacts/',
      'api/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', NO_MAX_LENGTH, NO_CACHE_READS, NO_QUERY_KEYS],
    },
  },
  {
    // The typed client owns the query cache's keys and types.
    files: ['web/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_MAX_LENGTH] },
  },
  {
    // Test helpers read loosely-typed JSON answers.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['api/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: DRIZZLE, patterns: [DB_SCHEMA] }],
      // Only presenters make response bodies: a route answers with what a presenter returned.
      'no-restricted-syntax': [
        'error',
        ...[
          // res.json({ … }), res.json(x ? { … } : { … }), res.json(rows.map((r) => ({ … }))),
          // and the `const body = { … }; res.json(body)` idiom.
          'CallExpression[callee.property.name=/^(json|send)$/] > ObjectExpression',
          'CallExpression[callee.property.name=/^(json|send)$/] > ConditionalExpression > ObjectExpression',
          'CallExpression[callee.property.name=/^(json|send)$/] > CallExpression > ArrowFunctionExpression > ObjectExpression',
          "VariableDeclarator[id.name='body'] > ObjectExpression",
        ].map((selector) => ({
          selector,
          message: 'A route answers with a presenter’s result (api/presenters), never an object built here.',
        })),
      ],
    },
  },
  {
    // Services return rows and domain values; only presenters turn them into the API's shapes.
    files: ['api/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/types', '**/shared/types/**'],
              message: 'Services return rows or domain values; a presenter (api/presenters) makes the response shape.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/presenters/**/*.ts', 'api/policies/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: DRIZZLE,
          patterns: [
            SERVICES_AND_DB,
            { group: ['**/routes/**'], message: 'Routes depend on these layers, never the other way round.' },
          ],
        },
      ],
    },
  },
  {
    files: ['api/middleware/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: DRIZZLE,
          patterns: [
            SERVICES_AND_DB,
            { group: ['**/routes/**', '**/presenters/**'], message: 'Middleware asks policies, not presenters.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/**', '**/web/**'], message: 'shared/ is used by both sides and imports neither.' },
          ],
        },
      ],
    },
  },
  ...WEB_DEPTHS.map((depth) => ({
    files: webFilesAt(depth),
    rules: { 'no-restricted-imports': webImports(depth) },
  })),
  ...WEB_DEPTHS.filter((depth) => depth >= 4).map((depth) => ({
    files: [`web/src/features/${'*/'.repeat(depth - 4)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': webImports(depth, { isFeature: true }) },
  })),
  {
    // The typed client itself.
    files: ['web/src/api/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webImports(3, { isClient: true }) },
  },
  ...ROUTE_TABLE_FILES.map((file) => ({
    files: [file],
    rules: { 'no-restricted-imports': webImports(depthOf(file), { mayDeclareRoutes: true }) },
  })),
);
