import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { setValue, type FilterRule } from '@metafields/core';
import type { SelectorOption } from '../MultiselectSelector/index.js';
import type { TreePickerNode } from '../TreePicker/index.js';
import { RuleBuilder } from './RuleBuilder.js';
import {
  announcement,
  condition,
  conditionGroup,
  fieldTrigger,
  operatorTrigger,
  pickByKeyboard,
  pickByPointer,
  reach,
} from './testing/ruleBuilderStorySteps.js';
import { RuleSummary } from './RuleSummary.js';
import type { RuleBuilderProps } from './types.js';
import type { RuleValueEditorProps, RuleValueEditors } from './ValueInput.js';
import partnerExample from '../../examples/RuleBuilder.tsx?raw';

const statuses: SelectorOption[] = [
  { id: '1', name: 'Pending' },
  { id: '2', name: 'Shipped' },
  { id: '11', name: 'Awaiting fulfillment' },
];
const channels: SelectorOption[] = [
  { id: '1', name: 'Default channel' },
  { id: '2', name: 'Outlet' },
];
const brands: SelectorOption[] = [
  { id: '5', name: 'Acme' },
  { id: '6', name: 'Globex' },
];
const groups: SelectorOption[] = [
  { id: '1', name: 'Retail' },
  { id: '2', name: 'Wholesale' },
];
const tree: Record<string, TreePickerNode[]> = {
  root: [
    { id: 'channel:1', name: 'Default channel', kind: 'channel', hasChildren: true },
    { id: 'channel:2', name: 'Outlet', kind: 'channel', hasChildren: true },
  ],
  'channel:1': [
    { id: 'category:21', name: 'Kitchen', kind: 'category', hasChildren: false },
    { id: 'category:22', name: 'Garden', kind: 'category', hasChildren: false },
  ],
  'channel:2': [
    { id: 'category:31', name: 'Clearance', kind: 'category', hasChildren: false },
    { id: 'category:32', name: 'Seconds', kind: 'category', hasChildren: false },
  ],
};

const loaders = {
  brands: fn(({ search }: { search: string }) =>
    Promise.resolve({
      options: brands.filter((brand) => brand.name.toLowerCase().includes(search.toLowerCase())),
      total: brands.length,
    }),
  ),
  lookUpBrands: fn((ids: readonly string[]) =>
    Promise.resolve(brands.filter((brand) => ids.includes(brand.id))),
  ),
  customerGroups: fn(() => Promise.resolve({ options: groups, total: groups.length })),
  lookUpCustomerGroups: fn((ids: readonly string[]) =>
    Promise.resolve(groups.filter((group) => ids.includes(group.id))),
  ),
  categoryTree: fn((parentId: string | null) => Promise.resolve(tree[parentId ?? 'root'] ?? [])),
};

