import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.js';
import { Button } from '../Button/Button.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';
import type { TabsProps } from './Tabs.js';

function ProductTabs(args: TabsProps) {
  return (
    <Tabs {...args}>
      <TabList aria-label="Product">
        <Tab id="general">General</Tab>
        <Tab id="inventory">Inventory</Tab>
        <Tab id="seo">Search engine listing</Tab>
      </TabList>
      <TabPanel id="general">Name, description and images.</TabPanel>
      <TabPanel id="inventory">Stock levels per location.</TabPanel>
      <TabPanel id="seo">Page title and meta description.</TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    isDisabled: { control: 'boolean' },
  },
  render: (args) => <ProductTabs {...args} />,
  parameters: {
    usage: {
      notes: [
        "Tabs split one page into sibling sections seen one at a time: a record's “Metafields”, “Variants” and “Import and export”. Each `Tab` has a `TabPanel` with the same `id`. For a view filter over one list, use `ToggleButtonGroup`; for steps done in order, a sequence of pages.",
        'The arrow keys move between tabs and select them (left and right follow the reading direction); Tab moves into the panel. `keyboardActivation="manual"` waits for Enter or Space, for panels that are slow to show.',
        'For tabs that are pages of the app, give each `Tab` an `href` and set `selectedKey` from the current route: a tab then opens in a new tab like a link, and the address says which one is shown.',
        "Tab labels are short nouns, one or two words. When a page has more than one set of tabs, name each `TabList` with `aria-label`. Only the selected panel is rendered, unless `shouldForceMount` keeps the others (to keep a form's state).",
      ],
      do: [
        'Keep the number of tabs small (up to about six) and their order stable.',
        "Use tabs in the `PageHeader`'s `tabs` slot for a page's sections.",
      ],
      dont: ['Use tabs for steps that depend on each other.', 'Nest tabs inside a tab panel.'],
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const general = canvas.getByRole('tab', { name: 'General' });
    await expect(general).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'General' })).toHaveTextContent(
      'Name, description and images.',
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Inventory' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('inventory');
    await expect(canvas.getByRole('tabpanel', { name: 'Inventory' })).toHaveTextContent(
      'Stock levels per location.',
    );
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const Playground: Story = {};

export const Keyboard: Story = {
  name: 'Keyboard: arrows move the selection',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const inventory = canvas.getByRole('tab', { name: 'Inventory' });
    await expect(inventory).toHaveFocus();
    await expect(inventory).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Stock levels per location.');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Page title and meta description.',
    );
    // From the last tab, ArrowRight wraps around to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('general');

    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  name: 'Keyboard: manual activation',
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const inventory = canvas.getByRole('tab', { name: 'Inventory' });
    // The arrows only move focus; Enter selects.
    await expect(inventory).toHaveFocus();
    await expect(inventory).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(inventory).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Stock levels per location.');
  },
};

function ControlledTabs(args: TabsProps) {
  const [selectedKey, setSelectedKey] = useState<Key>('inventory');
  return (
    <div>
      <Button variant="secondary" size="small" onPress={() => setSelectedKey('seo')}>
        Edit search listing
      </Button>
      <ProductTabs
        {...args}
        selectedKey={selectedKey}
        onSelectionChange={(key) => {
          args.onSelectionChange?.(key);
          setSelectedKey(key);
        }}
      />
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Inventory' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit search listing' }));
    await expect(canvas.getByRole('tab', { name: 'Search engine listing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Page title and meta description.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('general');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Name, description and images.');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['inventory'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Inventory' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The arrows skip the disabled tab.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Search engine listing' })).toHaveFocus();
  },
};

const navigate = fn();

function SettingsTabs(args: TabsProps & { path: string }) {
  const { path, ...tabsProps } = args;
  return (
    <Tabs {...tabsProps} selectedKey={path}>
      <TabList aria-label="Settings">
        <Tab id="/settings/general" href="/settings/general">
          General
        </Tab>
        <Tab id="/settings/orders" href="/settings/orders">
          Orders
        </Tab>
        <Tab id="/settings/checkout" href="/settings/checkout">
          Checkout
        </Tab>
      </TabList>
      <TabPanel id="/settings/general">General settings</TabPanel>
      <TabPanel id="/settings/orders">Order settings</TabPanel>
      <TabPanel id="/settings/checkout">Checkout settings</TabPanel>
    </Tabs>
  );
}

/**
 * Tabs that are routes: each tab is a link, the route selects the tab, and pressing a tab goes
 * through the app's router (here a spy given to `DesignSystemProvider`).
 */
export const RouterLinks: Story = {
  name: 'Router links',
  decorators: [
    (Story) => (
      <DesignSystemProvider navigate={navigate}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  render: (args) => <SettingsTabs {...args} path="/settings/orders" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    navigate.mockClear();
    const checkout = canvas.getByRole('tab', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute('href', '/settings/checkout');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(checkout);
    await expect(navigate).toHaveBeenCalledWith('/settings/checkout', undefined);

    // The arrows select, and so follow, the next link: from Checkout round to General.
    await expect(checkout).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveFocus();
    await expect(navigate).toHaveBeenLastCalledWith('/settings/general', undefined);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Inventory' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // In right-to-left text the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Inventory' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const general = canvas.getByRole('tab', { name: 'General' }).getBoundingClientRect();
    const inventory = canvas.getByRole('tab', { name: 'Inventory' }).getBoundingClientRect();
    await expect(inventory.right).toBeLessThan(general.left + 1);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedKey: 'inventory', disabledKeys: ['seo'] },
};
