import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeSection } from '../../.storybook/docs/readmeSection.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const readme = read('packages/widgets/README.md');
/** The partner guide: the README before its contributors' part. */
const guide = readme.slice(0, readme.indexOf('\n# For contributors'));
const docsDir = '.storybook/docs';
const pages = readdirSync(path.join(root, docsDir))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ file, text: read(`${docsDir}/${file}`) }));

// The Storybook pages render the README's sections (.storybook/docs/readmeSection.ts) and the
// README shows the type-checked examples verbatim: this keeps the three in step.
describe('the partner guide', () => {
  it('has every section that a Storybook page renders', () => {
    const wanted = pages.flatMap(({ text }) =>
      [...text.matchAll(/readmeSection\(readme, '([^']+)'\)/g)].map((match) => match[1] ?? ''),
    );
    expect(wanted).toContain('Install');
    expect(wanted).toContain('Filter rules as platform queries');
    for (const heading of wanted) expect(readmeSection(readme, heading)).not.toBe('');
  });

  it('shows each marked example exactly as its file in packages/widgets/examples', () => {
    const marked = [...readme.matchAll(/<!-- example: (\S+) -->\n\n```\w+\n([\s\S]*?)```\n/g)];
    expect(marked.length).toBeGreaterThanOrEqual(2);
    for (const [, file, code] of marked)
      expect(code, file).toBe(read(`packages/widgets/examples/${file ?? ''}`));
  });

  it('names every component the widgets package exports', () => {
    const index = read('packages/widgets/src/index.ts');
    const exported = [...index.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
      (match[1] ?? '').split(',').map((name) => name.trim()),
    );
    const components = exported.filter((name) => /^[A-Z]/.test(name));
    expect(components).toContain('RuleBuilder');
    expect(components.filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
  });

  it('covers what a partner needs (issue 29, item 6)', () => {
    const topics = [
      '@metafields/design-system/fonts.css',
      '<WidgetsProvider locale="de"',
      'scoped',
      'GlobalStyles',
      'loadMessages(locale: string)',
      'toPlatformQuery',
      '{ today',
      'join the results by id',
      'Controller',
      'onStateChange',
      'MetafieldFields',
      'loaders.categoryTree',
      'findReferences',
      'examples/partner-app',
      'npm run pack:check',
    ];
    expect(topics.filter((topic) => !guide.includes(topic))).toEqual([]);
  });
});

describe('readmeSection', () => {
  const text = [
    '# Title',
    '## One',
    'first',
    '```bash',
    '# a comment, not a heading',
    '```',
    '### Part',
    '<!-- example: A.ts -->',
    '',
    'kept',
    '## Two',
    'second',
  ].join('\n');

  it('answers a section up to the next heading of its level, code and subsections included', () => {
    expect(readmeSection(text, 'One')).toBe(
      ['first', '```bash', '# a comment, not a heading', '```', '### Part', 'kept'].join('\n'),
    );
    expect(readmeSection(text, 'Two')).toBe('second');
  });

  it('throws for a section the README does not have', () => {
    expect(() => readmeSection(text, 'Three')).toThrow('no section "## Three"');
  });
});
