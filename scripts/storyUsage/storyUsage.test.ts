import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Docs pages whose usage is still to be written, with why. Remove an entry once its stories
 * file has `parameters.usage`: the last test fails while it is listed and written.
 */
const pending: Record<string, string> = {};

/** The stories files of a folder whose meta asks for a docs page (`tags: ['autodocs']`). */
function autodocsStories(folder: string): string[] {
  return execFileSync('git', ['ls-files', `${folder}/*.stories.tsx`], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && metaOf(file).includes("tags: ['autodocs']"));
}

/** The text of a stories file's default-exported meta, `const meta = { … } satisfies Meta…`. */
function metaOf(file: string): string {
  const source = readFileSync(path.join(root, file), 'utf8');
  const start = source.indexOf('\nconst meta = {');
  const end = source.indexOf('\n} satisfies Meta', start);
  return start === -1 || end === -1 ? '' : source.slice(start, end);
}

const hasUsage = (file: string) => /^ {4}usage: \{$/m.test(metaOf(file));

// The type of `parameters.usage` (.storybook/docs/usage.d.ts) checks what a usage holds; this
// checks that every docs page has one, which a type cannot.
describe("Storybook docs pages' usage", () => {
  it('is written for every design-system component: notes, do and dont', () => {
    const stories = autodocsStories('packages/design-system/src/components');
    expect(stories).toContain('packages/design-system/src/components/Button/Button.stories.tsx');
    const missing = stories.filter(
      (file) => !(file in pending) && !(hasUsage(file) && /^ {6}dont: \[/m.test(metaOf(file))),
    );
    expect(missing).toEqual([]);
  });

  it('is written for every widget, with the partner example', () => {
    const stories = autodocsStories('packages/widgets/src');
    expect(stories).toContain('packages/widgets/src/RuleBuilder/RuleBuilder.stories.tsx');
    const missing = stories.filter(
      (file) => !(file in pending) && !(hasUsage(file) && /^ {6}partner: /m.test(metaOf(file))),
    );
    expect(missing).toEqual([]);
  });

  it('leaves out only the pages still listed as pending', () => {
    expect(Object.keys(pending).filter(hasUsage)).toEqual([]);
  });
});
