import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints } from '../../tokens/breakpoints.js';
import { space } from '../../tokens/space.js';
import { Box } from '../Box/Box.js';
import { Panel } from '../Panel/Panel.js';
import { Text } from '../Text/Text.js';
import { Grid } from './Grid.js';

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { gap: '400' },
  argTypes: {
    columns: { control: 'object' },
    minItemWidth: { control: 'text' },
    gap: { control: 'select', options: Object.keys(space) },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
  },
  parameters: {
    usage: {
      notes: [
        'A grid lays children out in columns of equal width: a fixed count, counts that change with the viewport (`{ base: 1, medium: 2, large: 3 }`), or as many as fit at `minItemWidth`. Use it for cards, summary figures and galleries; a single row of buttons is an `Inline`, a column of sections a `Stack`.',
        'Items flow in the reading direction (left to right in English, right to left in Hebrew). The reading and tab order follow the source order, so put items in the order they should be read.',
        'Gaps are steps of the space scale (`400` by default). With `as="ul"` the grid is a list without bullets, which screen readers announce with its length; its children should be `li`.',
      ],
      do: [
        'Prefer `minItemWidth` for cards, so the count adapts to the space the grid really has.',
        'Use one column on phones for anything with text.',
      ],
      dont: [
        "Use a grid to align a form's labels and fields; fields carry their own labels.",
        'Reorder items visually so the screen order differs from the reading order.',
      ],
    },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const resources = [
  { name: 'Products', count: 24, description: 'Care instructions, materials, sizing charts.' },
  { name: 'Variants', count: 6, description: 'Colour swatches and per-size measurements.' },
  { name: 'Categories', count: 3, description: 'Banner images and SEO copy.' },
  { name: 'Brands', count: 2, description: 'Logos and brand stories.' },
  { name: 'Orders', count: 5, description: 'Gift messages and delivery notes.' },
  { name: 'Customers', count: 4, description: 'Loyalty tiers and preferences.' },
];

function columnCount(element: HTMLElement) {
  return getComputedStyle(element).gridTemplateColumns.split(' ').length;
}

/** Resource panels, as many to a row as fit at 14rem or wider. */
export const Default: Story = {
  args: { minItemWidth: '14rem', as: 'ul', 'aria-label': 'Resources' },
  render: (args) => (
    <Grid {...args}>
      {resources.map((resource) => (
        <li key={resource.name}>
          <Panel title={resource.name} headingLevel={2} style={{ blockSize: '100%' }}>
            <Text tone="subdued" style={{ margin: 0 }}>
              {resource.count} shared metafields. {resource.description}
            </Text>
          </Panel>
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Resources' });
    // As many 14rem (224px) columns as fit with their 16px gaps, at whatever width the grid has.
    const fitting = Math.max(1, Math.floor((grid.clientWidth + 16) / (224 + 16)));
    await expect(columnCount(grid)).toBe(fitting);
    await expect(within(grid).getByRole('region', { name: 'Brands' })).toBeVisible();
  },
};

/** Narrower than one minimum width, an item takes the whole row rather than overflow. */
export const MinItemWidthInNarrowSpace: Story = {
  args: { minItemWidth: '20rem', 'aria-label': 'Narrow resources', role: 'group' },
  render: (args) => (
    <Grid {...args} style={{ inlineSize: '12rem' }}>
      <Box padding="300" background="bg-surface" borderColor="border" borderRadius="medium">
        Products
      </Box>
      <Box padding="300" background="bg-surface" borderColor="border" borderRadius="medium">
        Variants
      </Box>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('group', { name: 'Narrow resources' });
    await expect(columnCount(grid)).toBe(1);
    await expect(grid.scrollWidth).toBe(grid.clientWidth);
  },
};

/** A fixed number of equal columns. */
export const Columns: Story = {
  args: { columns: 3, gap: '300', 'aria-label': 'Three columns', role: 'group' },
  render: (args) => (
    <Grid {...args}>
      {resources.map((resource) => (
        <Box
          key={resource.name}
          padding="300"
          background="bg-surface"
          borderColor="border"
          borderRadius="medium"
        >
          {resource.name}
        </Box>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('group', { name: 'Three columns' });
    await expect(columnCount(grid)).toBe(3);
  },
};

/**
 * One column on phones, two from the `medium` breakpoint, four from `large`: resize the
 * viewport to see it change.
 */
export const Responsive: Story = {
  args: {
    columns: { base: 1, medium: 2, large: 4 },
    'aria-label': 'Responsive resources',
    role: 'group',
  },
  render: Columns.render,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('group', { name: 'Responsive resources' });
    const expected = matchMedia(`(min-width: ${breakpoints.large})`).matches
      ? 4
      : matchMedia(`(min-width: ${breakpoints.medium})`).matches
        ? 2
        : 1;
    await expect(columnCount(grid)).toBe(expected);
  },
};
