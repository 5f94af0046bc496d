import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton.js';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text', lines: 1 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'circle', 'rect'] },
    lines: { control: { type: 'number', min: 1, max: 10 } },
    inlineSize: { control: 'text' },
    blockSize: { control: 'text' },
    showLoadingText: { control: 'boolean' },
  },
  parameters: {
    usage: {
      notes: [
        'Skeletons are grey placeholder shapes where content is loading, so the page keeps its layout and nothing jumps when the content arrives. Use them for the first load of a page or a panel; for a short wait on a control use `Spinner`, and for a task with known progress, `ProgressBar`.',
        "Choose the shape of what will appear: `text` lines (the last of several shorter, as a paragraph's), a `circle` for an avatar or icon, a `rect` for an image or a table row. Match their sizes to the real content.",
        'The shapes are hidden from assistive technology. Set `showLoadingText` on one skeleton of a group so screen readers hear “Loading”, or give the loading region its own status. They pulse gently, and hold still when the person prefers reduced motion.',
      ],
      do: ['Lay skeletons out like the content they stand for.'],
      dont: [
        'Show skeletons for content that may never come (an empty list); show the empty state.',
        'Announce “Loading” once per shape.',
      ],
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

function blocksIn(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]')];
}

/** The placeholder is decoration: nothing of it reaches the accessibility tree. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(blocksIn(canvasElement)).toHaveLength(1);
    await expect(within(canvasElement).queryByText('Loading')).toBeNull();
  },
};

export const Playground: Story = {
  args: { variant: 'rect', inlineSize: '20rem', blockSize: '8rem' },
};

/** Several lines, the last shorter, each as tall as body text. */
export const Paragraph: Story = {
  args: { lines: 3, inlineSize: '24rem' },
  play: async ({ canvasElement }) => {
    const lines = blocksIn(canvasElement);
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect());
    await expect(last?.width).toBeLessThan(first?.width ?? 0);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', blockSize: '3rem' },
  play: async ({ canvasElement }) => {
    const [circle] = blocksIn(canvasElement);
    const box = circle?.getBoundingClientRect();
    await expect(box?.width).toBe(48);
    await expect(box?.height).toBe(48);
  },
};

export const Rect: Story = {
  args: { variant: 'rect', inlineSize: '16rem', blockSize: '6rem' },
};

/** The shapes of a card still loading: an avatar, a heading and two lines. */
export const Composed: Story = {
  render: () => (
    <div
      aria-busy="true"
      style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start', maxInlineSize: '24rem' }}
    >
      <Skeleton variant="circle" showLoadingText />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <Skeleton inlineSize="40%" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // One "Loading" for the whole card, however many shapes it has.
    await expect(within(canvasElement).getAllByText('Loading')).toHaveLength(1);
  },
};

/** A screen reader finds "Loading" where the content will be; the eye does not see it. */
export const WithLoadingText: Story = {
  args: { lines: 2, showLoadingText: true },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Loading');
    await expect(text).not.toHaveAttribute('aria-hidden');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/**
 * Under `prefers-reduced-motion` the motion durations are 0ms (see `GlobalStyles`); this story
 * sets them so on a wrapper, and the pulse stops.
 */
export const ReducedMotion: Story = {
  args: { lines: 2 },
  decorators: [
    (Story) => (
      <div style={{ '--ms-motion-duration-slow': '0ms' } as CSSProperties}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    for (const block of blocksIn(canvasElement)) {
      await expect(getComputedStyle(block).animationDuration).toBe('0s');
    }
  },
};
