import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { font } from '../tokens/font.js';
import { token } from '../tokens/token.js';
import { FoundationPage } from './testing/FoundationPage.js';
import { rowHeaders, sampleOf } from './testing/sampleOf.js';
import { LineHeightSample, TypeSample } from './testing/samples.styles.js';
import { fontWeight, inScaleOrder, lengthInPx } from './testing/scaleOrder.js';
import { pixelNote, TokenTable } from './testing/TokenTable.js';

const pangram = 'Sphinx of black quartz, judge my vow.';

/** Font sizes, line heights, weights and families, each sample set in its token. */
const meta = {
  title: 'Foundations/Typography',
  render: () => (
    <FoundationPage
      title="Typography"
      intro="Text is set in Source Sans 3. Body text is font.size.sm on font.lineHeight.sm lines (14 px on 20 px); headings are semibold. Sizes are in rem, so they grow with the reader's text size."
    >
      <TokenTable
        caption="Font sizes"
        rows={inScaleOrder(font.size, lengthInPx).map(([step, value]) => ({
          path: `font.size.${step}`,
          value,
          note: pixelNote(value),
          sample: (
            <TypeSample data-sample $size={token(`font.size.${step}`)} $lineHeight="normal">
              {pangram}
            </TypeSample>
          ),
        }))}
      />
      <TokenTable
        caption="Line heights"
        rows={inScaleOrder(font.lineHeight, lengthInPx).map(([step, value]) => ({
          path: `font.lineHeight.${step}`,
          value,
          note: pixelNote(value),
          sample: (
            <LineHeightSample data-sample $lineHeight={token(`font.lineHeight.${step}`)}>
              Two lines of body text,
              <br />
              one above the other.
            </LineHeightSample>
          ),
        }))}
      />
      <TokenTable
        caption="Font weights"
        rows={inScaleOrder(font.weight, fontWeight).map(([step, value]) => ({
          path: `font.weight.${step}`,
          value,
          sample: (
            <TypeSample
              data-sample
              $size={token('font.size.md')}
              $weight={token(`font.weight.${step}`)}
            >
              {pangram}
            </TypeSample>
          ),
        }))}
      />
      {/* Families are not a scale: they keep the order they are written in. */}
      <TokenTable
        caption="Font families"
        rows={(Object.keys(font.family) as (keyof typeof font.family)[]).map((name) => ({
          path: `font.family.${name}`,
          value: font.family[name],
          sample: (
            <TypeSample data-sample $family={token(`font.family.${name}`)}>
              {pangram} 0123456789
            </TypeSample>
          ),
        }))}
      />
    </FoundationPage>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    const sizes = canvas.getByRole('table', { name: 'Font sizes' });
    await expect(rowHeaders(sizes)).toHaveLength(Object.keys(font.size).length);
    await expect(rowHeaders(sizes)[0]).toHaveTextContent("token('font.size.xs')");
    await expect(rowHeaders(sizes).at(-1)).toHaveTextContent("token('font.size.2xl')");
    await expect(getComputedStyle(sampleOf(sizes, 'font.size.md')).fontSize).toBe('16px');
    await expect(getComputedStyle(sampleOf(sizes, 'font.size.2xl')).fontSize).toBe('32px');

    const lineHeights = canvas.getByRole('table', { name: 'Line heights' });
    await expect(rowHeaders(lineHeights)).toHaveLength(Object.keys(font.lineHeight).length);
    await expect(rowHeaders(lineHeights)[0]).toHaveTextContent("token('font.lineHeight.xs')");
    await expect(rowHeaders(lineHeights).at(-1)).toHaveTextContent("token('font.lineHeight.2xl')");
    const lineHeightMd = sampleOf(lineHeights, 'font.lineHeight.md');
    await expect(getComputedStyle(lineHeightMd).lineHeight).toBe('24px');

    const weights = canvas.getByRole('table', { name: 'Font weights' });
    await expect(rowHeaders(weights)).toHaveLength(Object.keys(font.weight).length);
    await expect(rowHeaders(weights)[0]).toHaveTextContent("token('font.weight.regular')");
    await expect(rowHeaders(weights).at(-1)).toHaveTextContent("token('font.weight.bold')");
    await expect(getComputedStyle(sampleOf(weights, 'font.weight.semibold')).fontWeight).toBe(
      '600',
    );

    const families = canvas.getByRole('table', { name: 'Font families' });
    await expect(rowHeaders(families)).toHaveLength(Object.keys(font.family).length);
    await expect(getComputedStyle(sampleOf(families, 'font.family.mono')).fontFamily).toContain(
      'monospace',
    );
  },
};
