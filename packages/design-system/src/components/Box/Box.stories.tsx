import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { space } from '../../tokens/space.js';
import { Text } from '../Text/Text.js';
import { Box } from './Box.js';

const spaceSteps = Object.keys(space);

const meta = {
  title: 'Primitives/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: '400',
    background: 'bg-surface',
    borderColor: 'border',
    borderRadius: 'medium',
    children: (
      <Text style={{ margin: 0 }}>
        Shared metafields describe what fields every product should have.
      </Text>
    ),
  },
  argTypes: {
    as: { control: 'select', options: ['div', 'section', 'article', 'aside', 'ul', 'li'] },
    padding: { control: 'select', options: spaceSteps },
    paddingBlock: { control: 'select', options: spaceSteps },
    paddingInline: { control: 'select', options: spaceSteps },
    paddingInlineStart: { control: 'select', options: spaceSteps },
    paddingInlineEnd: { control: 'select', options: spaceSteps },
    background: {
      control: 'select',
      options: ['bg-surface', 'bg-surface-subdued', 'bg-page', 'bg-surface-selected'],
    },
    borderColor: { control: 'select', options: ['border', 'border-strong', 'border-selected'] },
    borderRadius: { control: 'inline-radio', options: ['none', 'small', 'medium', 'large'] },
    shadow: { control: 'inline-radio', options: [undefined, 'raised', 'floating'] },
  },
  parameters: {
    usage: {
      notes: [
        'Box is the most basic layout element: padding, a surface colour, a hairline border, a corner radius and a shadow, each from the tokens. Use it to frame a region; to lay children out use `Stack` (vertical), `Inline` (horizontal) or `Grid`, and for a titled card use `Panel`.',
        'Padding is logical: `paddingInlineStart` is the left in English and the right in Hebrew, so a layout mirrors itself in right-to-left languages. Pick steps of the space scale, never pixel values.',
        'Pick `as` for what the content is (`section`, `aside`, `nav`, `ul`…): screen-reader users move between landmarks and lists, and a plain `div` gives them nothing to move to.',
        '`background` takes a surface role (`bg-surface`, `bg-subdued`…); primary and critical fills set their text colour too, so text keeps its contrast in every theme.',
      ],
      do: [
        "Use tokens' steps for padding and radius so screens share one rhythm.",
        'Choose the element with `as` when the box is a landmark or a list.',
      ],
      dont: [
        'Add margins around a box to space it from its neighbours; put it in a `Stack` or `Inline` with a gap.',
        'Draw a raised, bordered box inside another one; nested frames read as clutter.',
      ],
    },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/describe what fields/).parentElement!;
    const styles = getComputedStyle(box);
    await expect(styles.paddingTop).toBe('16px');
    await expect(styles.borderTopWidth).toBe('1px');
    await expect(styles.borderTopLeftRadius).toBe('8px');
  },
};

/** The longhands refine the shorthands: `paddingInlineStart` wins over `paddingInline`. */
export const LogicalPadding: Story = {
  args: {
    padding: '200',
    paddingInline: '400',
    paddingInlineStart: '800',
    children: <Text style={{ margin: 0 }}>Indented at the start of the line</Text>,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Indented at the start of the line').parentElement!;
    const styles = getComputedStyle(box);
    await expect(styles.paddingTop).toBe('8px');
    await expect(styles.paddingLeft).toBe('32px');
    await expect(styles.paddingRight).toBe('16px');
  },
};

/** The same box in Hebrew: the start side, and so the wider padding, is on the right. */
export const RightToLeft: Story = {
  ...LogicalPadding,
  globals: { locale: 'he-IL' },
  args: {
    ...LogicalPadding.args,
    children: <Text style={{ margin: 0 }}>מוזח בתחילת השורה</Text>,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('מוזח בתחילת השורה').parentElement!;
    const styles = getComputedStyle(box);
    await expect(styles.paddingRight).toBe('32px');
    await expect(styles.paddingLeft).toBe('16px');
  },
};

export const Surfaces: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Box padding="400" background="bg-surface" borderColor="border" borderRadius="medium">
        Surface with border
      </Box>
      <Box padding="400" background="bg-surface" borderRadius="medium" shadow="raised">
        Raised surface
      </Box>
      <Box padding="400" background="bg-surface-subdued" borderRadius="medium">
        Subdued surface
      </Box>
      <Box
        padding="400"
        background="bg-surface-selected"
        borderColor="border-selected"
        borderRadius="medium"
      >
        Selected
      </Box>
      <Box padding="400" background="bg-primary" borderRadius="large">
        Primary fill
      </Box>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const filled = within(canvasElement).getByText('Primary fill');
    // A primary fill brings its own text colour, so the text stays readable on it.
    await expect(getComputedStyle(filled).color).toBe('rgb(255, 255, 255)');
  },
};

/** `as` picks the element: a list loses its bullets and indent. */
export const AsList: Story = {
  args: { as: 'ul', padding: '0', 'aria-label': 'Metafield types' },
  render: (args) => (
    <Box {...args}>
      {['Single line text', 'Number', 'Date'].map((type) => (
        <Box key={type} as="li" paddingBlock="200" paddingInline="400">
          {type}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Metafield types' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};
