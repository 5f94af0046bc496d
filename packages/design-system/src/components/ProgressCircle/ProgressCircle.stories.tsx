import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { ProgressCircle } from './ProgressCircle.js';

const meta = {
  title: 'Primitives/ProgressCircle',
  component: ProgressCircle,
  tags: ['autodocs'],
  args: { 'aria-label': 'Exporting products', value: 40 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    isIndeterminate: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    'aria-label': { control: 'text' },
  },
  parameters: {
    usage: {
      notes: [
        "A progress circle shows progress where a bar does not fit, such as a job's status in a table row: determinate with `value` (a full ring, its centre filled, at the maximum), or `isIndeterminate`. With room for a label, use `ProgressBar`; for a short wait inside a control, `Spinner`.",
        'A circle has no visible label, so a name is required: `aria-label` (“Import progress”) or `aria-labelledby` pointing at nearby text. Screen readers read the name and the percentage.',
        'Sizes are 16, 24 and 40 px; it takes the accent colour.',
      ],
      do: ['Put the numbers next to it in text when they matter (“1,200 of 3,000”).'],
      dont: ['Use it as a loading indicator for a whole page; use `Skeleton`.'],
    },
  },
} satisfies Meta<typeof ProgressCircle>;

export default meta;
type Story = StoryObj<typeof meta>;

function arcOf(circle: HTMLElement) {
  return circle.querySelector('circle.fill');
}

function centreOf(circle: HTMLElement) {
  return circle.querySelector('circle.full');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const circle = within(canvasElement).getByRole('progressbar', { name: 'Exporting products' });
    await expect(circle).toHaveAttribute('aria-valuenow', '40');
    await expect(circle).toHaveAttribute('aria-valuetext', '40%');
    await expect(arcOf(circle)).toHaveAttribute('stroke-dasharray', '40 100');
    await expect(centreOf(circle)).toBeNull();
  },
};

export const Playground: Story = { args: { size: 'large' } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, 'aria-label': 'Preparing export' },
  play: async ({ canvasElement }) => {
    const circle = within(canvasElement).getByRole('progressbar', { name: 'Preparing export' });
    await expect(circle).not.toHaveAttribute('aria-valuenow');
    await expect(getComputedStyle(arcOf(circle) as Element).animationName).not.toBe('none');
    await expect(centreOf(circle)).toBeNull();
  },
};

/** The final value draws the whole ring, fills its centre (so it never reads as empty), "100%". */
export const Complete: Story = {
  args: { value: 100, 'aria-label': 'Export complete' },
  play: async ({ canvasElement }) => {
    const circle = within(canvasElement).getByRole('progressbar', { name: 'Export complete' });
    await expect(circle).toHaveAttribute('aria-valuetext', '100%');
    await expect(arcOf(circle)).toHaveAttribute('stroke-dasharray', '100 100');
    const centre = centreOf(circle);
    await expect(centre).not.toBeNull();
    await expect(getComputedStyle(centre as Element).fill).toBe(
      getComputedStyle(arcOf(circle) as Element).stroke,
    );
  },
};

/** Nothing done yet: the track alone, no dot of arc. */
export const NotStarted: Story = {
  args: { value: 0, 'aria-label': 'Export queued' },
  play: async ({ canvasElement }) => {
    const circle = within(canvasElement).getByRole('progressbar', { name: 'Export queued' });
    await expect(circle).toHaveAttribute('aria-valuetext', '0%');
    await expect(arcOf(circle)).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <ProgressCircle {...args} size="small" aria-label="Small" />
      <ProgressCircle {...args} size="medium" aria-label="Medium" />
      <ProgressCircle {...args} size="large" aria-label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('progressbar', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 24, 40]);
  },
};

/** Named by a visible heading or text instead of an `aria-label`. */
export const LabelledByText: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <ProgressCircle value={args.value} size="small" aria-labelledby="job-name" />
      <span id="job-name">Nightly product export</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Nightly product export' }),
    ).toHaveAttribute('aria-valuenow', '40');
  },
};

function Job() {
  const [done, setDone] = useState(2);
  return (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <ProgressCircle size="large" aria-label="Importing metafields" value={done} maxValue={5} />
      <Button variant="secondary" onPress={() => setDone((value) => Math.min(5, value + 1))}>
        Import next file
      </Button>
    </div>
  );
}

/** A job's progress over several files, ending on a full ring. */
export const Updating: Story = {
  render: () => <Job />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const circle = canvas.getByRole('progressbar', { name: 'Importing metafields' });
    await expect(circle).toHaveAttribute('aria-valuetext', '40%');
    const next = canvas.getByRole('button', { name: 'Import next file' });
    for (let file = 0; file < 3; file += 1) await userEvent.click(next);
    await expect(circle).toHaveAttribute('aria-valuetext', '100%');
    await expect(arcOf(circle)).toHaveAttribute('stroke-dasharray', '100 100');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Exporting products' }),
    ).toBeVisible();
  },
};
