import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { space } from '../tokens/space.js';
import { token } from '../tokens/token.js';
import { FoundationPage } from './testing/FoundationPage.js';
import { rowHeaders, sampleOf } from './testing/sampleOf.js';
import { SpaceBar } from './testing/samples.styles.js';
import { inScaleOrder, lengthInPx } from './testing/scaleOrder.js';
import { pixelNote, TokenTable } from './testing/TokenTable.js';

/** The spacing scale, smallest first, each step drawn as a bar of its width. */
const meta = {
  title: 'Foundations/Space',
  render: () => (
    <FoundationPage
      title="Space"
      intro="Gaps and padding come from this scale of multiples of 4 px. A step's name is the multiple times 100, so space.400 is 16 px. Values are in rem, so they grow with the reader's text size."
    >
      <TokenTable
        caption="Space scale"
        rows={inScaleOrder(space, lengthInPx).map(([step, value]) => ({
          path: `space.${step}`,
          value,
          note: pixelNote(value),
          sample: <SpaceBar data-sample aria-hidden="true" $size={token(`space.${step}`)} />,
        }))}
      />
    </FoundationPage>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Space: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Space scale' });
    const headers = rowHeaders(table);
    await expect(headers).toHaveLength(Object.keys(space).length);
    await expect(headers[0]).toHaveTextContent("token('space.0')");
    await expect(headers[1]).toHaveTextContent("token('space.025')");
    await expect(headers.at(-1)).toHaveTextContent("token('space.1600')");
    await expect(getComputedStyle(sampleOf(table, 'space.400')).inlineSize).toBe('16px');
    await expect(getComputedStyle(sampleOf(table, 'space.1600')).inlineSize).toBe('64px');
  },
};
