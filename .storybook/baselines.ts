/**
 * The screenshot baselines, on the Node side of the story tests: where each lives, and which of a
 * stories file's are stale. A renamed or removed story, or one that now skips its screenshot,
 * leaves a baseline no story takes; `npm run screenshots:update` deletes it, and a plain run fails
 * on it, so that `screenshots/` holds only what the stories show.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

interface BaselinePathData {
  root: string;
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  ext: string;
}

// The baselines compared in this run, by folder (one folder per stories file).
const compared = new Map<string, Set<string>>();

const folderOf = (root: string, testFileDirectory: string, testFileName: string) =>
  path.join(root, 'screenshots', testFileDirectory, testFileName);

/** `screenshots/<stories file's path>/<story>[ <theme>].png`, noted as compared in this run. */
export function baselinePath({
  root,
  testFileDirectory,
  testFileName,
  arg,
  ext,
}: BaselinePathData) {
  const folder = folderOf(root, testFileDirectory, testFileName);
  const file = `${arg}${ext}`;
  compared.set(folder, (compared.get(folder) ?? new Set()).add(file));
  return path.join(folder, file);
}

/**
 * For a stories file whose every story has run and passed: the baselines in its folder that no
 * story compared. Under `--update` they are deleted and none is returned.
 */
export const staleBaselines: BrowserCommand<[], string[]> = ({ project, testPath }) => {
  if (testPath === undefined) return [];
  const { root } = project.config;
  const folder = folderOf(
    root,
    path.relative(root, path.dirname(testPath)),
    path.basename(testPath),
  );
  const taken = compared.get(folder) ?? new Set();
  compared.delete(folder);
  if (!fs.existsSync(folder)) return [];
  const stale = fs.readdirSync(folder).filter((file) => !taken.has(file));
  if (project.config.snapshotOptions.updateSnapshot !== 'all') return stale;
  for (const file of stale) fs.rmSync(path.join(folder, file));
  return [];
};
