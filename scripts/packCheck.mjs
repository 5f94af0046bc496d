// `npm run pack:check`: the four published packages as a partner receives them (issue 29).
// Builds nothing (expects each package's `dist`, as `npm test` runs it right after the build).
//
// 1. Packs core, design-system, widgets and api-client (scripts/packPackages.mjs) and reads each
//    tarball: LICENSE and README; the manifest (MIT, `./package.json` exported, no source-only
//    condition or testing entry, every export's file shipped, caret ranges); no source map
//    without its sources; no story, test or testing file and nothing that imports a test
//    library; no JS module that imports CSS; every bare import declared in dependencies or
//    peerDependencies; no deep or private path into another package.
// 2. For npm's default and linked (`--install-strategy=linked`, pnpm's strict layout)
//    strategies: a copy of examples/partner-app installs the tarballs and its own dependencies
//    offline, typechecks and builds with Vite, and Node imports each package and resolves each
//    `<package>/package.json`.
// 3. A Playwright test edits a rule and submits a metafield by keyboard in the default build.
//
// Offline installs: npm's cache holds every tarball of package-lock.json but not the registry's
// package lists, so npm cannot resolve a range offline. The scratch app gets a lock file made
// from the repo's (each dependency at the version and place the repo resolved it, the nested
// ones of a package staying nested) plus our four tarballs: what a partner's own lock file
// would hold, so `npm ci --offline` needs nothing but the cache.
//
// Exits 1 naming each problem.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { packPackages, publishedPackages, root, sourceCondition } from './packPackages.mjs';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
// --keep leaves the work folder; --tarballs-only stops after reading the tarballs (quick).
const keep = process.argv.includes('--keep');
const tarballsOnly = process.argv.includes('--tarballs-only');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-check-'));
/** @type {Set<string>} */
const problems = new Set();
const problem = (/** @type {string} */ text) => problems.add(text);

// ---------------------------------------------------------------------------------------------
// 1. The tarballs.

const tarballDir = path.join(work, 'tarballs');
const tarballs = await packPackages(tarballDir);
console.log(`Packed ${Object.keys(tarballs).length} packages (${seconds()})`);

/** @param {string} dir @returns {string[]} every file under dir, relative to it */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const testLibrary =
  /^(?:vitest|storybook|@storybook\/.+|@testing-library\/.+|msw|msw\/.+|@playwright\/test|playwright)$/;
// testing/ folders, tests, stories and story helpers (storySteps, conformanceStories…; not
// JobHistory).
const testFile =
  /(?:^|\/)(?:testing\/|[^/]*\.(?:test|spec|stories)\.|stor(?:y|ies)[A-Z.][^/]*$|[^/]*Stor(?:y|ies)[^/]*$)/;
