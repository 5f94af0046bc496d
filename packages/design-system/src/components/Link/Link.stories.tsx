import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.js';
import { Link } from './Link.js';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Shared metafields', href: '/stores/demo/templates/products' },
  parameters: {
    usage: {
      notes: [
        "A link takes the person somewhere: another page of the app, a help article, a store's admin. For an action on the current screen use `Button`; for a link that must look like a button (“Add value” opening the form) use `LinkButton`.",
        'An internal `href` goes through the router the `DesignSystemProvider` was given, so the app changes page without a reload; an `isExternal` link opens in a new tab, safely.',
        "Link text says where it goes, and makes sense out of context: screen-reader users often list a page's links. Write “View the import history”, not “click here”. Mention in the text when a link opens another site or a file.",
        'Enter follows a link. Links are set apart from the text around them by colour and a heavier weight, and underlined on hover; keep them short enough for that weight to stay readable.',
      ],
      do: [
        "Use the destination's name as the link text.",
        'Use `isExternal` for pages outside the app.',
      ],
      dont: [
        'Use “here”, “more” or a bare URL as link text.',
        'Use a link to submit, save or delete.',
      ],
    },
  },
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
