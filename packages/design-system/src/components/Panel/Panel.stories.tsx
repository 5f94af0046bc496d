import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.js';
import { Button } from '../Button/Button.js';
import { Link } from '../Link/Link.js';
import { Text } from '../Text/Text.js';
import { TextField } from '../TextField/TextField.js';
import { Panel } from './Panel.js';

const onEdit = fn();

const meta = {
  title: 'Primitives/Panel',
  component: Panel,
  tags: ['autodocs'],
  args: {
    title: 'Care instructions',
    description: 'Shared metafield · custom.care_instructions',
    actions: (
      <Button variant="secondary" size="small" onPress={onEdit}>
        Edit definition
      </Button>
    ),
    children: (
      <Text style={{ margin: 0 }}>
        Multi-line text, shown on the product page under “Details”. Used by 18 of 24 products.
      </Text>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['section', 'div', 'article', 'aside'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    isFlush: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
  },
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
        'A panel is a card that groups one part of a page: a header with a title, a description and actions, a body, and an optional footer on a subdued strip (usually buttons, aligned to the end). For a frame with no header use `Box`; for a titled set of fields inside a form, `FieldGroup`.',
        'A titled panel is a `section` named by its title, so screen-reader users can jump to it; set `headingLevel` to fit the page\'s outline (2 under the page\'s h1, 3 inside another section). Use `as="div"` for a panel that is not a part of the page in its own right.',
        "`isFlush` removes the body's padding, for a table or a list that runs to the panel's edges.",
      ],
      do: [
        'Give panels short noun titles: “Import history”, “Storefront visibility”.',
        "Put actions that apply to the whole panel in its header, and its form's buttons in its footer.",
      ],
      dont: ['Nest panels inside panels.', 'Use a panel around a single line of text.'],
    },
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled panel is a region named by its title, with its actions in the header. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    onEdit.mockClear();
    const panel = within(canvasElement).getByRole('region', { name: 'Care instructions' });
    await expect(panel.tagName).toBe('SECTION');
    await expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Care instructions',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit definition' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

/** A form in a panel, its buttons in the footer. */
export const WithFooter: Story = {
  args: {
    title: 'Export settings',
    description: undefined,
    actions: undefined,
    children: (
      <TextField
        label="File name"
        defaultValue="products-2025-03"
        style={{ maxInlineSize: '24rem' }}
      />
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Start export</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Export settings' });
    const field = within(panel).getByRole('textbox', { name: 'File name' }).getBoundingClientRect();
    const start = within(panel)
      .getByRole('button', { name: 'Start export' })
      .getBoundingClientRect();
    // The footer sits under the body, its buttons at the end of the line.
    await expect(start.top).toBeGreaterThan(field.bottom);
    await expect(start.right).toBeGreaterThan(field.right);
  },
};

/** `isFlush` lets a list run to the panel's edges, its dividers touching the border. */
export const Flush: Story = {
  args: {
    title: 'Recent exports',
    description: undefined,
    actions: <Link href="/exports">View all</Link>,
    isFlush: true,
    children: (
      <Box as="ul" aria-label="Recent exports">
        {['products-2025-03.csv', 'variants-2025-02.csv', 'orders-2025-01.csv'].map((file) => (
          <Box
            as="li"
            key={file}
            paddingBlock="300"
            paddingInline="500"
            style={{ borderBlockStart: '1px solid var(--ms-color-border)' }}
          >
            {file}
          </Box>
        ))}
      </Box>
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Recent exports' });
    const item = within(panel).getAllByRole('listitem')[0]!.getBoundingClientRect();
    const edge = panel.getBoundingClientRect();
    // Only the panel's 1px border lies between the row and the panel's edge.
    await expect(item.left - edge.left).toBeLessThanOrEqual(1);
  },
};

/** Without a title there is no header, and the panel is a plain surface, not a region. */
export const Untitled: Story = {
  args: {
    title: undefined,
    description: undefined,
    actions: undefined,
    as: 'div',
    children: (
      <Text style={{ margin: 0 }}>
        Metafields keep extra information about products, orders and customers.
      </Text>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** Panels nested under a panel's section take a lower heading level, at the same size. */
export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Care instructions' }),
    ).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
