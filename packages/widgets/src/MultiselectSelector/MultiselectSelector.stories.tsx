import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../testing/storySteps.js';
import { MultiselectSelector } from './MultiselectSelector.js';
import type {
  MultiselectSelectorProps,
  SelectorOption,
  SelectorPage,
  SelectorQuery,
} from './MultiselectSelector.js';
import partnerExample from '../../examples/MultiselectSelector.tsx?raw';

// The store's brands: a few named ones, then enough to fill three pages of 25.
const namedBrands = ['Common Good', 'Bell & Ross', 'OFS', 'Sagaform', 'Barbour', 'Rossignol'];
const brands: SelectorOption[] = Array.from({ length: 60 }, (_, index) => ({
  id: String(index + 1),
  name: namedBrands[index] ?? `Brand ${String(index + 1).padStart(2, '0')}`,
}));

const customerGroups: SelectorOption[] = [
  { id: '1', name: 'Retail' },
  { id: '2', name: 'Wholesale' },
  { id: '3', name: 'VIP' },
  { id: '4', name: 'Staff' },
];

/**
 * A fake loader over `options`, as the app's would answer from the store's API: a search over
 * the names, one page of them and the total, after a short wait.
 */
function fakeLoader(options: readonly SelectorOption[], delayMs = 30) {
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  return {
    loadOptions: fn(async ({ search, page, perPage }: SelectorQuery): Promise<SelectorPage> => {
      await wait();
      const matching = options.filter((option) =>
        option.name.toLowerCase().includes(search.toLowerCase()),
      );
      return {
        options: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
      };
    }),
    lookUpOptions: fn(async (ids: readonly string[]): Promise<SelectorOption[]> => {
      await wait();
      return options.filter((option) => ids.includes(option.id));
    }),
  };
}

