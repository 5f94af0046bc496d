import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.js';
import { Text } from '../Text/Text.js';
import { SideNav, SideNavItem, SideNavList, SideNavSection } from './SideNav.js';

const navigate = fn();

const meta = {
  title: 'Primitives/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Store',
    header: <Text as="span">Demo Outdoor Co.</Text>,
    children: (
      <>
        <SideNavList>
          <SideNavItem href="/stores/demo">Resources</SideNavItem>
        </SideNavList>
        <SideNavSection title="Metafields">
          <SideNavItem href="/stores/demo/products" isCurrent>
            Products
          </SideNavItem>
          <SideNavItem href="/stores/demo/orders">Orders</SideNavItem>
          <SideNavItem href="/stores/demo/customers">Customers</SideNavItem>
        </SideNavSection>
        <SideNavSection title="Store">
          <SideNavItem href="/stores/demo/settings" icon="settings">
            Settings
          </SideNavItem>
        </SideNavSection>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <DesignSystemProvider navigate={navigate}>
        <div style={{ inlineSize: '14rem' }}>
          <Story />
        </div>
      </DesignSystemProvider>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "The side navigation is the app's main navigation, styled like the store control panel's: a column of links grouped in titled sections, with a header (the store's name) and an optional footer (a language menu). It is a `nav` landmark named by `aria-label` (“Store”).",
        'The current page\'s entry is marked for sight (a tinted row with a bar on its start edge) and for screen readers (`aria-current="page"`); mark the entry whose page, or a page beneath it, is shown.',
        "Entries are links: they open in a new tab like any link and go through the app's router. Label them with the page's title, short nouns (“Products”, “Import and export”); an icon is decoration.",
      ],
      do: [
        "Use the same words for an entry and its page's title.",
        'Keep sections few and short, with the most used pages first.',
      ],
      dont: [
        'Put actions (Save, Log out) among the links.',
        'Nest entries more than one level deep.',
      ],
    },
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked for sight and for screen readers; sections name their groups. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Store' });
    const current = within(nav).getByRole('link', { name: 'Products' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).getByRole('group', { name: 'Metafields' })).toContainElement(current);
    await expect(nav).toHaveTextContent('Demo Outdoor Co.');
  },
};

/** Tab reaches each entry in order; Enter follows it through the app's router. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const nav = within(canvasElement).getByRole('navigation', { name: 'Store' });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/stores/demo/orders', undefined);
  },
};
