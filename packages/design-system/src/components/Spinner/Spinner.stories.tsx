import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.js';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    'aria-label': { control: 'text' },
  },
  parameters: {
    usage: {
      notes: [
        "A spinner says that something is happening without saying how long it takes: a short wait inside a control, a list refreshing. `Button` shows one itself while `isPending`. For a page's first load use `Skeleton`; for work whose progress is known, `ProgressBar`.",
        'It takes the surrounding text colour, and sizes of 14, 16 and 28 px. It is named “Loading” for screen readers, translated; name it after what is loading when several appear at once (“Loading variants”).',
      ],
      do: ['Place it where the result will appear.'],
      dont: [
        'Show several spinners for one wait.',
        'Leave a spinner up for long work; show progress, or let the person carry on and notify them.',
      ],
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { size: 'large', 'aria-label': 'Loading products' },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner size="small" />
      <Spinner size="medium" />
      <Spinner size="large" />
    </div>
  ),
};

export const CustomLabel: Story = {
  args: { 'aria-label': 'Loading products' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading products' }),
    ).toBeInTheDocument();
  },
};
