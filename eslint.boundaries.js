// The layers of the code and the one direction imports may take between them
// (docs/architecture.md explains them and how to fix a refused import).
//
//   web:    app → features → components → boot → i18n → lib → contract
//           (the service worker, src/serviceWorker: lib → contract only)
//   server: server entry (app.ts, main.ts…) → routes → services (domain, auth, narration,
//           pictures, recordings, workers, exports, imports) → db → contract; never src/
//
// A feature imports only its own files, and another feature only through that feature's
// public face (its index.ts). Screens that show several features are composed in app.
import boundaries from 'eslint-plugin-boundaries';

const MESSAGE =
  'Layer rule (docs/architecture.md): {{ from.type }} may not import {{ to.type }} this way. ' +
  'Imports run one way: app → features → components → boot → i18n → lib → contract ' +
  '(server: entry → routes → services → db → contract, never src). ' +
  'A feature uses another feature only through its public face (its index.ts), or the screen ' +
  'that needs both is composed in src/app; a piece that lower layers need moves down.';

const webLayers = {
  app: ['feature', 'components', 'boot', 'i18n', 'lib', 'contract', 'app'],
  components: ['components', 'boot', 'i18n', 'lib', 'contract'],
  boot: ['boot', 'i18n', 'lib', 'contract'],
  i18n: ['i18n', 'lib', 'contract'],
  lib: ['lib', 'contract'],
  contract: ['contract'],
  'service-worker': ['service-worker', 'lib', 'contract'],
  testing: ['app', 'feature', 'components', 'boot', 'i18n', 'lib', 'contract', 'testing'],
  'server-entry': ['server-entry', 'server-routes', 'server-services', 'server-db', 'contract'],
  'server-routes': ['server-routes', 'server-services', 'server-db', 'contract'],
  'server-services': ['server-services', 'server-db', 'contract'],
  'server-db': ['server-db', 'contract'],
  'server-test': [
    'server-test',
    'server-entry',
    'server-routes',
    'server-services',
    'server-db',
    'contract',
  ],
};

const policies = [
  ...Object.entries(webLayers).map(([from, to]) => ({
    from: { element: { type: from } },
    allow: { to: { element: { types: { anyOf: to } } } },
  })),
  // Features: their own files, other features' public faces, and the layers below.
  {
    from: { element: { type: 'feature' } },
    allow: {
      to: [
        { element: { types: { anyOf: ['components', 'boot', 'i18n', 'lib', 'contract'] } } },
        { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } },
        { element: { type: 'feature', fileInternalPath: 'index.ts' } },
      ],
    },
  },
  // Routes take their dependencies' type from the entry that builds them.
  {
    from: { element: { type: 'server-routes' } },
    allow: { to: { element: { type: 'server-entry', fileInternalPath: 'routeDeps.ts' } } },
  },
  // The store's types and typed hooks are the one thing every feature takes from app, as
  // Redux's own templates do; they are types and two hooks, never screens.
  {
    from: { element: { types: { anyOf: ['feature', 'components', 'i18n'] } } },
    allow: {
      to: {
        element: {
          type: 'app',
          fileInternalPath: ['hooks.ts', 'store.ts', 'services.ts'],
        },
      },
    },
  },
];

/** Tests also use the test kit (src/testing: renderWithProviders, msw handlers, fixtures). */
const testPolicies = [
  ...policies,
  {
    from: { element: { types: { anyOf: Object.keys(webLayers).concat('feature') } } },
    allow: { to: { element: { type: 'testing' } } },
  },
];

const TESTS = ['**/*.test.{ts,tsx}', 'server/test/**'];

const rule = (allowed) => ['error', { default: 'disallow', message: MESSAGE, policies: allowed }];

export const boundariesConfig = [
  {
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'service-worker', pattern: 'src/serviceWorker' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'src/components' },
        { type: 'boot', pattern: 'src/boot' },
        { type: 'i18n', pattern: 'src/i18n' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'testing', pattern: 'src/testing' },
        { type: 'contract', pattern: 'contract' },
        { type: 'server-routes', pattern: 'server/src/routes' },
        { type: 'server-db', pattern: 'server/src/db' },
        {
          type: 'server-services',
          pattern: 'server/src/(domain|auth|narration|pictures|recordings|workers|exports|imports)',
        },
        { type: 'server-entry', pattern: 'server/src' },
        { type: 'server-test', pattern: 'server/(test|bench)' },
      ],
    },
    rules: { 'boundaries/dependencies': rule(policies) },
  },
  {
    files: TESTS,
    rules: { 'boundaries/dependencies': rule(testPolicies) },
  },
];