/** The host keeps the rule, as the export panel does; `onChange` is the spy. */
function Controlled(args: RuleBuilderProps) {
  const [rule, setRule] = useState(args.value);
  return (
    <RuleBuilder
      {...args}
      value={rule}
      onChange={(next) => {
        args.onChange(next);
        setRule(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/RuleBuilder',
  component: RuleBuilder,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    resource: 'orders',
    value: [],
    onChange: fn(),
    onCollapsedChange: fn(),
    selectOptions: { status_id: statuses, channel_id: channels },
    loaders,
  },
  parameters: {
    usage: {
      notes: [
        'The rule builder lets a merchant say which records to work on (“orders whose grand total is more than 100 and whose status is Shipped”), for an export or a filtered list. Until it is used it is a single “Filter orders” button; pressing it starts a rule with one empty condition, and removing every condition hides it again.',
        'Each condition is a field, an operator and a value; the value input follows the field (a number, a date, a list to choose from, a brand picker, the category tree). “Filter further” adds a condition to a group (AND); with `allowOrGroups`, “Add another rule” starts a group that is joined with OR.',
        "It is controlled: the app keeps the rule and gets every change a person makes through `onChange` (`[]` once every condition is removed), never on mount. Every change goes through core's rules, so a rule it hands over is one the server accepts once complete; `normalizeFilterRule` gives a saved rule the same shape before anyone edits it.",
        "Whether it is collapsed behind its button is apart from the rule: `collapsed` and `onCollapsedChange`, or left to the builder. For forms it takes `name`, `onBlur`, `ref` and `isDisabled`, so react-hook-form's `Controller` can hand over its `field` as it is.",
        "A condition's problem shows once the person leaves it, or all at once with `showErrors` (after the app's own submit). Everything works with the keyboard, and changes to the rule's shape are announced.",
        "The pickers page through the partner's own data: give `loaders` for brands, customer groups and the category tree, and `selectOptions` for fixed lists the store decides (order statuses, channels).",
      ],
      do: [
        'Show the rule in words next to the result with `RuleSummary`, so people can check what they asked for.',
        'Pass `showErrors` when the person submits with an incomplete condition.',
      ],
      dont: [
        "Store the rule in another shape; keep core's `FilterRule`, which is what the export and list APIs take.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof RuleBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const totalOver100 = condition({ field: 'total', operator: '>', value: '100' });
const shipped = condition({ field: 'status_id', operator: '==', value: '2' });
const empty = condition({});

/** Hidden behind its button: nothing to fill in until the person asks for a filter. */
export const Hidden: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter orders' })).toBeVisible();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The categories' button, which the spec does not name, says 'Filter categories'. */
export const HiddenCategories: Story = {
  args: { resource: 'categories' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Filter categories' }),
    ).toBeVisible();
  },
};

/**
 * Showing the builder shows one empty condition and puts focus on its field. Showing it is not a
 * change of the rule (an empty condition filters nothing): only `onCollapsedChange` hears of it.
 */
export const ShowStartsEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reach(canvas.getByRole('button', { name: 'Filter orders' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(fieldTrigger(conditionGroup(canvas, 1))).toHaveFocus());
    await expect(canvas.getByRole('group', { name: 'Filter orders' })).toBeVisible();

    // By pointer: hide it again, then show it.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all filters' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter orders' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCollapsedChange).toHaveBeenCalledTimes(3);
    await expect(args.onChange).not.toHaveBeenCalled();

    // The first edit reports the condition the builder showed.
    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Status');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'status_id', operator: '==' })],
    ]);
  },
};

/** A host may keep the collapsed state itself, apart from the rule. */
export const CollapsedByHost: Story = {
  args: { value: [[totalOver100]], collapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reach(canvas.getByRole('button', { name: 'Filter orders' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    // The host has not let it open: the button stays, the rule untouched.
    await expect(canvas.getByRole('button', { name: 'Filter orders' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Mounted already shown by its page's own button (`FilterButton`, while the builder's code
 * loaded), it takes focus on the field as its own button would have given it; without
 * `focusOnMount`, a restored rule leaves focus where it was.
 */
export const FocusOnMount: Story = {
  args: { value: [[empty]], focusOnMount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(fieldTrigger(conditionGroup(canvas, 1))).toHaveFocus());
  },
};

export const RestoredRuleKeepsFocus: Story = {
  args: { value: [[totalOver100]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Filter orders' })).toBeVisible();
    await expect(fieldTrigger(conditionGroup(canvas, 1))).not.toHaveFocus();
  },
};

/** A different field clears operator and value; the operator becomes the field's first. */
export const ChangeFieldClearsOperatorAndValue: Story = {
  args: { value: [[totalOver100]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Status');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'status_id', operator: '==' })],
    ]);
    await expect(announcement(canvasElement)).toBe('Operator set to Is, value cleared.');

    await pickByPointer(fieldTrigger(conditionGroup(canvas, 1)), 'Date created');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'date_created', operator: '<date' })],
    ]);
    await expect(announcement(canvasElement)).toBe('Operator set to Before.');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The value stays while its input stays (date to date, days to days), else it is cleared. */
export const OperatorChangeClearsValue: Story = {
  args: { value: [[condition({ field: 'date_created', operator: '<date', value: '2024-03-05' })]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = () => conditionGroup(canvas, 1);
    await pickByKeyboard(operatorTrigger(first()), 'On or after');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'date_created', operator: '!<date', value: '2024-03-05' })],
    ]);
    await pickByKeyboard(operatorTrigger(first()), 'More than');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'date_created', operator: '<xdaysago' })],
    ]);
    await expect(announcement(canvasElement)).toBe('Value cleared.');

    await userEvent.click(within(first()).getByRole('textbox', { name: 'Value' }));
    await userEvent.keyboard('3{Tab}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'date_created', operator: '<xdaysago', value: '3' })],
    ]);
    await pickByPointer(operatorTrigger(first()), 'Less than');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'date_created', operator: '!<xdaysago', value: '3' })],
    ]);
  },
};

/** A number of days is followed by the spec's badge: 'day' after 1, 'days ago' otherwise. */
export const DaysBadge: Story = {
  args: { value: [[condition({ field: 'date_modified', operator: '<xdaysago', value: '1' })]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const days = within(conditionGroup(canvas, 1)).getByRole('textbox', { name: 'Value' });
    await expect(days).toHaveValue('1');
    await expect(days).toHaveAccessibleDescription('day');
    await expect(canvas.getByText('day')).toBeVisible();

    await reach(days);
    await userEvent.keyboard('{Control>}a{/Control}3{Tab}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'date_modified', operator: '<xdaysago', value: '3' })],
    ]);
    await expect(canvas.getByText('days ago')).toBeVisible();
    await expect(days).toHaveAccessibleDescription('days ago');

    // The arrows count, as a number field's stepper does.
    await reach(days);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(days).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'date_modified', operator: '<xdaysago', value: '1' })],
    ]);
    await expect(canvas.getByText('day')).toBeVisible();
  },
};