// import … from 'x', export … from 'x', import 'x', import('x'), require('x'), CSS @import 'x'
// (not the word in a string: `'import'`); a specifier has no space.
const specifiers =
  /(?:\b(?:import|export)\b[^'"`;]*?\bfrom\s*|(?<!['"`\w.$])import(?:\s*\(\s*|\s*)|\brequire\s*\(\s*|@import\s+(?:url\()?)['"]([^'"\s]+)['"]/g;
const packageSpecifier = /^(?:@[\w.-]+\/)?[\w.-]+(?:\/\S*)?$/;
// A private path by name; and a path into a dependency's build folders, which only its
// `exports` map (when it has one) may make public. Declarations may keep the deep paths tsc
// writes for inferred types into a package without an `exports` map (styled-components' own
// `dist/types`): Node and TypeScript reach every file of such a package.
const privateSegment = /(?:^|\/)(?:private|internal)(?:\/|$)/;
const buildFolder = /(?:^|\/)(?:dist|src|lib|esm|cjs|build)(?:\/|$)/;
/** @param {string} dependency @returns {boolean} */
function hasExportsMap(dependency) {
  try {
    const manifest = path.join(root, 'node_modules', dependency, 'package.json');
    return JSON.parse(fs.readFileSync(manifest, 'utf8')).exports !== undefined;
  } catch {
    return true;
  }
}
const builtins = new Set(builtinModules);

/** @param {string} specifier */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** @param {unknown} target @returns {string[]} the file paths an exports value names */
function exportTargets(target) {
  if (typeof target === 'string') return [target];
  if (target === null || typeof target !== 'object') return [];
  return Object.values(target).flatMap(exportTargets);
}

/** @type {Record<string, Record<string, any>>} */
const manifests = {};
// Every manifest first: a package's imports of another of ours are checked against its exports.
for (const [name, tarball] of Object.entries(tarballs)) {
  const dir = path.join(work, 'inspect', name);
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', dir]);
  manifests[name] = JSON.parse(fs.readFileSync(path.join(dir, 'package/package.json'), 'utf8'));
}
for (const name of Object.keys(tarballs)) {
  const pkg = path.join(work, 'inspect', name, 'package');
  const files = filesUnder(pkg);
  const fileSet = new Set(files);
  const manifest = /** @type {Record<string, any>} */ (manifests[name]);
  const label = manifest.name;

  if (!fileSet.has('LICENSE')) problem(`${label}: no LICENSE file`);
  else if (!fs.readFileSync(path.join(pkg, 'LICENSE'), 'utf8').startsWith('MIT License'))
    problem(`${label}: LICENSE is not the MIT licence`);
  if (!fileSet.has('README.md')) problem(`${label}: no README.md`);
  if (manifest.license !== 'MIT') problem(`${label}: "license" is ${manifest.license}, not MIT`);

  const exports = manifest.exports ?? {};
  if (exports['./package.json'] !== './package.json')
    problem(`${label}: exports has no "./package.json": "./package.json"`);
  if (JSON.stringify(exports).includes(sourceCondition))
    problem(`${label}: exports keeps the source-only "${sourceCondition}" condition`);
  for (const [entry, target] of Object.entries(exports)) {
    if (/testing/.test(entry)) problem(`${label}: exports a testing entry "${entry}"`);
    for (const file of exportTargets(target)) {
      if (!fileSet.has(path.normalize(file)))
        problem(`${label}: exports "${entry}" names ${file}, not shipped`);
    }
  }
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  for (const [dependency, range] of Object.entries(manifest.dependencies ?? {})) {
    if (!/^\^\d/.test(/** @type {string} */ (range)))
      problem(`${label}: dependency ${dependency} is "${range}", not a caret range`);
  }

  for (const file of files) {
    const text = () => fs.readFileSync(path.join(pkg, file), 'utf8');
    if (testFile.test(file)) problem(`${label}: ships a story, test or testing file: ${file}`);
    if (file.endsWith('.map')) {
      const map = JSON.parse(text());
      const base = path.join(path.dirname(file), map.sourceRoot ?? '');
      const missing = (map.sources ?? []).filter(
        (/** @type {string} */ source) => !fileSet.has(path.normalize(path.join(base, source))),
      );
      if (missing.length > 0)
        problem(`${label}: ${file} maps sources that are not shipped (${missing[0]}…)`);
    }
    if (!/\.(?:m?js|d\.ts|css)$/.test(file)) continue;
    for (const [, specifier] of text().matchAll(specifiers)) {
      if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) {
        if (specifier?.endsWith('.css') && /\.m?js$/.test(file))
          problem(
            `${label}: ${file} imports CSS (${specifier}): fonts and styles are opt-in CSS entries`,
          );
        continue;
      }
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      if (!packageSpecifier.test(specifier)) continue;
      const dependency = packageName(specifier);
      const subpath = specifier.slice(dependency.length + 1);
      if (testLibrary.test(dependency) || testLibrary.test(specifier))
        problem(`${label}: ${file} imports the test library ${specifier}`);
      else if (!declared.has(dependency))
        problem(
          `${label}: ${file} imports ${specifier}, but ${dependency} is not a dependency or peer dependency`,
        );
      const deep =
        privateSegment.test(subpath) ||
        (buildFolder.test(subpath) && (!file.endsWith('.d.ts') || hasExportsMap(dependency)));
      const ours = Object.values(manifests).find((other) => other.name === dependency);
      if (ours && subpath !== '' && !(`./${subpath}` in (ours.exports ?? {})))
        problem(`${label}: ${file} imports ${specifier}, which ${dependency} does not export`);
      else if (!ours && dependency !== manifest.name && deep)
        problem(`${label}: ${file} imports a private or deep path: ${specifier}`);
      if (specifier.endsWith('.css') && /\.m?js$/.test(file))
        problem(
          `${label}: ${file} imports CSS (${specifier}): fonts and styles are opt-in CSS entries`,
        );
    }
  }
}
// Our packages' ranges for each other: a caret on the version packed.
for (const manifest of Object.values(manifests)) {
  for (const [dependency, range] of Object.entries(manifest.dependencies ?? {})) {
    const ours = Object.values(manifests).find((other) => other.name === dependency);
    if (ours && range !== `^${ours.version}`)
      problem(`${manifest.name}: depends on ${dependency}@"${range}", not "^${ours.version}"`);
  }
}
console.log(`Read the tarballs (${seconds()})`);

// ---------------------------------------------------------------------------------------------
// 2. A partner's app, installed both ways.

const repoLock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages;
const workspaceOf = Object.fromEntries(
  publishedPackages.map((name) => [manifests[name]?.name, `packages/${name}`]),
);

/**
 * Where Node finds `dependency` from the lock entry at `from` (the repo's layout).
 * @param {string} from @param {string} dependency
 */
function lockPathOf(from, dependency) {
  const prefixes = [from];
  for (
    let at = from.lastIndexOf('/node_modules/');
    at > 0;
    at = from.lastIndexOf('/node_modules/', at - 1)
  )
    prefixes.push(from.slice(0, at));
  prefixes.push('');
  for (const prefix of prefixes) {
    const candidate =
      prefix === '' ? `node_modules/${dependency}` : `${prefix}/node_modules/${dependency}`;
    if (repoLock[candidate]) return candidate;
  }
  return null;
}

/** The scratch app's lock file: its dependencies as the repo resolved them, and the tarballs. */
function scratchLock(/** @type {Record<string, any>} */ app, /** @type {string} */ appDir) {
  /** @type {Record<string, any>} */
  const packages = {
    '': {
      name: app.name,
      version: app.version,
      dependencies: app.dependencies,
      devDependencies: app.devDependencies,
    },
  };
  // Lock paths in the repo → in the scratch app (a workspace's nested dependencies move under it).
  const scratchPath = (/** @type {string} */ lockPath) =>
    lockPath.replace(/^packages\/([^/]+)/, (_, dir) => `node_modules/${manifests[dir]?.name}`);
  /** @type {[string, Record<string, string>][]} */
  const queue = [['', { ...app.dependencies, ...app.devDependencies }]];
  const seen = new Set();
  while (queue.length > 0) {
    const [from, dependencies] = /** @type {[string, Record<string, string>]} */ (queue.shift());
    for (const dependency of Object.keys(dependencies)) {
      const workspace = workspaceOf[dependency];
      if (workspace) {
        const key = `node_modules/${dependency}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const dir = workspace.slice('packages/'.length);
        const manifest = manifests[dir] ?? {};
        const tarball = /** @type {string} */ (tarballs[dir]);
        packages[key] = {
          version: manifest.version,
          resolved: `file:${path.relative(appDir, tarball)}`,
          integrity: `sha512-${createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`,
          license: manifest.license,
          dependencies: manifest.dependencies,
          peerDependencies: manifest.peerDependencies,
        };
        queue.push([workspace, { ...manifest.dependencies, ...manifest.peerDependencies }]);
        continue;
      }
      const lockPath = lockPathOf(from, dependency);
      if (lockPath === null) {
        const optional = repoLock[from]?.peerDependenciesMeta?.[dependency]?.optional;
        if (!optional)
          problem(
            `partner app: ${dependency} (needed by ${from || 'the app'}) is not in package-lock.json`,
          );
        continue;
      }
      const key = scratchPath(lockPath);
      if (seen.has(key)) continue;
      seen.add(key);
      const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = repoLock[lockPath];
      packages[key] = entry;
      const optionalPeers = Object.keys(entry.peerDependenciesMeta ?? {}).filter(
        (peer) => entry.peerDependenciesMeta[peer].optional,
      );
      const next = {
        ...entry.dependencies,
        ...entry.optionalDependencies,
        ...entry.peerDependencies,
      };
      for (const peer of optionalPeers)
        if (!entry.dependencies?.[peer] && !entry.optionalDependencies?.[peer]) delete next[peer];
      queue.push([lockPath, next]);
    }
  }
  return { name: app.name, version: app.version, lockfileVersion: 3, requires: true, packages };
}

/**
 * Runs a command to its end; answers whether it succeeded and what it printed.
 * @param {string} command @param {string[]} args @param {string} cwd
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
function run(command, args, cwd, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${String(error)}` }));
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}
const tail = (/** @type {string} */ output) => output.trim().split('\n').slice(-12).join('\n    ');

const nodeCheck = `
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/');
const names = JSON.parse(process.argv[1]);
const failures = [];
for (const name of names) {
  try { await import(name); } catch (error) { failures.push(name + ': import fails: ' + String(error).split('\\n')[0]); }
  try { require.resolve(name + '/package.json'); } catch (error) { failures.push(name + ": require.resolve('" + name + "/package.json') fails: " + String(error).split('\\n')[0]); }
}
console.log(JSON.stringify(failures));
`;

const exampleDir = path.join(root, 'examples/partner-app');
/** @type {string | null} */
let defaultBuild = null;
// Both strategies side by side: each mostly waits on the disk (npm ci) and then on one core.
/** @param {string} strategy */
async function tryStrategy(strategy) {
  const linked = strategy === 'linked';
  const appDir = path.join(work, linked ? 'app-linked' : 'app-default');
  fs.cpSync(exampleDir, appDir, {
    recursive: true,
    filter: (source) => !/[/\\](?:node_modules|dist|test-results|playwright-report)$/.test(source),
  });
  const app = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  // As `npm install <tarball>` records them.
  for (const [dir, tarball] of Object.entries(tarballs))
    app.dependencies[/** @type {string} */ (manifests[dir]?.name)] =
      `file:${path.relative(appDir, tarball)}`;
  fs.writeFileSync(path.join(appDir, 'package.json'), `${JSON.stringify(app, null, 2)}\n`);
  fs.writeFileSync(
    path.join(appDir, 'package-lock.json'),
    `${JSON.stringify(scratchLock(app, appDir), null, 2)}\n`,
  );

  const install = await run(
    'npm',
    [
      'ci',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      ...(linked ? ['--install-strategy=linked'] : []),
    ],
    appDir,
  );
  if (!install.ok) {
    problem(`partner app (${strategy}): npm ci fails:\n    ${tail(install.output)}`);
    return;
  }
  const build = await run('npm', ['run', 'build'], appDir);
  if (!build.ok)
    problem(`partner app (${strategy}): tsc or vite build fails:\n    ${tail(build.output)}`);
  else if (!linked) defaultBuild = path.join(appDir, 'dist');
  const names = Object.values(manifests).map((manifest) => manifest.name);
  const imported = await run(
    'node',
    ['--input-type=module', '-e', nodeCheck, JSON.stringify(names)],
    appDir,
  );
  if (!imported.ok)
    problem(`partner app (${strategy}): Node check fails:\n    ${tail(imported.output)}`);
  else
    for (const failure of JSON.parse(imported.output.trim().split('\n').at(-1) ?? '[]'))
      problem(`partner app (${strategy}), in Node: ${failure}`);
  console.log(`Installed, built and imported the partner app, ${strategy} (${seconds()})`);
}
await Promise.all((tarballsOnly ? [] : ['hoisted (npm default)', 'linked']).map(tryStrategy));

// ---------------------------------------------------------------------------------------------
// 3. The built app in Chromium, by keyboard.

if (defaultBuild !== null) {
  const smoke = await run(
    'npx',
    ['playwright', 'test', '--config', path.join(exampleDir, 'playwright.config.ts')],
    root,
    { PARTNER_APP_DIST: defaultBuild },
  );
  if (!smoke.ok)
    problem(`partner app in Chromium: the smoke test fails:\n    ${tail(smoke.output)}`);
  console.log(`Ran the partner app's smoke test (${seconds()})`);
}

// Two apps' node_modules take a while to delete on a busy disk: a detached rm does it.
if (keep) console.log(`Kept ${work}`);
else spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
if (problems.size > 0) {
  console.error(
    `The packages are not as a partner can install them:\n${[...problems].map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  tarballsOnly
    ? `The four tarballs are as published (${seconds()}).`
    : `The four packages install, build and import as a partner's (${seconds()}).`,
);
