import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themes } from '../themes/themes.js';
import { colorRoles } from '../tokens/color.js';
import { ColourTable } from './testing/ColourTable.js';
import { FoundationPage } from './testing/FoundationPage.js';
import { rowHeaders, samplesOf } from './testing/sampleOf.js';

/** Every colour role in every theme, whatever theme the page itself is shown in. */
const meta = {
  title: 'Foundations/Colour',
  render: () => (
    <FoundationPage
      title="Colour"
      intro="Components name a colour role, never a hue; each theme gives every role a value. Text roles are shown as sample text on the background they are meant for, borders and the focus ring as outlines, backgrounds as filled patches."
    >
      <ColourTable />
    </FoundationPage>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** `'#3C64F4'` → `'rgb(60, 100, 244)'`, as the browser reports a computed colour. */
function rgb(hex: string): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${channels.join(', ')})`;
}

const themeColumn = (name: keyof typeof themes) => Object.keys(themes).indexOf(name);

export const Colour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Colour roles' });
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Role',
      'Light',
      'Dark',
      'High contrast',
    ]);
    const headers = rowHeaders(table);
    await expect(headers).toHaveLength(colorRoles.length);
    await expect(headers[0]).toHaveTextContent("token('color.text')");
    await expect(headers[0]).toHaveTextContent('--ms-color-text');
    await expect(headers.at(-1)).toHaveTextContent("token('color.focus-ring')");

    // Each column shows its theme's value, whatever theme the page is in.
    const primary = samplesOf(table, 'color.bg-primary');
    await expect(primary).toHaveLength(Object.keys(themes).length);
    await expect(getComputedStyle(primary[themeColumn('dark')]!).backgroundColor).toBe(
      rgb(themes.dark['bg-primary']),
    );
    const onPrimary = samplesOf(table, 'color.text-on-primary')[themeColumn('high-contrast')]!;
    await expect(onPrimary).toHaveTextContent('Aa');
    await expect(getComputedStyle(onPrimary).color).toBe(
      rgb(themes['high-contrast']['text-on-primary']),
    );
    await expect(getComputedStyle(onPrimary).backgroundColor).toBe(
      rgb(themes['high-contrast']['bg-primary']),
    );
  },
};