/**
 * Deleting a condition moves focus to the one that took its place; deleting the last condition
 * of the only group removes the rule and hides the builder, focus back on its button.
 */
export const DeleteLastConditionHides: Story = {
  args: { value: [[totalOver100, shipped]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = () =>
      within(conditionGroup(canvas, 1)).getByRole('button', { name: 'Remove condition' });
    await userEvent.click(remove());
    await expect(args.onChange).toHaveBeenLastCalledWith([[shipped]]);
    await waitFor(() => expect(remove()).toHaveFocus());
    await expect(announcement(canvasElement)).toBe('Condition 1 of group 1 removed.');

    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Filter orders' })).toHaveFocus(),
    );
    await expect(announcement(canvasElement)).toBe('All filters removed.');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** 'Remove all filters' clears the rule, whatever it holds, and hides the builder. */
export const RemoveAllFilters: Story = {
  args: { allowOrGroups: true, value: [[totalOver100, shipped], [totalOver100]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reach(canvas.getByRole('button', { name: 'Remove all filters' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Filter orders' })).toHaveFocus(),
    );
    await expect(announcement(canvasElement)).toBe('All filters removed.');

    // Shown again and removed again with nothing in it: the rule was empty and stays so.
    await userEvent.click(canvas.getByRole('button', { name: 'Filter orders' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all filters' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** 'Filter further' adds a condition marked 'And'; without OR groups nothing else is offered. */
export const FilterFurther: Story = {
  args: { value: [[totalOver100]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Duplicate rule' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Add another rule' }),
    ).not.toBeInTheDocument();
    await expect(within(conditionGroup(canvas, 1)).queryByText('And')).not.toBeInTheDocument();

    await reach(canvas.getByRole('button', { name: 'Filter further' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([[totalOver100, empty]]);
    await waitFor(() => expect(fieldTrigger(conditionGroup(canvas, 2))).toHaveFocus());
    await expect(within(conditionGroup(canvas, 2)).getByText('And')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Filter further' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([[totalOver100, empty, empty]]);
    await expect(within(conditionGroup(canvas, 3)).getByText('And')).toBeVisible();
  },
};

/**
 * A long rule mounts a few conditions per task, so its first conditions show within a frame;
 * the rest follow, each announced in its place, and adding to the last group still moves focus.
 */
export const LongRule: Story = {
  args: {
    allowOrGroups: true,
    value: Array.from({ length: 6 }, () => [totalOver100, shipped, totalOver100]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('group', { name: /^Condition \d+ of group/ })).toHaveLength(18),
    );
    await expect(within(conditionGroup(canvas, 3, 6)).getByRole('textbox')).toHaveValue('100');

    const lastGroup = canvas.getByRole('group', { name: 'Group 6 of 6' });
    await userEvent.click(within(lastGroup).getByRole('button', { name: 'Filter further' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      ...Array.from({ length: 5 }, () => [totalOver100, shipped, totalOver100]),
      [totalOver100, shipped, totalOver100, empty],
    ]);
    await waitFor(() => expect(fieldTrigger(conditionGroup(canvas, 4, 6))).toHaveFocus());
  },
};

/** 'Duplicate rule' copies a group right after it, marked 'Or'. */
export const DuplicateRule: Story = {
  args: { allowOrGroups: true, value: [[totalOver100, shipped]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Or')).not.toBeInTheDocument();
    await reach(canvas.getByRole('button', { name: 'Duplicate rule' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [totalOver100, shipped],
      [totalOver100, shipped],
    ]);
    await waitFor(() => expect(fieldTrigger(conditionGroup(canvas, 1, 2))).toHaveFocus());
    await expect(canvas.getByText('Or')).toBeVisible();
    await expect(announcement(canvasElement)).toBe('Group 1 duplicated as group 2.');

    const second = canvas.getByRole('group', { name: 'Group 2 of 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Duplicate rule' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [totalOver100, shipped],
      [totalOver100, shipped],
      [totalOver100, shipped],
    ]);
    await expect(canvas.getAllByText('Or')).toHaveLength(2);
  },
};

/** 'Add another rule' appends a group with one empty condition, marked 'Or'. */
export const AddAnotherRule: Story = {
  args: { allowOrGroups: true, value: [[totalOver100]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reach(canvas.getByRole('button', { name: 'Add another rule' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([[totalOver100], [empty]]);
    await waitFor(() => expect(fieldTrigger(conditionGroup(canvas, 1, 2))).toHaveFocus());
    await expect(canvas.getByText('Or')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add another rule' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([[totalOver100], [empty], [empty]]);
    await expect(canvas.getAllByText('Or')).toHaveLength(2);
  },
};

/**
 * A condition's problem shows once the person has left it (core's messages, the first missing
 * part only), and hides while they edit it again.
 */
export const ValidationMessages: Story = {
  args: { value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reach(fieldTrigger(conditionGroup(canvas, 1)));
    await expect(canvas.queryByText('Choose a field')).not.toBeInTheDocument();
    await reach(canvas.getByRole('button', { name: 'Filter further' }));
    await expect(await canvas.findByText('Choose a field')).toBeVisible();

    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Grand total');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'total', operator: '>' })],
    ]);
    await expect(canvas.queryByText('Choose a field')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Enter a value')).not.toBeInTheDocument();
    await reach(canvas.getByRole('button', { name: 'Filter further' }));
    await expect(await canvas.findByText('Enter a value')).toBeVisible();
    await expect(
      within(conditionGroup(canvas, 1)).getByRole('textbox', { name: 'Value' }),
    ).toHaveAccessibleDescription('Enter a value');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** With `showErrors` (the host's submit) every condition's problem shows at once. */
export const ValidationShowErrors: Story = {
  args: {
    showErrors: true,
    value: [
      [
        empty,
        condition({ field: 'total', operator: '>', value: 'lots' }),
        condition({ field: 'date_created', operator: '<xdaysago', value: '1.5' }),
        condition({ field: 'status_id', operator: '!=', value: '2' }),
        condition({ field: 'id', operator: '==' }),
        condition({ field: 'date_modified', operator: '<date', value: '2024-02-30' }),
      ],
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const problems = [
      'Choose a field',
      'Enter a number',
      'Enter a whole number of days',
      'This operator is not available for this field',
      'Enter a value',
      'Enter a date as YYYY-MM-DD',
    ];
    for (const [index, problem] of problems.entries())
      await expect(within(conditionGroup(canvas, index + 1)).getByText(problem)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Without multistore only the default channel can be chosen: others show 'Available on
 * enterprise plan', and a chosen one is dropped (announced).
 */
export const ChannelGating: Story = {
  args: {
    multistore: false,
    value: [[condition({ field: 'channel_id', operator: '==', value: '2' })]],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(announcement(canvasElement)).toBe(
        'Values no longer available were removed from condition 1 of group 1.',
      ),
    );
    // Shown without the value; the host hears of it with the person's first change.
    await expect(args.onChange).not.toHaveBeenCalled();
    const value = within(conditionGroup(canvas, 1)).getByRole('button', { name: /Value$/ });
    await reach(value);
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('listbox');
    // The option's description is part of its name here.
    const outlet = within(list).getByRole('option', { name: /^Outlet/ });
    await expect(outlet).toHaveAttribute('aria-disabled', 'true');
    await expect(outlet).toHaveTextContent('Available on enterprise plan');
    await userEvent.keyboard('{Escape}');
    await pickByKeyboard(value, 'Default channel');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'channel_id', operator: '==', value: '1' })],
    ]);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The categories' Channel field is offered only with multistore. */
export const ChannelGatingCategories: Story = {
  args: { resource: 'categories', multistore: false, value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(fieldTrigger(conditionGroup(canvas, 1)));
    const list = await screen.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Category', 'Name']);
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every group and condition says where it is; a screen reader reads it on entering. */
export const ConditionAnnouncedLabels: Story = {
  args: { allowOrGroups: true, value: [[totalOver100, shipped], [totalOver100]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Filter orders' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Group 1 of 2' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Group 2 of 2' })).toBeVisible();
    const second = conditionGroup(canvas, 2);
    await reach(fieldTrigger(second));
    await expect(document.activeElement?.closest('[role="group"]')).toHaveAccessibleName(
      'Condition 2 of group 1',
    );
    await expect(fieldTrigger(second)).toHaveAccessibleName('Status Field');
    await expect(conditionGroup(canvas, 1, 2)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Text: typed as is; 'Contains' also asks where the text may match. */
export const TextValue: Story = {
  args: { resource: 'customers', value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Company');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'company', operator: 'contains' })],
    ]);
    await reach(within(conditionGroup(canvas, 1)).getByRole('textbox', { name: 'Value' }));
    await userEvent.keyboard('Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'company', operator: 'contains', value: 'Acme' })],
    ]);
    await pickByPointer(
      within(conditionGroup(canvas, 1)).getByRole('button', { name: /Match$/ }),
      'as whole word',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [
        condition({
          field: 'company',
          operator: 'contains',
          value: 'Acme',
          modifier: 'whole-words',
        }),
      ],
    ]);
  },
};

/** Number: typed in the locale's format, committed on leaving the field. */
export const NumberValue: Story = {
  args: { value: [[condition({ field: 'total', operator: '>' })]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reach(within(conditionGroup(canvas, 1)).getByRole('textbox', { name: 'Value' }));
    await userEvent.keyboard('250.5{Tab}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'total', operator: '>', value: '250.5' })],
    ]);
    await pickByPointer(operatorTrigger(conditionGroup(canvas, 1)), 'Is less than');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'total', operator: '<', value: '250.5' })],
    ]);
  },
};

/** Select: the spec's enumerations, or the store's options (order statuses). */
export const SelectValue: Story = {
  args: { resource: 'products', value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Purchasability');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'availability', operator: '==' })],
    ]);
    const value = within(conditionGroup(canvas, 1)).getByRole('button', { name: /Value$/ });
    await pickByKeyboard(value, 'Can be pre-ordered');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'availability', operator: '==', value: 'preorder' })],
    ]);
  },
};

/** Select from the store's options: an order status. */
export const SelectStoreOptions: Story = {
  args: { value: [[condition({ field: 'status_id', operator: '==' })]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const value = within(conditionGroup(canvas, 1)).getByRole('button', { name: /Value$/ });
    await pickByPointer(value, 'Shipped');
    await expect(args.onChange).toHaveBeenLastCalledWith([[shipped]]);
  },
};

/** Multiselect: several of the store's options, stored as ids joined by commas. */
export const MultiselectValue: Story = {
  args: {
    resource: 'categories',
    multistore: true,
    selectOptions: { tree_id: channels },
    value: [[empty]],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Channel');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'tree_id', operator: 'in' })],
    ]);
    // The multiselect loads the first time a condition shows one.
    const input = await within(conditionGroup(canvas, 1)).findByRole('combobox', { name: 'Value' });
    await reach(input);
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'tree_id', operator: 'in', value: '1' })],
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'tree_id', operator: 'in', value: '1,2' })],
    ]);
    // By pointer: a click toggles an option off again.
    await userEvent.click(within(list).getByRole('option', { name: 'Default channel' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'tree_id', operator: 'in', value: '2' })],
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Date: the condition says the date; its button opens the date picker, to type the date part
 * by part (or pick it). Stored as YYYY-MM-DD; Escape closes, back on the button.
 */
export const DateValue: Story = {
  args: { value: [[condition({ field: 'date_created', operator: '<date' })]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const date = within(conditionGroup(canvas, 1)).getByRole('button', { name: /Value$/ });
    await expect(date).toHaveAccessibleName('Choose a date Value');
    await reach(date);
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Value' }));
    // The date's parts load the first time a date field opens.
    const [month] = await dialog.findAllByRole('spinbutton');
    await waitFor(() => expect(month).toHaveFocus());
    await userEvent.keyboard('03052024');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'date_created', operator: '<date', value: '2024-03-05' })],
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(date).toHaveFocus());
    await expect(date).toHaveAccessibleName('Mar 5, 2024 Value');
  },
};

/** A brand: the brand picker, single (the picker's own stories prove its dialog). */
export const BrandPicker: Story = {
  args: { resource: 'products', value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Brand');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'brand_id', operator: '==' })],
    ]);
    await expect(await canvas.findByRole('button', { name: 'Choose Brand' })).toBeVisible();
  },
};

