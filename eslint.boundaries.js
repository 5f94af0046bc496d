// The package graph of ARCHITECTURE.md, enforced (issue 24):
//   core  <-  design-system (no core needed)  <-  widgets  <-  admin
//   core  <-  api-client  <-  admin
//   core  <-  server  -> (HTTP) ->  platform
// Each rule names what a layer must not import; test and story files are exempt where they
// need the machine (node:*) or a test helper, never where they would reach up the graph.

const nodeBuiltins = {
  group: ['node:*'],
  message: 'Browser packages run in the browser: no Node built-ins outside tests.',
};
const bareNodeBuiltins = {
  paths: ['fs', 'path', 'http', 'https', 'net', 'os', 'crypto', 'child_process', 'stream'].map(
    (name) => ({ name, message: 'Browser packages run in the browser: no Node built-ins.' }),
  ),
};
const apps = {
  group: ['@metafields/admin', '@metafields/admin/*', '@metafields/server', '@metafields/server/*'],
  message: "A package never imports an app's code: the apps sit on top of the graph.",
};
const emulator = {
  group: ['@metafields/platform', '@metafields/platform/*', '**/apps/platform/**'],
  message: 'The emulator is reached over HTTP only, as the real platform is.',
};
const appFolders = {
  group: ['**/apps/*/src/**'],
  message: "A package never imports an app's code, not even by a relative path.",
};
// A dependency's private path is no contract (it moves in a patch release). Our own
// `@metafields/design-system/private` is the design system's entry for our widgets.
const privatePaths = {
  regex: '^(?!@metafields/)(@[^/]+/)?[^/]+/(.+/)?private(/|$)',
  message: "A dependency's private path is not its API: use what it exports.",
};
/** What no browser package may import: Node, an app's folder, a dependency's private path. */
const browserPackage = [nodeBuiltins, bareNodeBuiltins, appFolders, privatePaths];
const react = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-aria*', 'styled-components'],
  message: 'Pure TypeScript here: no React.',
};

const restrict = (...patterns) => [
  'error',
  {
    paths: patterns.flatMap((pattern) => pattern.paths ?? []),
    patterns: patterns.filter((pattern) => !pattern.paths),
  },
];

const tests = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'];
const browserGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage'].map(
  (name) => ({ name, message: 'core is pure TypeScript: no DOM or browser API.' }),
);

export const boundaries = [
  {
    files: ['packages/core/src/**'],
    ignores: tests,
    rules: {
      'no-restricted-imports': restrict(
        react,
        { group: ['@metafields/*', '!@metafields/core'], message: 'core is the bottom layer.' },
        { group: ['ky'], message: 'core does no I/O: api-client calls the server.' },
        ...browserPackage,
      ),
      'no-restricted-globals': ['error', ...browserGlobals, 'fetch', 'XMLHttpRequest'],
    },
  },
  {
    files: ['packages/design-system/src/**'],
    ignores: tests,
    rules: {
      'no-restricted-imports': restrict(
        {
          group: ['@metafields/*', '!@metafields/design-system', '!@metafields/design-system/*'],
          message: 'The design system knows nothing of metafields: it imports no other package.',
        },
        ...browserPackage,
      ),
    },
  },
  {
    files: ['packages/widgets/src/**'],
    ignores: tests,
    rules: {
      'no-restricted-imports': restrict(
        {
          group: ['@metafields/api-client', '@metafields/api-client/*', 'ky', 'jotai', 'jotai/*'],
          message: 'Widgets are controlled: data comes through props, nothing fetches.',
        },
        apps,
        emulator,
        ...browserPackage,
      ),
    },
  },
  {
    files: ['packages/api-client/src/**'],
    ignores: tests,
    rules: {
      'no-restricted-imports': restrict(
        react,
        {
          group: ['@metafields/design-system', '@metafields/widgets', '@metafields/*/*'],
          message: 'api-client depends on core only.',
        },
        apps,
        emulator,
        ...browserPackage,
      ),
    },
  },
  {
    files: ['apps/admin/src/**'],
    ignores: tests,
    rules: {
      'no-restricted-imports': restrict(
        {
          group: ['@metafields/server', '@metafields/server/*'],
          message: 'The admin app talks to the server over HTTP.',
        },
        emulator,
        nodeBuiltins,
        bareNodeBuiltins,
        privatePaths,
      ),
    },
  },
  {
    // The server's tests start the emulator in-process, as the stand-in for the platform.
    files: ['apps/server/src/**'],
    ignores: tests,
    rules: {
      'no-restricted-imports': restrict(
        emulator,
        {
          group: [
            '@metafields/admin',
            '@metafields/design-system',
            '@metafields/widgets',
            '**/apps/admin/**',
          ],
          message: 'The server serves the admin app’s build; it imports no browser code.',
        },
        privatePaths,
      ),
    },
  },
];
