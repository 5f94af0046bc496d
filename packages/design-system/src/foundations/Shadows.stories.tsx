import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shadow } from '../tokens/shadow.js';
import { token } from '../tokens/token.js';
import { FoundationPage } from './testing/FoundationPage.js';
import { rowHeaders, sampleOf } from './testing/sampleOf.js';
import { ShadowBox } from './testing/samples.styles.js';
import { inScaleOrder, shadowBlurInPx } from './testing/scaleOrder.js';
import { TokenTable } from './testing/TokenTable.js';

/** Elevation, from flat to floating, each on a surface. */
const meta = {
  title: 'Foundations/Shadows',
  render: () => (
    <FoundationPage
      title="Shadows"
      intro="Shadows lift a surface off the page: raised for cards that stay in place, floating for menus, popovers and dialogs that sit above other content."
    >
      <TokenTable
        caption="Shadows"
        rows={inScaleOrder(shadow, shadowBlurInPx).map(([step, value]) => ({
          path: `shadow.${step}`,
          value,
          sample: <ShadowBox data-sample aria-hidden="true" $shadow={token(`shadow.${step}`)} />,
        }))}
      />
    </FoundationPage>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shadows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Shadows' });
    const headers = rowHeaders(table);
    await expect(headers).toHaveLength(Object.keys(shadow).length);
    await expect(headers[0]).toHaveTextContent("token('shadow.none')");
    await expect(headers.at(-1)).toHaveTextContent("token('shadow.floating')");
    await expect(getComputedStyle(sampleOf(table, 'shadow.none')).boxShadow).toBe('none');
    for (const step of Object.keys(shadow).filter((name) => name !== 'none')) {
      const sample = sampleOf(table, `shadow.${step as keyof typeof shadow}`);
      await expect(getComputedStyle(sample).boxShadow).not.toBe('none');
    }
  },
};