/**
 * 'Is one of' on a brand asks for several. No resource offers it today (products allow only
 * 'Is'), so a saved rule shows it, with the operator's problem.
 */
export const BrandPickerMultiple: Story = {
  args: {
    resource: 'products',
    showErrors: true,
    value: [[condition({ field: 'brand_id', operator: 'in', value: '5,6' })]],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This operator is not available for this field')).toBeVisible();
    await waitFor(() => expect(loaders.lookUpBrands).toHaveBeenCalledWith(['5', '6']));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A customer group: the picker, several at once ('Is one of' only). */
export const CustomerGroupPicker: Story = {
  args: { resource: 'customers', value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Customer group');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'customer_group_id', operator: 'in' })],
    ]);
    await expect(
      await canvas.findByRole('button', { name: 'Choose Customer group' }),
    ).toBeVisible();
  },
};

/** Categories: the channel/category tree. */
export const CategoryPicker: Story = {
  args: { resource: 'products', value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickByPointer(fieldTrigger(conditionGroup(canvas, 1)), 'Categories');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'categories', operator: 'in' })],
    ]);
    await waitFor(() => expect(loaders.categoryTree).toHaveBeenCalledWith(null));
  },
};

const findDialog = (name: string) => screen.findByRole('dialog', { name });
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/**
 * A brand by keyboard alone: Tab to Choose, Enter opens the dialog, Tab to the radio buttons,
 * arrows move, Enter confirms. The rule holds the brand's id.
 */
