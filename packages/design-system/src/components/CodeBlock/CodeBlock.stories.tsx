import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock } from './CodeBlock.js';

const productQuery = `query ProductMetafields($id: ID!) {
  product(id: $id) {
    title
    metafields(namespace: "custom", first: 10) {
      edges {
        node {
          key
          value
          type
        }
      }
    }
  }
}`;

const writeText = fn<(text: string) => Promise<void>>();

/** Puts a spy where the browser's clipboard is, and takes it away after the story. */
function installClipboardSpy() {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // The real clipboard lives on Navigator.prototype; removing the own property uncovers it.
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'Primitives/CodeBlock',
  component: CodeBlock,
  tags: ['autodocs'],
  args: { code: productQuery, language: 'GraphQL' },
  argTypes: {
    code: { control: 'text' },
    language: { control: 'text' },
    maxBlockSize: { control: 'text' },
  },
  beforeEach: installClipboardSpy,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        'A code block shows code to read or paste elsewhere, such as the GraphQL query that reads a metafield, in a monospace font that scrolls sideways rather than wraps. For a short value inside a sentence use inline code in `Text`.',
        'Copy puts the code on the clipboard; the button reads “Copied” for two seconds and screen readers hear it. If the browser refuses, screen readers hear that the code has to be selected and copied by hand.',
        "Set `language` (“GraphQL”, “JSON”): it shows above the code and names the region (“GraphQL example”). Code is always laid out left to right and is never machine-translated, whatever the page's language.",
        'When the code overflows, the block takes keyboard focus so it can be scrolled with the arrow keys; `maxBlockSize` caps its height.',
      ],
      do: [
        'Show complete, working code a person can paste as it is.',
        'Cap the height of long code with `maxBlockSize`.',
      ],
      dont: [
        'Put prose or instructions inside the block; write them around it.',
        'Use a code block for values a person should edit; use a field.',
      ],
    },
  },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy puts the query on the clipboard and says "Copied" for two seconds. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('region', { name: 'GraphQL example' });
    await expect(code).toHaveTextContent('metafields(namespace: "custom", first: 10)');
    await expect(canvas.getByText('GraphQL')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith(productQuery);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');

    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible());
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The Copy button works from the keyboard, like any button. */
export const CopyWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveFocus();
    // The confirmation lasts two seconds, then the button reads Copy again and keeps focus: the
    // story ends there, so its screenshot does not depend on how long the shots take.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus(), {
      timeout: 10_000,
    });
  },
};

/** Long lines scroll rather than wrap, and the block takes focus so arrows can scroll it. */
export const Overflowing: Story = {
  args: {
    code: `{ products(filter: { metafields: [{ namespace: "custom", key: "care_instructions", value: "Machine wash cold" }] }) { edges { node { id title } } } }`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('region', { name: 'GraphQL example' });
    await waitFor(() => expect(code).toHaveAttribute('tabindex', '0'));
    await expect(code.scrollWidth).toBeGreaterThan(code.clientWidth);
    await userEvent.tab();
    await userEvent.tab();
    await expect(code).toHaveFocus();
    await expect(getComputedStyle(code).outlineStyle).toBe('solid');
  },
};

/** Code that fits is not a tab stop: there is nothing to scroll. */
export const Short: Story = {
  args: { code: 'query { shop { name } }' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('region', { name: 'GraphQL example' });
    await expect(code).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await userEvent.tab();
    await expect(code).not.toHaveFocus();
  },
};

/** `maxBlockSize` caps the height; the rest scrolls. */
export const MaxHeight: Story = {
  args: { maxBlockSize: '8rem', 'aria-label': 'Product metafields query' },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('region', { name: 'Product metafields query' });
    await expect(code.getBoundingClientRect().height).toBe(128);
    await waitFor(() => expect(code).toHaveAttribute('tabindex', '0'));
  },
};

/** Without a language, no label shows and the region is called "Code example". */
export const WithoutLanguage: Story = {
  args: { language: undefined, code: '{"namespace":"custom","key":"material"}' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Code example' }),
    ).toHaveTextContent('"key":"material"');
  },
};

/** When the clipboard refuses, the block says so and the code stays selectable. */
export const CopyFails: Story = {
  play: async ({ canvasElement }) => {
    writeText.mockRejectedValueOnce(new DOMException('Write permission denied', 'NotAllowedError'));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Could not copy/);
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
    const code = canvas.getByRole('region', { name: 'GraphQL example' });
    await expect(getComputedStyle(code).userSelect).toBe('text');
  },
};

/** Code keeps left-to-right order inside a right-to-left page. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('region', { name: 'GraphQL example' });
    await expect(code).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(code).direction).toBe('ltr');
  },
};

/** The dark theme, left in its "Copied" state so the check of its contrast sees it. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
  },
};