/** The form around the selector, keeping the value it reports. */
function ControlledSelector(args: MultiselectSelectorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxInlineSize: '32rem' }}>
      <MultiselectSelector
        {...args}
        value={value}
        onChange={(ids) => {
          args.onChange(ids);
          setValue(ids);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/MultiselectSelector',
  component: MultiselectSelector,
  tags: ['autodocs'],
  args: {
    label: 'Brand',
    selectionMode: 'single',
    value: [],
    onChange: fn(),
    ...fakeLoader(brands),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['single', 'multiple'] },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  render: (args) => <ControlledSelector {...args} />,
  parameters: {
    usage: {
      notes: [
        "The multiselect selector chooses records from a long list the partner's backend pages through (brands, customer groups): a read-only box shows the chosen names, each with a Remove button, and “Choose brands” opens a dialog with search and paging, with radio buttons for one choice or checkboxes for several.",
        'Confirming the dialog reports the chosen ids through `onChange`; Cancel and Escape change nothing. The box shows “#id” until `lookUpOptions` has named a choice.',
        "For a short fixed list the design system's `MultiSelect` is lighter: it filters options in place without a dialog.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof MultiselectSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) => screen.findByRole('dialog', { name });
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Nothing chosen: the box says so, and the Choose button names the field. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('group', { name: 'Brand' });
    await expect(within(field).getByText('None chosen')).toBeVisible();
    await expect(within(field).getByRole('button', { name: 'Choose Brand' })).toBeEnabled();
    await expect(args.lookUpOptions).not.toHaveBeenCalled();
  },
};

/** Chosen customer groups show by name once looked up; an unknown id shows as '#id'. */
export const Filled: Story = {
  args: {
    label: 'Customer group',
    selectionMode: 'multiple',
    value: ['2', '3', '99'],
    description: 'Customers in any of these groups match.',
    ...fakeLoader(customerGroups),
  },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('group', { name: 'Customer group' });
    await expect(field).toHaveAccessibleDescription('Customers in any of these groups match.');
    await expect(await within(field).findByText('Wholesale')).toBeVisible();
    await expect(within(field).getByText('VIP')).toBeVisible();
    await expect(within(field).getByText('#99')).toBeVisible();
    await expect(args.lookUpOptions).toHaveBeenCalledTimes(1);
    await expect(args.lookUpOptions).toHaveBeenCalledWith(['2', '3', '99']);
    await expect(within(field).getByRole('button', { name: 'Remove Wholesale' })).toBeVisible();
  },
};

/** With an error message the box turns critical and the message describes the field. */
export const Invalid: Story = {
  args: { errorMessage: 'This field is required' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('group', { name: 'Brand' });
    await expect(field).toHaveAccessibleDescription('This field is required');
    await expect(
      within(field).getByRole('button', { name: 'Choose Brand' }),
    ).toHaveAccessibleDescription('This field is required');
  },
};

/**
 * By keyboard alone: Tab to Choose, Enter opens the dialog with focus in the search, Tab to the
 * radio buttons, arrows choose, Enter confirms. The field then shows the name.
 */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Choose Brand' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findDialog('Choose Brand'));
    await waitFor(() => expect(dialog.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
    await dialog.findByRole('radiogroup', { name: 'Options' });
    await expect(args.loadOptions).toHaveBeenLastCalledWith({ search: '', page: 1, perPage: 25 });
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: 'Common Good' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'OFS' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(['3']);
    await dialogClosed();
    const field = canvas.getByRole('group', { name: 'Brand' });
    // The name comes from the dialog: no lookup is needed.
    await expect(within(field).getByText('OFS')).toBeVisible();
    await expect(args.lookUpOptions).not.toHaveBeenCalled();
    // Focus is back on the button that opened the dialog.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose Brand' })).toHaveFocus());
  },
};

/**
 * Several brands with checkboxes, chosen on two pages: choices survive paging, and the value
 * lists them in the order chosen, after the one chosen before.
 */
export const MultipleAcrossPages: Story = {
  args: { selectionMode: 'multiple', value: ['2'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose Brand' }));
    const dialog = within(await findDialog('Choose Brand'));
    await dialog.findByRole('group', { name: 'Options' });
    await expect(dialog.getByRole('checkbox', { name: 'Bell & Ross' })).toBeChecked();
    await expect(dialog.getByText('1 chosen')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Sagaform' }));
    await expect(dialog.getByText('2 chosen')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(await dialog.findByRole('checkbox', { name: 'Brand 26' })).not.toBeChecked();
    await expect(args.loadOptions).toHaveBeenLastCalledWith({ search: '', page: 2, perPage: 25 });
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Brand 30' }));
    await expect(dialog.getByText('3 chosen')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Previous page' }));
    await expect(await dialog.findByRole('checkbox', { name: 'Sagaform' })).toBeChecked();

    await userEvent.click(dialog.getByRole('button', { name: 'Select' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(['2', '4', '30']);
    await dialogClosed();
    const field = within(canvasElement).getByRole('group', { name: 'Brand' });
    await expect(
      within(field)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bell & Ross', 'Sagaform', 'Brand 30']);
  },
};

/**
 * The search waits 100 ms after the last keystroke, so typing asks the loader once, and a new
 * search goes back to page 1.
 */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose Brand' }));
    const dialog = within(await findDialog('Choose Brand'));
    await dialog.findByRole('radiogroup', { name: 'Options' });
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await dialog.findByRole('radio', { name: 'Brand 26' });
    await expect(args.loadOptions).toHaveBeenLastCalledWith({ search: '', page: 2, perPage: 25 });

    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search' }), 'ross');
    await expect(await dialog.findByRole('radio', { name: 'Rossignol' })).toBeVisible();
    await expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '2',
      '6',
    ]);
    await expect(args.loadOptions).toHaveBeenLastCalledWith({
      search: 'ross',
      page: 1,
      perPage: 25,
    });
    // No query for the partial words typed on the way.
    await expect(args.loadOptions.mock.calls.map(([query]) => query.search)).toEqual([
      '',
      '',
      'ross',
    ]);
    await expect(dialog.getByText('1–2 of 2')).toBeVisible();
  },
};

/** A search that matches nothing says so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose Brand' }));
    const dialog = within(await findDialog('Choose Brand'));
    await dialog.findByRole('radiogroup', { name: 'Options' });
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search' }), 'zzz');
    await expect(
      await dialog.findByRole('heading', { name: 'No results found' }),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Try another search.')).toBeVisible();
    await expect(dialog.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Choices made in the dialog are dropped by Cancel and by Escape. */
export const Cancel: Story = {
  args: { selectionMode: 'multiple', value: ['1'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Brand' }));
    let dialog = within(await findDialog('Choose Brand'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'OFS' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    await userEvent.click(canvas.getByRole('button', { name: 'Choose Brand' }));
    dialog = within(await findDialog('Choose Brand'));
    // The dialog starts afresh from the value.
    await expect(await dialog.findByRole('checkbox', { name: 'OFS' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Common Good' }));
    await userEvent.keyboard('{Escape}');
    await dialogClosed();

    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      await within(canvas.getByRole('group', { name: 'Brand' })).findByText('Common Good'),
    ).toBeVisible();
  },
};

/** Each chosen item has a Remove button; focus moves on to the next one. */
export const RemoveByKeyboard: Story = {
  args: { selectionMode: 'multiple', value: ['1', '2', '3'] },
  play: async ({ canvasElement, args }) => {
    const field = within(within(canvasElement).getByRole('group', { name: 'Brand' }));
    await field.findByText('Bell & Ross');
    await tabTo(field.getByRole('button', { name: 'Remove Bell & Ross' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['1', '3']);
    await expect(field.getByRole('button', { name: 'Remove OFS' })).toHaveFocus();
    await expect(field.getByText('Bell & Ross removed')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['1']);
    await expect(field.getByRole('button', { name: 'Remove Common Good' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(field.getByRole('button', { name: 'Choose Brand' })).toHaveFocus();
    await expect(field.getByText('None chosen')).toBeVisible();
  },
};

/** While a page is on its way the dialog shows a spinner. */
export const Loading: Story = {
  args: { loadOptions: fn((_query: SelectorQuery) => new Promise<SelectorPage>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose Brand' }));
    const dialog = within(await findDialog('Choose Brand'));
    await expect(
      await dialog.findByRole('progressbar', { name: 'Loading options' }),
    ).toBeInTheDocument();
    await expect(dialog.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** A failed load shows the zero-results panel's error, with a retry that asks again. */
export const UnableToLoad: Story = {
  args: {
    loadOptions: fn((_query: SelectorQuery): Promise<SelectorPage> =>
      Promise.reject(new Error('503')),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose Brand' }));
    const dialog = within(await findDialog('Choose Brand'));
    const alert = within(await dialog.findByRole('alert'));
    await expect(alert.getByRole('heading', { name: 'Unable to load' })).toBeInTheDocument();
    await expect(alert.getByText('Please try again later')).toBeInTheDocument();
    await expect(dialog.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalledTimes(2));
    await expect(args.loadOptions).toHaveBeenLastCalledWith({ search: '', page: 1, perPage: 25 });
  },
};

/** Read-only: the names without buttons; the field itself takes focus so it can be read. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, selectionMode: 'multiple', value: ['1', '5'] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Brand' });
    await expect(await within(group).findByText('Barbour')).toBeVisible();
    await expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(group).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Disabled: no buttons, no focus, and the group says it is disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, value: ['1'] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Brand' });
    await expect(group).toHaveAttribute('aria-disabled', 'true');
    await expect(await within(group).findByText('Common Good')).toBeVisible();
    await expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(group).not.toHaveFocus();
  },
};

/** Right to left: the label and chips start at the right, the Choose button ends at the left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'מותג', selectionMode: 'multiple', value: ['1', '2'] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'מותג' });
    const first = await within(group).findByText('Common Good');
    const second = within(group).getByText('Bell & Ross');
    const choose = within(group).getByRole('button', { name: /מותג/ });
    await expect(first.getBoundingClientRect().right).toBeGreaterThan(
      second.getBoundingClientRect().right,
    );
    await expect(choose.getBoundingClientRect().right).toBeLessThan(
      second.getBoundingClientRect().left,
    );
  },
};