export const BrandPickerChoose: Story = {
  args: { resource: 'products', value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Brand');
    await reach(await canvas.findByRole('button', { name: 'Choose Brand' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findDialog('Choose Brand'));
    await waitFor(() => expect(dialog.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
    await dialog.findByRole('radiogroup', { name: 'Options' });
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: 'Acme' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'Globex' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(dialog.getByRole('radio', { name: 'Acme' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await dialogClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'brand_id', operator: '==', value: '5' })],
    ]);
    const picker = within(conditionGroup(canvas, 1)).getByRole('group', { name: 'Brand' });
    await expect(within(picker).getByText('Acme')).toBeVisible();
  },
};

/**
 * Two brands with 'Is one of' (a saved rule, as no resource offers the operator): checkboxes
 * toggled with Space, Enter confirms; the rule lists the ids in the order chosen.
 */
export const BrandPickerMultipleChoose: Story = {
  args: {
    resource: 'products',
    value: [[condition({ field: 'brand_id', operator: 'in' })]],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reach(
      await within(conditionGroup(canvas, 1)).findByRole('button', { name: 'Choose Brand' }),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findDialog('Choose Brand'));
    await dialog.findByRole('group', { name: 'Options' });
    await reach(dialog.getByRole('checkbox', { name: 'Globex' }));
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: 'Globex' })).toBeChecked();
    await reach(dialog.getByRole('checkbox', { name: 'Acme' }));
    await userEvent.keyboard(' ');
    await expect(dialog.getByText('2 chosen')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await dialogClosed();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'brand_id', operator: 'in', value: '6,5' })],
    ]);
  },
};

