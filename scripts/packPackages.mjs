// Packs the four published packages as a partner receives them: `node scripts/packPackages.mjs
// <folder>` writes one tarball per package there (builds nothing: expects each `dist`).
//
// The repo resolves our packages to their sources through the `@metafields/source` export
// condition (tsconfig's customConditions, vitest, Storybook, the admin's Vite config, the
// benches), so the repo needs no build to typecheck or test. That condition and the
// `./testing` entry name files that do not ship, so each package is packed from a staged copy
// whose manifest drops them (and the fields only the repo uses: scripts, devDependencies),
// rather than moving source resolution into five tools' configs: one place, and the repo's
// manifests stay as the tools read them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const sourceCondition = '@metafields/source';
export const publishedPackages = ['core', 'design-system', 'widgets', 'api-client'];

/**
 * An `exports` value without the source condition; `undefined` when nothing else is left.
 * @param {unknown} target
 * @returns {unknown}
 */
function withoutSourceCondition(target) {
  if (target === null || typeof target !== 'object') return target;
  /** @type {Record<string, unknown>} */
  const kept = {};
  for (const [condition, value] of Object.entries(target)) {
    if (condition === sourceCondition) continue;
    const stripped = withoutSourceCondition(value);
    if (stripped !== undefined) kept[condition] = stripped;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The manifest as published.
 * @param {Record<string, any>} manifest
 */
export function publishedManifest(manifest) {
  const { scripts: _scripts, devDependencies: _devDependencies, ...published } = manifest;
  /** @type {Record<string, unknown>} */
  const exports = {};
  for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
    const stripped = withoutSourceCondition(target);
    if (stripped !== undefined) exports[entry] = stripped;
  }
  return { ...published, exports };
}

/**
 * Stages and packs each package into `outDir` (the four side by side: npm starts slowly);
 * answers the tarballs' paths by package folder.
 * @param {string} outDir
 * @returns {Promise<Record<string, string>>}
 */
export async function packPackages(outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const stageRoot = fs.mkdtempSync(path.join(outDir, 'stage-'));
  /** @type {Record<string, string>} */
  const tarballs = {};
  try {
    const packed = publishedPackages.map(async (name) => {
      const dir = path.join(root, 'packages', name);
      const stage = path.join(stageRoot, name);
      fs.mkdirSync(stage);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (!fs.existsSync(path.join(dir, 'dist'))) {
        throw new Error(`packages/${name} has no dist: run the build first`);
      }
      // npm adds README and LICENSE itself; `files` names the rest.
      for (const entry of [...(manifest.files ?? []), 'README.md', 'LICENSE']) {
        if (fs.existsSync(path.join(dir, entry))) {
          fs.cpSync(path.join(dir, entry), path.join(stage, entry), { recursive: true });
        }
      }
      fs.writeFileSync(
        path.join(stage, 'package.json'),
        `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`,
      );
      const { stdout } = await execFileAsync(
        'npm',
        ['pack', '--json', '--ignore-scripts', '--pack-destination', outDir],
        { cwd: stage, encoding: 'utf8' },
      );
      const [result] = JSON.parse(stdout);
      tarballs[name] = path.join(outDir, result.filename);
    });
    await Promise.all(packed);
  } finally {
    fs.rmSync(stageRoot, { recursive: true, force: true });
  }
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? 'packed');
  for (const tarball of Object.values(await packPackages(outDir))) console.log(tarball);
}
