import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { space } from '../../tokens/space.js';
import { Box } from '../Box/Box.js';
import { Button } from '../Button/Button.js';
import { Inline } from './Inline.js';

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { gap: '200', align: 'center', justify: 'start', wrap: true },
  argTypes: {
    gap: { control: 'select', options: Object.keys(space) },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'space-between'] },
    wrap: { control: 'boolean' },
  },
  parameters: {
    usage: {
      notes: [
        'Inline lays children out in a row that follows the reading direction (right to left in Hebrew) and wraps onto new lines when it runs out of room: buttons, badges, filters, a label and its value. For a column use `Stack`; for equal columns, `Grid`.',
        '`gap` is a step of the space scale (`200` by default), used both across and between wrapped lines. `justify="space-between"` pushes the first and last children to the two ends, as a header\'s title and actions; `align="baseline"` lines up texts of different sizes.',
        'With `as="ul"` the row is a list without bullets, announced with its length; its children should be `li`.',
      ],
      do: [
        'Let rows wrap on narrow screens rather than scroll sideways.',
        "Put the buttons of a form's footer in an `Inline`, in order of importance from the start.",
      ],
      dont: [
        'Space items with margins or empty elements; the gap does it.',
        'Turn wrapping off for content whose length you do not control (translations run longer).',
      ],
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

function ExportActions() {
  return (
    <>
      <Button variant="secondary">Cancel</Button>
      <Button variant="secondary">Save as template</Button>
      <Button>Start export</Button>
    </>
  );
}

/** A row of buttons in reading order. */
export const Default: Story = {
  render: (args) => (
    <Inline {...args}>
      <ExportActions />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const start = canvas.getByRole('button', { name: 'Start export' }).getBoundingClientRect();
    await expect(start.left).toBeGreaterThan(cancel.right);
    await expect(Math.round(start.top)).toBe(Math.round(cancel.top));
  },
};

/** `justify="end"` puts the row at the end of the line, where a form's buttons go. */
export const JustifyEnd: Story = {
  args: { justify: 'end' },
  render: Default.render,
};

/** Filters wrap onto a new line in a narrow space. */
export const Wrapping: Story = {
  render: (args) => (
    <Inline {...args} style={{ maxInlineSize: '16rem' }} aria-label="Content types" role="group">
      {['Text', 'Number', 'Date', 'Colour', 'File', 'Product reference', 'Rating'].map((type) => (
        <Box
          key={type}
          paddingBlock="100"
          paddingInline="300"
          background="bg-surface"
          borderColor="border"
          borderRadius="full"
        >
          {type}
        </Box>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Text').getBoundingClientRect();
    const last = canvas.getByText('Rating').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};

/** In Hebrew the row runs from the right: the first button is the rightmost. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  render: (args) => (
    <Inline {...args}>
      <Button variant="secondary">ביטול</Button>
      <Button>התחלת ייצוא</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'ביטול' }).getBoundingClientRect();
    const start = canvas.getByRole('button', { name: 'התחלת ייצוא' }).getBoundingClientRect();
    await expect(cancel.left).toBeGreaterThan(start.right);
  },
};