/**
 * Removing a chosen brand's chip drops its id from the rule, by keyboard then by pointer; focus
 * moves on to the next chip.
 */
export const BrandPickerRemoveChip: Story = {
  args: {
    resource: 'products',
    value: [[condition({ field: 'brand_id', operator: 'in', value: '5,6' })]],
  },
  play: async ({ canvasElement, args }) => {
    const picker = within(
      await within(conditionGroup(within(canvasElement), 1)).findByRole('group', {
        name: 'Brand',
      }),
    );
    await reach(await picker.findByRole('button', { name: 'Remove Acme' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'brand_id', operator: 'in', value: '6' })],
    ]);
    await waitFor(() =>
      expect(picker.getByRole('button', { name: 'Remove Globex' })).toHaveFocus(),
    );
    await userEvent.click(picker.getByRole('button', { name: 'Remove Globex' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'brand_id', operator: 'in' })],
    ]);
    await expect(picker.getByText('None chosen')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Customer groups by pointer: Choose, two checkboxes, Select; ids in the order chosen. */
export const CustomerGroupPickerChoose: Story = {
  args: {
    resource: 'customers',
    value: [[condition({ field: 'customer_group_id', operator: 'in' })]],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Customer group' }));
    const dialog = within(await findDialog('Choose Customer group'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Wholesale' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Retail' }));
    await expect(dialog.getByText('2 chosen')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Select' }));
    await dialogClosed();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'customer_group_id', operator: 'in', value: '2,1' })],
    ]);
    const picker = within(conditionGroup(canvas, 1)).getByRole('group', { name: 'Customer group' });
    await expect(
      within(picker)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wholesale', 'Retail']);
  },
};

/**
 * A category by keyboard: Tab into the tree, arrows to the second channel (which Space cannot
 * choose), Right expands it and then enters it, Space chooses. The rule holds the bare
 * category ids, in the order chosen.
 */
export const CategoryPickerChoose: Story = {
  args: { resource: 'products', value: [[condition({ field: 'categories', operator: 'in' })]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = (name: string) => canvas.getByRole('row', { name });
    await canvas.findByRole('row', { name: 'Garden' });
    await reach(row('Default channel'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(row('Outlet')).toHaveFocus();
    // The rule holds categories only, so a channel cannot be chosen.
    await userEvent.keyboard(' ');
    await expect(row('Outlet')).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(row('Outlet')).toHaveAttribute('aria-expanded', 'true');
    await canvas.findByRole('row', { name: 'Seconds' });
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(row('Seconds')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'categories', operator: 'in', value: '32' })],
    ]);
    await expect(row('Seconds')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp} ');
    await expect(row('Garden')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'categories', operator: 'in', value: '32,22' })],
    ]);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** 'Is true' and 'Is false' take no value: no value input. */
export const NoValue: Story = {
  args: { resource: 'products', value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickByKeyboard(fieldTrigger(conditionGroup(canvas, 1)), 'Visible on storefront');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'is_visible', operator: 'true' })],
    ]);
    await expect(
      within(conditionGroup(canvas, 1)).queryByRole('textbox', { name: 'Value' }),
    ).not.toBeInTheDocument();
    await pickByKeyboard(operatorTrigger(conditionGroup(canvas, 1)), 'Is false');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'is_visible', operator: '!true' })],
    ]);
  },
};

