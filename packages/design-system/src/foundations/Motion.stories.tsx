import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motion } from '../tokens/motion.js';
import { token } from '../tokens/token.js';
import { FoundationPage } from './testing/FoundationPage.js';
import { MotionTable } from './testing/MotionTable.js';
import { rowHeaders, sampleOf } from './testing/sampleOf.js';
import { durationInMs, inScaleOrder } from './testing/scaleOrder.js';

/** Durations and easings; samples move only when the reader presses Play. */
const meta = {
  title: 'Foundations/Motion',
  render: () => (
    <FoundationPage
      title="Motion"
      intro="Durations from fast to slow, with spin (one turn of a loading spinner) last, and easings. Press Play to move the samples. When the reader's system asks for reduced motion, every duration is 0 ms and the samples jump straight to the other end."
    >
      <MotionTable
        caption="Durations"
        rows={inScaleOrder(motion.duration, durationInMs).map(([step, value]) => ({
          path: `motion.duration.${step}`,
          value,
          duration: token(`motion.duration.${step}`),
          easing: token('motion.easing.standard'),
        }))}
      />
      {/* Easings are not a scale: they keep the order they are written in. */}
      <MotionTable
        caption="Easings"
        rows={(Object.keys(motion.easing) as (keyof typeof motion.easing)[]).map((name) => ({
          path: `motion.easing.${name}`,
          value: motion.easing[name],
          duration: token('motion.duration.slow'),
          easing: token(`motion.easing.${name}`),
        }))}
      />
    </FoundationPage>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Motion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const durations = canvas.getByRole('table', { name: 'Durations' });
    const headers = rowHeaders(durations);
    await expect(headers).toHaveLength(Object.keys(motion.duration).length);
    await expect(headers[0]).toHaveTextContent("token('motion.duration.fast')");
    await expect(headers.at(-2)).toHaveTextContent("token('motion.duration.slow')");
    await expect(headers.at(-1)).toHaveTextContent("token('motion.duration.spin')");

    // Nothing moves until Play; a press sends the sample across its track and back.
    const medium = sampleOf(durations, 'motion.duration.medium');
    await expect(medium).toHaveAttribute('data-position', 'start');
    await expect(getComputedStyle(medium).insetInlineStart).toBe('0px');
    await userEvent.click(canvas.getByRole('button', { name: 'Play durations' }));
    await expect(medium).toHaveAttribute('data-position', 'end');
    await waitFor(() =>
      expect(parseFloat(getComputedStyle(medium).insetInlineStart)).toBeGreaterThan(0),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Play durations' }));
    await expect(medium).toHaveAttribute('data-position', 'start');

    // The sample moves over its token's duration, which reduced motion sets to 0 ms.
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(medium).transitionDuration).toBe(reduced ? '0s' : '0.2s');

    const easings = canvas.getByRole('table', { name: 'Easings' });
    await expect(rowHeaders(easings)).toHaveLength(Object.keys(motion.easing).length);
    const enter = sampleOf(easings, 'motion.easing.enter');
    await expect(getComputedStyle(enter).transitionTimingFunction).toBe(motion.easing.enter);
    await userEvent.click(canvas.getByRole('button', { name: 'Play easings' }));
    await expect(enter).toHaveAttribute('data-position', 'end');
  },
};
