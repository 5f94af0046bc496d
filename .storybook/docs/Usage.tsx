import { Heading, Markdown, Source, useOf } from '@storybook/addon-docs/blocks';
import { styled } from 'storybook/theming';
import type { ComponentUsage } from './usage.js';

/** What a partner installs before any widget renders: the packages and their peers. */
const install = [
  'npm install @metafields/widgets @metafields/design-system @metafields/core',
  '# peers, if the app has none yet',
  'npm install react@19 react-dom@19 styled-components@6',
].join('\n');

const Guidance = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: '1rem',
  marginBlock: '1rem 1.5rem',
  '& > section': {
    borderBlockStart: `4px solid ${theme.color.positive}`,
    paddingBlockStart: '0.25rem',
  },
  '& > section[data-kind="dont"]': { borderBlockStartColor: theme.color.negative },
  '& h3': { marginBlockStart: '0.5rem' },
}));

/** Each string as one Markdown paragraph or list item, so `code` and links render. */
function Items({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <Markdown>{item}</Markdown>
        </li>
      ))}
    </ul>
  );
}

/** The meta's `parameters.usage` (typed in `usage.d.ts`), if the page has one. */
function useUsage(): ComponentUsage | undefined {
  const { preparedMeta } = useOf('meta', ['meta']);
  return preparedMeta.parameters.usage;
}

/**
 * The docs page's Usage section: the notes, then Do and Don't side by side. A page without
 * `usage` (tokens, pages, galleries) shows nothing here.
 */
export function Usage() {
  const usage = useUsage();
  if (!usage) return null;
  const hasGuidance = Boolean(usage.do?.length || usage.dont?.length);
  return (
    <>
      <Heading>Usage</Heading>
      <Items items={usage.notes} />
      {hasGuidance && (
        <Guidance>
          {usage.do?.length ? (
            <section data-kind="do" aria-label="Do">
              <h3>Do</h3>
              <Items items={usage.do} />
            </section>
          ) : null}
          {usage.dont?.length ? (
            <section data-kind="dont" aria-label="Don't">
              <h3>Don’t</h3>
              <Items items={usage.dont} />
            </section>
          ) : null}
        </Guidance>
      )}
    </>
  );
}

/**
 * A widget's "In a partner app" section: what to install, then the partner example (a file of
 * `packages/widgets/examples/`, which `tsc` checks against the package's public API).
 */
export function PartnerExample() {
  const partner = useUsage()?.partner;
  if (partner === undefined) return null;
  return (
    <>
      <Heading>In a partner app</Heading>
      <Markdown>
        {
          'Install the widgets with the design system they are drawn with; react, react-dom and styled-components are peers, so the app’s own copies are used.'
        }
      </Markdown>
      <Source language="bash" code={install} />
      <Markdown>
        {
          'Then render the widget. The example stands alone, so it brings its own `DesignSystemProvider` and `GlobalStyles`; in your app, render your screens once inside `<WidgetsProvider scoped>` instead ([Widgets for partners](?path=/docs/widgets-for-partners-start-here--docs) covers providers, translations, styles and forms). The widgets never fetch: `./yourBackend.js` stands for your app’s own calls to its backend, which load the data and answer the callbacks.'
        }
      </Markdown>
      <Source language="tsx" code={partner} />
    </>
  );
}
