import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeGallery } from './ThemeGallery.js';

/**
 * The same screen of primitives in each theme; axe checks contrast and names in all three
 * (the rest of the stories run in the light theme).
 */
const meta = {
  title: 'Themes/Gallery',
  component: ThemeGallery,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemeGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const rendersTheme =
  (theme: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const root = canvasElement.querySelector(`[data-ms-theme="${theme}"]`);
    await expect(root).not.toBeNull();
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Theme gallery' }),
    ).toBeVisible();
  };

export const Light: Story = { globals: { theme: 'light' }, play: rendersTheme('light') };
export const Dark: Story = { globals: { theme: 'dark' }, play: rendersTheme('dark') };
export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  play: rendersTheme('high-contrast'),
};
