import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RuleSummary } from './RuleSummary.js';
import { condition } from './testing/ruleBuilderStorySteps.js';
import partnerExample from '../../examples/RuleSummary.tsx?raw';

const meta = {
  title: 'Widgets/RuleSummary',
  component: RuleSummary,
  tags: ['autodocs'],
  args: {
    resource: 'orders',
    rule: [
      [
        condition({ field: 'total', operator: '>', value: '100' }),
        condition({ field: 'status_id', operator: '==', value: '2' }),
      ],
    ],
    selectOptions: { status_id: [{ id: '2', name: 'Shipped' }] },
  },
  parameters: {
    usage: {
      notes: [
        "The rule summary puts a rule in plain words (“Grand total is more than 100 and Status is Shipped”; groups joined by “or”), for an export's confirmation, a filtered list's header or a job in the history. A rule that filters nothing reads “No filter”.",
        'Picked records show by name once known and by id until then: pass the names the app already has (`names`, `selectOptions`) and `loaders` to look up the others.',
      ],
      do: ['Show it wherever a rule was applied but the builder is closed.'],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof RuleSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example: conditions joined by 'and', store options named. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Grand total is more than 100 and Status is Shipped'),
    ).toBeVisible();
  },
};

/** Groups joined by 'or'; a group of several conditions in brackets. */
export const OrGroups: Story = {
  args: {
    rule: [
      [
        condition({ field: 'total', operator: '>', value: '1000' }),
        condition({ field: 'date_created', operator: '<xdaysago', value: '3' }),
      ],
      [condition({ field: 'status_id', operator: '==', value: '2' })],
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        '(Grand total is more than 1,000 and Date created is more than 3 days ago) or Status is Shipped',
      ),
    ).toBeVisible();
  },
};

/** Picked brands are named through the host's look-up; the id shows until then. */
export const NamesFromLoaders: Story = {
  args: {
    resource: 'products',
    rule: [[condition({ field: 'brand_id', operator: '==', value: '5' })]],
    loaders: {
      lookUpBrands: fn((ids: readonly string[]) =>
        Promise.resolve(ids.includes('5') ? [{ id: '5', name: 'Acme' }] : []),
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText('Brand is Acme')).toBeVisible();
    await waitFor(() => expect(args.loaders?.lookUpBrands).toHaveBeenCalledWith(['5']));
  },
};

/** Names the host already has need no look-up. */
export const NamesFromProps: Story = {
  args: {
    resource: 'customers',
    rule: [[condition({ field: 'customer_group_id', operator: 'in', value: '1,2' })]],
    names: { customer_group_id: { '1': 'Retail', '2': 'Wholesale' } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Customer group is one of Retail, Wholesale'),
    ).toBeVisible();
  },
};

/** No rule, or nothing usable in it: 'No filter'. */
export const NoFilter: Story = {
  args: { rule: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No filter')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(
      'Grand total is more than 100 and Status is Shipped',
    );
    await expect(getComputedStyle(text).direction).toBe('rtl');
  },
};
