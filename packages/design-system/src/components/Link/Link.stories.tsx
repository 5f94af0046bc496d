import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.js';
import { Link } from './Link.js';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Shared metafields', href: '/stores/demo/templates/products' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

/** An internal link navigates through the app's router, not a page load. */
export const Default: Story = {
  decorators: [
    (Story) => (
      <DesignSystemProvider navigate={navigate}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shared metafields' });
    await expect(link).toHaveAttribute('href', '/stores/demo/templates/products');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/stores/demo/templates/products', undefined);
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const External: Story = {
  args: { children: 'Learn more', href: 'https://example.com/docs', isExternal: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Learn more' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
