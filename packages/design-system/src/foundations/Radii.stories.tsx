import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { radius } from '../tokens/radius.js';
import { token, type TokenPath } from '../tokens/token.js';
import { FoundationPage } from './testing/FoundationPage.js';
import { rowHeaders, sampleOf } from './testing/sampleOf.js';
import { RadiusBox } from './testing/samples.styles.js';
import { inScaleOrder, lengthInPx } from './testing/scaleOrder.js';
import { pixelNote, TokenTable } from './testing/TokenTable.js';

/** Corner radii from square to fully round, each on a box. */
const meta = {
  title: 'Foundations/Radii',
  render: () => (
    <FoundationPage
      title="Radii"
      intro="Corner radii, from square corners to fully round ends for pills and circles."
    >
      <TokenTable
        caption="Radii"
        rows={inScaleOrder(radius, lengthInPx).map(([step, value]) => ({
          path: `radius.${step}`,
          value,
          note: pixelNote(value),
          sample: <RadiusBox data-sample aria-hidden="true" $radius={token(`radius.${step}`)} />,
        }))}
      />
    </FoundationPage>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Radii: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Radii' });
    const headers = rowHeaders(table);
    await expect(headers).toHaveLength(Object.keys(radius).length);
    await expect(headers[0]).toHaveTextContent("token('radius.none')");
    await expect(headers.at(-1)).toHaveTextContent("token('radius.full')");
    const corner = (path: TokenPath) =>
      getComputedStyle(sampleOf(table, path)).borderStartStartRadius;
    await expect(corner('radius.none')).toBe('0px');
    await expect(corner('radius.medium')).toBe('8px');
    await expect(corner('radius.full')).toBe('9999px');
  },
};
