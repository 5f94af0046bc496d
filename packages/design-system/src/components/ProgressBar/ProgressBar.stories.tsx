import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { ProgressBar } from './ProgressBar.js';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Exporting products', value: 40 },
  argTypes: {
    label: { control: 'text' },
    value: { control: { type: 'range', min: 0, max: 100 } },
    isIndeterminate: { control: 'boolean' },
    showValueLabel: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    valueLabel: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "A progress bar shows how far along a task is when that is known: an export's rows, an upload's bytes. While the amount of work is unknown, use `isIndeterminate`, which animates without a value. For a few seconds of waiting inside a control use `Spinner`; where a bar does not fit, `ProgressCircle`.",
        'The label says what is in progress (“Exporting products”); the value text beside it is a percentage, formatted for the locale, or `valueLabel` (“1,200 of 3,000 rows”) when a count says more.',
        'Screen readers read it as a progress bar with its label and value. It is not announced on every change: say when the task finishes, with a `Toast` or a `Banner`.',
      ],
      do: [
        'Use counts the person understands in `valueLabel` (rows, files).',
        'Replace it with the result when the task finishes.',
      ],
      dont: [
        'Show a determinate bar that jumps backwards or stalls at 99%.',
        'Use a progress bar as a meter of a quantity that is not progress (quota used, stock level).',
      ],
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function fillOf(bar: HTMLElement) {
  const fill = bar.lastElementChild?.firstElementChild;
  if (!(fill instanceof HTMLElement)) throw new Error('No fill');
  return { track: bar.lastElementChild as HTMLElement, fill };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Exporting products' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
    const { track, fill } = fillOf(bar);
    await expect(fill.getBoundingClientRect().width).toBeCloseTo(
      track.getBoundingClientRect().width * 0.4,
      0,
    );
  },
};

export const Playground: Story = {};

/** While the amount of work is unknown: no value, and no value text. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Preparing export' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing export' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveTextContent('%');
  },
};

/** The value in the work's own units, read out as written. */
export const ValueLabel: Story = {
  args: { value: 120, maxValue: 300, valueLabel: '120 of 300 products' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Exporting products' });
    await expect(bar).toHaveAttribute('aria-valuetext', '120 of 300 products');
    await expect(bar).toHaveTextContent('120 of 300 products');
  },
};

export const Complete: Story = {
  args: { value: 100, label: 'Export complete' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Export complete' });
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
    const { track, fill } = fillOf(bar);
    await expect(fill.getBoundingClientRect().width).toBeCloseTo(
      track.getBoundingClientRect().width,
      0,
    );
  },
};

/** Without a visible label the bar still needs a name. */
export const HiddenLabel: Story = {
  args: { label: undefined, 'aria-label': 'Uploading CSV', showValueLabel: false, value: 65 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading CSV' });
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    await expect(bar).not.toHaveTextContent('65%');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <ProgressBar {...args} size="small" label="Small" />
      <ProgressBar {...args} size="medium" label="Medium" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = fillOf(canvas.getByRole('progressbar', { name: 'Small' })).track;
    const medium = fillOf(canvas.getByRole('progressbar', { name: 'Medium' })).track;
    await expect(small.getBoundingClientRect().height).toBeLessThan(
      medium.getBoundingClientRect().height,
    );
  },
};

function RunningExport() {
  const [done, setDone] = useState(0);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', alignItems: 'start' }}>
      <ProgressBar
        label="Exporting products"
        value={done}
        maxValue={4}
        formatOptions={{ style: 'percent' }}
      />
      <Button variant="secondary" onPress={() => setDone((value) => Math.min(4, value + 1))}>
        Export next batch
      </Button>
    </div>
  );
}

/** The bar follows its value: each batch adds a quarter, up to 100%. */
export const Updating: Story = {
  render: () => <RunningExport />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Exporting products' });
    const next = canvas.getByRole('button', { name: 'Export next batch' });
    await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuetext', '25%');
    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};

/** In right-to-left text the bar fills from the right. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'ייצוא מוצרים' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'ייצוא מוצרים' });
    const { track, fill } = fillOf(bar);
    await expect(fill.getBoundingClientRect().right).toBeCloseTo(
      track.getBoundingClientRect().right,
      0,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Exporting products' }),
    ).toBeVisible();
  },
};
