import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { space } from '../../tokens/space.js';
import { Box } from '../Box/Box.js';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import { Stack } from './Stack.js';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: '400', align: 'stretch', justify: 'start' },
  argTypes: {
    gap: { control: 'select', options: Object.keys(space) },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
    justify: {
      control: 'inline-radio',
      options: ['start', 'center', 'end', 'space-between'],
    },
  },
  parameters: {
    usage: {
      notes: [
        'Stack lays children out one above the other with an even gap, a step of the space scale (`400` by default). It is how screens are spaced: sections of a page, fields of a form, paragraphs of a panel. For a row use `Inline`; for columns, `Grid`.',
        '`align` places children across the stack: full width by default (`stretch`), or at the start, centre or end. `justify` places them along the stack when it is taller than its content.',
        'With `as="ul"` the stack is a list without bullets, announced with its length; its children should be `li`.',
      ],
      do: ['Nest stacks with smaller gaps inside larger ones to show grouping.'],
      dont: ['Add margins to children to adjust spacing; change the gap, or nest another stack.'],
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields of a metafield definition, one above the other. */
export const Default: Story = {
  render: (args) => (
    <Stack {...args} style={{ maxInlineSize: '28rem' }}>
      <TextField label="Name" defaultValue="Care instructions" />
      <TextField label="Namespace and key" defaultValue="custom.care_instructions" />
      <TextField label="Description" description="Shown to staff who edit products." />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' }).getBoundingClientRect();
    const key = canvas.getByRole('textbox', { name: 'Namespace and key' }).getBoundingClientRect();
    // Stretched to the same width, stacked in order.
    await expect(key.width).toBe(name.width);
    await expect(key.top).toBeGreaterThan(name.bottom);
  },
};

export const Gaps: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '2rem', alignItems: 'flex-start' }}>
      {(['100', '200', '400', '800'] as const).map((gap) => (
        <Stack key={gap} gap={gap} aria-label={`Gap ${gap}`} role="group">
          {[1, 2, 3].map((item) => (
            <Box
              key={item}
              padding="200"
              background="bg-surface"
              borderColor="border"
              borderRadius="small"
            >
              gap {gap}
            </Box>
          ))}
        </Stack>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByRole('group', { name: 'Gap 400' });
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};

/** `align` places children across the stack; here the buttons keep their own width. */
export const Aligned: Story = {
  args: { align: 'end', gap: '200' },
  render: (args) => (
    <Stack {...args} style={{ maxInlineSize: '28rem' }}>
      <TextField label="Export file name" defaultValue="products-2025-03" />
      <Button>Start export</Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Export file name' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Start export' }).getBoundingClientRect();
    await expect(button.width).toBeLessThan(field.width);
    await expect(Math.round(button.right)).toBe(Math.round(field.right));
  },
};

export const AsList: Story = {
  args: { as: 'ol', gap: '200', 'aria-label': 'Import steps' },
  render: (args) => (
    <Stack {...args}>
      <li>Upload a CSV file</li>
      <li>Match its columns to metafields</li>
      <li>Review and import</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Import steps' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