/** A custom field first asks which one; then the operator shows, with its default. */
export const CustomField: Story = {
  args: { resource: 'products', customFields: ['Material', 'Care'], value: [[empty]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = () => conditionGroup(canvas, 1);
    await pickByKeyboard(fieldTrigger(first()), 'Custom field');
    await expect(args.onChange).toHaveBeenLastCalledWith([[condition({ field: 'custom_fields' })]]);
    await expect(
      within(first()).queryByRole('button', { name: /Operator$/ }),
    ).not.toBeInTheDocument();
    await pickByKeyboard(
      within(first()).getByRole('button', { name: /Custom field name$/ }),
      'Material',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'custom_fields', field_filter: 'Material', operator: 'contains' })],
    ]);
    await reach(within(first()).getByRole('textbox', { name: 'Value' }));
    await userEvent.keyboard('wool');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [
        condition({
          field: 'custom_fields',
          field_filter: 'Material',
          operator: 'contains',
          value: 'wool',
        }),
      ],
    ]);
  },
};

/** A partner may replace a value input (react-querybuilder's `controlElements.valueEditor`). */
export const CustomValueEditor: Story = {
  args: {
    resource: 'customers',
    value: [[condition({ field: 'name', operator: 'contains' })]],
    valueEditors: {
      text: ({ value, onChange, label }) => (
        <label>
          {label} (custom)
          <input value={value} onChange={(event) => onChange(event.target.value)} />
        </label>
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reach(canvas.getByRole('textbox', { name: 'Value (custom)' }));
    await userEvent.keyboard('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'name', operator: 'contains', value: 'Ada' })],
    ]);
  },
};

function PartnerTextInput({ value, onChange, label }: RuleValueEditorProps) {
  return (
    <label>
      {label} (custom)
      <input value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** The host's page, with a partner's input that loads only once the story's button says so. */
function WithLoadingInput(args: RuleBuilderProps) {
  const [gate] = useState(() => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  });
  const [editors] = useState<RuleValueEditors>(() => ({
    text: lazy(() => gate.opened.then(() => ({ default: PartnerTextInput }))),
  }));
  return (
    <>
      <button type="button" onClick={gate.open}>
        Finish loading
      </button>
      <Controlled {...args} valueEditors={editors} />
    </>
  );
}

/**
 * An input that loads on demand (the pickers, the category tree and the multiselect the first
 * time a condition shows one, or a partner's lazy input): meanwhile its label shows over a busy
 * placeholder that says 'Loading', and the input takes its place once loaded.
 */
export const LoadingValueInput: Story = {
  args: { resource: 'customers', value: [[condition({ field: 'name', operator: 'contains' })]] },
  render: (args) => <WithLoadingInput {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const value = within(conditionGroup(canvas, 1));
    const pending = value.getByText('Loading').closest('[aria-busy="true"]');
    await expect(pending).toHaveTextContent('Value');
    await expect(value.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await reach(await value.findByRole('textbox', { name: 'Value (custom)' }));
    await expect(value.queryByText('Loading')).not.toBeInTheDocument();
    await userEvent.keyboard('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'name', operator: 'contains', value: 'Ada' })],
    ]);
  },
};

/** Disabled (no plan, inactive store): everything shows, nothing can be changed. */
export const Disabled: Story = {
  args: { isDisabled: true, allowOrGroups: true, value: [[totalOver100]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter further' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove all filters' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove condition' })).toBeDisabled();
  },
};

function WithSummary(args: RuleBuilderProps) {
  const [rule, setRule] = useState(args.value);
  return (
    <>
      <RuleBuilder
        {...args}
        value={rule}
        onChange={(next) => {
          args.onChange(next);
          setRule(next);
        }}
      />
      <RuleSummary resource={args.resource} rule={rule} selectOptions={args.selectOptions} />
    </>
  );
}

/** The plain-language summary the export panel and job history show, following the rule. */
export const Summary: Story = {
  args: { allowOrGroups: true, value: [[totalOver100, shipped]] },
  render: (args) => <WithSummary {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Grand total is more than 100 and Status is Shipped'),
    ).toBeVisible();
    const total = within(conditionGroup(canvas, 1)).getByRole('textbox', { name: 'Value' });
    await reach(total);
    await userEvent.keyboard('{Control>}a{/Control}250{Tab}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [condition({ field: 'total', operator: '>', value: '250' }), shipped],
    ]);
    await expect(
      canvas.getByText('Grand total is more than 250 and Status is Shipped'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByText('No filter')).toBeVisible();
  },
};

/** Right to left: the rows mirror, keyboard order follows. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { allowOrGroups: true, value: [[totalOver100, shipped], [totalOver100]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = conditionGroup(canvas, 1);
    await expect(getComputedStyle(first).direction).toBe('rtl');
    const [filterFurther] = canvas.getAllByRole('button', { name: 'Filter further' });
    await reach(filterFurther!);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      [totalOver100, shipped, empty],
      [totalOver100],
    ]);
    await waitFor(() => expect(fieldTrigger(conditionGroup(canvas, 3))).toHaveFocus());
  },
};

const fieldsCycle = [
  totalOver100,
  shipped,
  condition({ field: 'id', operator: '<', value: '900' }),
  condition({ field: 'date_created', operator: '<xdaysago', value: '30' }),
  condition({ field: 'date_modified', operator: '!<date', value: '2024-01-31' }),
];
const largeRule: FilterRule = Array.from({ length: 10 }, () =>
  fieldsCycle.map((part) => ({ ...part })),
);

/** A rule of 50 conditions (10 groups of 5) renders, and a change in the last one is exact. */
export const LargeRule: Story = {
  args: { allowOrGroups: true, value: largeRule },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('group', { name: /^Condition \d+ of group \d+$/ }),
    ).toHaveLength(50);
    const last = conditionGroup(canvas, 3, 10);
    await userEvent.click(within(last).getByRole('textbox', { name: 'Value' }));
    await userEvent.keyboard('{Control>}a{/Control}901{Tab}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      setValue(largeRule, { group: 9, condition: 2 }, '901'),
    );
    // Once per keystroke: '9', '90', '901'.
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** The boxes of a condition's field, last control and delete button, for layout checks. */
async function conditionBoxes(canvasElement: HTMLElement, group: number) {
  const row = await conditionGroup(within(canvasElement), 1, group);
  const box = (element: HTMLElement) => element.getBoundingClientRect();
  return {
    field: box(fieldTrigger(row)),
    match: box(within(row).getByRole('button', { name: /Match$/ })),
    remove: box(within(row).getByRole('button', { name: 'Remove condition' })),
  };
}
const sameRow = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom;
const containsAnywhere = condition({
  field: 'keyword',
  operator: 'contains',
  value: 'tee',
  modifier: '',
});
const widthOf = (inlineSize: string, dir: 'ltr' | 'rtl' = 'ltr') => [
  (Story: () => React.JSX.Element) => (
    <div dir={dir} style={{ inlineSize }}>
      <Story />
    </div>
  ),
];

/**
 * In an OR group at a 1440 px page, a text condition with its match modifier (field,
 * operator, value, match) keeps its delete button on the same row as the last control.
 */
export const OrGroupWithModifier: Story = {
  args: {
    resource: 'products',
    allowOrGroups: true,
    value: [
      [condition({ field: 'is_visible', operator: '==', value: 'true' })],
      [containsAnywhere],
    ],
  },
  // The export panel's content at 1440 px: the app's navigation, margins and panel take the rest.
  decorators: widthOf('1000px'),
  play: async ({ canvasElement }) => {
    const { field, match, remove } = await conditionBoxes(canvasElement, 2);
    await expect(sameRow(field, match)).toBe(true);
    await expect(sameRow(match, remove)).toBe(true);
    await expect(remove.left).toBeGreaterThanOrEqual(match.right);
  },
};

/** The same right to left: the delete button sits beside the last control, on its left. */
export const OrGroupWithModifierRightToLeft: Story = {
  args: OrGroupWithModifier.args,
  decorators: widthOf('1000px', 'rtl'),
  play: async ({ canvasElement }) => {
    const { match, remove } = await conditionBoxes(canvasElement, 2);
    await expect(sameRow(match, remove)).toBe(true);
    await expect(remove.right).toBeLessThanOrEqual(match.left);
  },
};

/**
 * In a narrow frame the controls wrap as a group; the delete button stays at the end of their
 * first row, never on a row of its own.
 */
export const OrGroupWithModifierNarrow: Story = {
  args: OrGroupWithModifier.args,
  decorators: widthOf('420px'),
  play: async ({ canvasElement }) => {
    const { field, match, remove } = await conditionBoxes(canvasElement, 2);
    await expect(match.top).toBeGreaterThan(field.bottom);
    await expect(sameRow(field, remove)).toBe(true);
    await expect(remove.left).toBeGreaterThanOrEqual(field.right);
  },
};

/** Narrow and right to left: the delete button ends the first row, at its left. */
export const OrGroupWithModifierNarrowRightToLeft: Story = {
  args: OrGroupWithModifier.args,
  decorators: widthOf('420px', 'rtl'),
  play: async ({ canvasElement }) => {
    const { field, remove } = await conditionBoxes(canvasElement, 2);
    await expect(sameRow(field, remove)).toBe(true);
    await expect(remove.right).toBeLessThanOrEqual(field.left);
  },
};
