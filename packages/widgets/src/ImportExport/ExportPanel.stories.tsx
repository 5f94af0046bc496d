import type { FilterRule } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../testing/storySteps.js';
import { ExportPanel } from './ExportPanel.js';
import type { ExportPanelProps, ExportStart as ExportRequest } from './ExportPanel.js';
import partnerExample from '../../examples/ExportPanel.tsx?raw';

/** The page around the panel holds the rule, as the export tab does. */
function ExportTab(args: ExportPanelProps) {
  const [rule, setRule] = useState(args.rule ?? null);
  return (
    <ExportPanel
      {...args}
      rule={rule}
      onRuleChange={(next) => {
        args.onRuleChange?.(next);
        setRule(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/ExportPanel',
  component: ExportPanel,
  tags: ['autodocs'],
  args: {
    resource: 'products',
    typeName: 'product',
    hasTemplates: true,
    rule: null,
    onRuleChange: fn(),
    itemCount: 1234,
    onStart: fn<(request: ExportRequest) => Promise<unknown>>(() => Promise.resolve()),
    explorePlansHref: '/billing',
  },
  argTypes: {
    resource: {
      control: 'select',
      options: ['products', 'variants', 'orders', 'customers', 'categories', 'brands', 'values'],
    },
    typeName: { control: 'text' },
    hasTemplates: { control: 'boolean' },
    itemCount: { control: 'object' },
    availability: { control: 'object' },
    storeLoadFailed: { control: 'boolean' },
  },
  render: (args) => <ExportTab {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '48rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "The export panel starts a spreadsheet export of a record type's metafields, or of a custom resource's values: the type (shared or custom, when templates exist), an optional filter with the rule builder, how many items it will export (for every resource but orders), and “Start export”.",
        "Core's export limit may refuse to start (“Cannot start export.”); otherwise `onStart` gets the export type and the rule, and the form is disabled while the promise runs. Follow the job with `JobHistoryTable`.",
        'When the plan or the store does not allow exports (`availability`), the panel is disabled under a banner linking to the plans.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ExportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const condition = (field: string, operator: string, value: string) => ({
  field,
  operator,
  value,
  field_filter: '',
  modifier: '',
});
const keywordRule: FilterRule = [[condition('keyword', 'contains', 'tent')]];
const shippedOrders: FilterRule = [[condition('status_id', '==', '2')]];

/**
 * 'Custom' picked with the keyboard, then 'Start export' with Enter: `onStart` gets exactly the
 * type and the rule the page holds.
 */
export const ExportStart: Story = {
  args: { rule: keywordRule },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Download a spreadsheet of product metafields' }),
    ).toBeVisible();
    const type = canvas.getByRole('button', { name: /Type/ });
    await tabTo(type);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Shared' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(type).toHaveTextContent('Custom'));

    await tabTo(canvas.getByRole('button', { name: 'Start export' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onStart).toHaveBeenCalledWith({ exportType: 'custom', rule: keywordRule });
  },
};

/** Without templates there is no type select: custom metafields, and no filter shown yet. */
export const WithoutTemplates: Story = {
  args: { hasTemplates: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Type/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start export' }));
    await expect(args.onStart).toHaveBeenCalledWith({ exportType: 'custom', rule: null });
  },
};

/**
 * The count names the records exported: products for products, and products for variants too,
 * as variants are counted through their products.
 */
export const CountShown: Story = {
  render: (args) => (
    <>
      <ExportTab {...args} itemCount={1} />
      <ExportTab {...args} resource="variants" typeName="variant" itemCount={150000} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = canvas.getByRole('region', {
      name: 'Download a spreadsheet of product metafields',
    });
    // The count is a polite status, so a new count is read out as the filter changes.
    await expect(within(products).getByText('1 product')).toHaveAttribute('role', 'status');
    const variants = canvas.getByRole('region', {
      name: 'Download a spreadsheet of variant metafields',
    });
    await expect(within(variants).getByText('150,000 products')).toHaveAttribute('role', 'status');
  },
};

/** While the estimate is read the count says so; an unknown estimate shows nothing. */
export const CountLoading: Story = {
  render: (args) => (
    <>
      <ExportTab {...args} resource="customers" typeName="customer" itemCount="loading" />
      <ExportTab {...args} resource="brands" typeName="brand" itemCount="unknown" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const customers = canvas.getByRole('region', {
      name: 'Download a spreadsheet of customer metafields',
    });
    await expect(within(customers).getByText('Counting items…')).toHaveAttribute('role', 'status');
    const brands = canvas.getByRole('region', {
      name: 'Download a spreadsheet of brand metafields',
    });
    await expect(within(brands).queryByText(/\d/)).not.toBeInTheDocument();
    await expect(within(brands).queryByText('Counting items…')).not.toBeInTheDocument();
  },
};

/** Orders show no count. */
export const NoCountForOrders: Story = {
  args: { resource: 'orders', typeName: 'order', itemCount: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Download a spreadsheet of order metafields' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/120/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/items?$/)).not.toBeInTheDocument();
  },
};

/**
 * Over 150,000 items 'Start export' is refused: 'Cannot start export.' with 'Unable to export
 * more than 150,000 items. Please add a filter', and `onStart` is not called.
 */
export const OverLimitRefused: Story = {
  args: { itemCount: 150001 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: 'Start export' }));
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Cannot start export.');
    await expect(alert).toHaveTextContent(
      'Unable to export more than 150,000 items. Please add a filter',
    );
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Orders over the limit are refused without a filter… */
export const OrdersWithoutFilterRefused: Story = {
  args: { resource: 'orders', typeName: 'order', itemCount: 200000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start export' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cannot start export.');
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** …and allowed with one, whatever the estimate (core's export limit). */
export const OrdersWithFilterAllowed: Story = {
  args: { resource: 'orders', typeName: 'order', itemCount: 200000, rule: shippedOrders },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start export' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onStart).toHaveBeenCalledWith({ exportType: 'shared', rule: shippedOrders });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While `onStart` is pending the button shows progress and a second press sends nothing. */
export const InProgress: Story = {
  args: {
    onStart: fn<(request: ExportRequest) => Promise<unknown>>(
      () => new Promise<unknown>(() => undefined),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start export' });
    await userEvent.click(start);
    await waitFor(() => expect(start).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(start).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Type/ })).toBeDisabled();
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/**
 * Below premium: 'Available on premium plans and above', 'Upgrade to Premium to unlock
 * import/export.' and 'Explore plans'; the form is disabled.
 */
export const Disabled: Story = {
  args: { availability: { status: 'needsPlan', plan: 'premium' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The count is a status too; the banner is the one with the plan's words.
    const banner = canvas
      .getAllByRole('status')
      .find((status) => status.textContent?.includes('Available on premium plans and above'));
    if (!banner) throw new Error('No availability banner');
    await expect(banner).toHaveAttribute('data-variant', 'info');
    await expect(banner).toHaveTextContent('Available on premium plans and above');
    await expect(banner).toHaveTextContent('Upgrade to Premium to unlock import/export.');
    await expect(within(banner).getByRole('link', { name: 'Explore plans' })).toHaveAttribute(
      'href',
      '/billing',
    );
    const start = canvas.getByRole('button', { name: 'Start export' });
    await expect(start).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Type/ })).toBeDisabled();
    await userEvent.click(start);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** The store could not be read: 'Unable to access store', and nothing can start. */
export const UnableToAccessStore: Story = {
  args: { storeLoadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to access store');
    const start = canvas.getByRole('button', { name: 'Start export' });
    await expect(start).toBeDisabled();
    await userEvent.click(start);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Right to left: the panel mirrors, and still starts an export by keyboard. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start export' });
    await expect(start.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const form = start.closest('form');
    if (!form) throw new Error('No form');
    await expect(
      Math.abs(form.getBoundingClientRect().right - start.getBoundingClientRect().right),
    ).toBeLessThan(2);
    await expect(canvas.getByText('1,234 products')).toBeVisible();
    await tabTo(start);
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledWith({ exportType: 'shared', rule: null });
  },
};
