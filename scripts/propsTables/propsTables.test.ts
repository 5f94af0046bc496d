import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { docgenOptions } from '../../.storybook/docgen.js';
import storybookConfig from '../../.storybook/main.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Components' sources in the packages partners and designers read: no stories, tests or helpers. */
function componentFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', 'packages/design-system/src/*.tsx', 'packages/widgets/src/*.tsx'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file !== '' && !/\.(stories|test)\.tsx$|\/testing\//.test(file))
    .map((file) => path.join(root, file));
}

// Standard attributes, described by HTML and ARIA rather than by us.
const standardProp = /^(className|style|ref|id|aria-.+)$/;

/** What a props table in Storybook would leave blank: a component's or one of our props' text. */
function undescribed(docs: ComponentDoc[]): string[] {
  return docs.flatMap((doc) => {
    const where = `${path.relative(root, doc.filePath)} ${doc.displayName}`;
    const props = Object.entries(doc.props)
      .filter(
        ([name, prop]) =>
          !standardProp.test(name) && !prop.parent?.fileName.includes('node_modules/'),
      )
      .filter(([, prop]) => prop.description.trim() === '')
      .map(([name]) => `${where}.${name}`);
    return doc.description.trim() === '' ? [where, ...props] : props;
  });
}

/** The tsconfig Storybook's docgen plugin reads: it documents only the files of its program. */
function storybookDocgenProgram() {
  const options = storybookConfig.typescript?.reactDocgenTypescriptOptions;
  const tsconfigPath = path.join(root, options?.tsconfigPath ?? 'tsconfig.json');
  const { config } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath));
  return { tsconfigPath, fileNames: new Set(parsed.fileNames.map((file) => path.resolve(file))) };
}

describe('Storybook props tables', () => {
  it('are read from a program that holds every component', () => {
    const { fileNames } = storybookDocgenProgram();
    expect(componentFiles().filter((file) => !fileNames.has(file))).toEqual([]);
  });

  // One TypeScript program over about 150 files: seconds here, more on a busy machine.
  it(
    'describe every component and every prop of ours, from its doc comment',
    { timeout: 300_000 },
    () => {
      const parser = withCustomConfig(storybookDocgenProgram().tsconfigPath, docgenOptions);
      const docs = parser.parse(componentFiles());
      // The check reads what Storybook reads: the primitives and widgets are all there.
      expect(docs.map((doc) => doc.displayName)).toEqual(
        expect.arrayContaining(['Button', 'Pagination', 'Table', 'RuleBuilder', 'JobHistoryTable']),
      );
      expect(undescribed(docs)).toEqual([]);
    },
  );
});
