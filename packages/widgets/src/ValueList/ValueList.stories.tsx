import type { CustomObjectField, CustomObjectValue } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../testing/storySteps.js';
import { ValueList } from './ValueList.js';
import type { ValueListProps } from './ValueList.js';
import { defaultValueListQuery, type ValueListQuery } from './valueListQuery.js';
import partnerExample from '../../examples/ValueList.tsx?raw';

function field(id: number, extra: Partial<CustomObjectField>): CustomObjectField {
  return {
    id,
    custom_object_id: 4,
    name: `Field ${id}`,
    meta_key: `field-${id}`,
    content_type: 'text',
    use_as_display_name: false,
    options: null,
    sort_order: id,
    ...extra,
  };
}

/** A 'Recipe' resource named by its Title field (use_as_display_name), not by `name`. */
const fields = [
  field(1, { name: 'Title', meta_key: 'title', use_as_display_name: true }),
  field(2, { name: 'Serves', meta_key: 'serves', content_type: 'integer' }),
];

const recipe = (id: number, title: string | null): CustomObjectValue => ({
  id,
  title,
  serves: 4,
  name: `recipe-${id}`,
});

const shakshuka = recipe(11, 'Shakshuka');
const paella = recipe(12, 'Paella');
// No title: the list names it by its id.
const untitled = recipe(13, null);
const borscht = recipe(14, 'Borscht');
const fewValues = [shakshuka, paella, untitled, borscht];

const dishes = ['Ramen', 'Tagine', 'Risotto', 'Pho', 'Goulash', 'Dal', 'Pierogi', 'Ceviche'];
/** 120 recipes: the four above, then 'Ramen 15' to 'Ceviche 130'. */
const manyValues = [
  ...fewValues,
  ...Array.from({ length: 116 }, (_, index) =>
    recipe(index + 15, `${dishes[index % dishes.length]!} ${index + 15}`),
  ),
];

const hrefOf = (value: CustomObjectValue) => `/stores/abc123/custom-object/4/value/${value.id}`;

type HostArgs = ValueListProps & { catalogue?: readonly CustomObjectValue[] };

/**
 * The page around the list, as the app is: it answers each query with the page of the
 * catalogue whose title matches, and deletes, then "reloads".
 */
function ValueListHost({ catalogue, ...args }: HostArgs) {
  const [all, setAll] = useState<readonly CustomObjectValue[]>(catalogue ?? args.values);
  const [query, setQuery] = useState<ValueListQuery>({
    ...defaultValueListQuery,
    ...args.defaultQuery,
  });
  if (catalogue === undefined) return <ValueList {...args} />;
  const text = query.search.trim().toLowerCase();
  const matching = all.filter((value) =>
    String(value['title'] ?? '')
      .toLowerCase()
      .includes(text),
  );
  const start = (query.page - 1) * query.pageSize;
  const remove = (ids: readonly number[]) =>
    setAll((current) => current.filter((value) => !ids.includes(value.id)));
  const { onDelete } = args;
  return (
    <ValueList
      {...args}
      values={matching.slice(start, start + query.pageSize)}
      total={matching.length}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
      onBulkDelete={async (ids) => {
        await args.onBulkDelete(ids);
        remove(ids);
      }}
      onDelete={
        onDelete &&
        (async (value) => {
          await onDelete(value);
          remove([value.id]);
        })
      }
    />
  );
}

const meta = {
  title: 'Widgets/ValueList',
  component: ValueList,
  tags: ['autodocs'],
  args: {
    resourceName: 'Recipe',
    fields,
    values: fewValues,
    total: fewValues.length,
    hrefOf,
    createHref: '/stores/abc123/custom-object/4/value',
    onQueryChange: fn(),
    onDelete: fn(() => Promise.resolve()),
    onBulkDelete: fn(() => Promise.resolve()),
    onUnauthenticated: fn(),
  },
  argTypes: {
    isLoading: { control: 'boolean' },
    isError: { control: 'boolean' },
  },
  render: (args) => <ValueListHost {...args} catalogue={args.values} />,
  parameters: {
    usage: {
      notes: [
        "The value list shows a custom resource's values: “Add {name}”, a search, a table of ID and display name (a link to the value's form), a row menu with Edit and Delete, and rows selected for a bulk Delete; both deletes ask first.",
        "The app loads each page (`onQueryChange`) and deletes; the list says what came of a delete, in a banner or through `onNotice` (a toast of the app's). With no fields yet it offers “Create field” instead.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders `args` through the host, serving `catalogue` page by page. */
const hosted =
  (catalogue: readonly CustomObjectValue[]): Story['render'] =>
  (args) => <ValueListHost {...args} catalogue={catalogue} />;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
/** Each body row as its display name. */
const rowNames = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) => within(row).getByRole('rowheader').textContent);

async function openRowMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu'));
}

const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/** The first page loading: skeleton rows under the columns, no empty state. */
export const Loading: Story = {
  args: { values: [], total: 0, isLoading: true },
  render: (args) => <ValueList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Recipe items' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('columnheader', { name: 'Display name' })).toBeVisible();
    await expect(grid.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/**
 * A resource without fields yet: 'Create fields for your Recipe resource' and 'Create field',
 * which calls `onCreateField`; no values, search or 'Add Recipe'.
 */
export const NoFields: Story = {
  args: { fields: [], values: [], total: 0, onCreateField: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Create fields for your Recipe resource' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Add Recipe' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Create field' }));
    await expect(args.onCreateField).toHaveBeenCalledTimes(1);
  },
};

/** No values yet: 'No items yet', and 'Add Recipe' (a link to the new value's form). */
export const Empty: Story = {
  args: { values: [], total: 0, createHref: undefined, onCreate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No items yet' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Recipe' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

/** A search that matches nothing: 'No items found' in the table, and no pages. */
export const NoResults: Story = {
  args: { values: [], total: 0, query: { search: 'zzz', page: 1, pageSize: 50 } },
  render: (args) => <ValueList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search items' })).toHaveValue('zzz');
    const grid = within(canvas.getByRole('grid'));
    await expect(grid.getByRole('heading', { level: 3, name: 'No items found' })).toBeVisible();
    await expect(grid.getByText('Try another search.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The values could not be loaded: 'Unable to load', 'Please try again later', Try again. */
export const Error: Story = {
  args: { values: [], total: 0, isError: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 3, name: 'Unable to load' })).toBeVisible();
    await expect(alert.getByText('Please try again later')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * 120 recipes from page 2: ID and the display name (the Title field, else the id) as a link to
 * the value's form, Edit as a link too. Page sizes 25, 50, 100, 250; a new size goes back to
 * page 1. Typing waits for a 300 ms pause, then asks once for page 1 of the matches.
 */
export const Full: Story = {
  args: { defaultQuery: { page: 2 }, total: manyValues.length },
  render: hosted(manyValues),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('51–100 of 120')).toBeVisible();
    await expect(rowNames(canvasElement)).toHaveLength(50);
    await expect(canvas.getByRole('link', { name: 'Add Recipe' })).toHaveAttribute(
      'href',
      '/stores/abc123/custom-object/4/value',
    );
    const firstRow = bodyRows(canvasElement)[0]!;
    await expect(within(firstRow).getByRole('gridcell', { name: '61' })).toBeVisible();
    await expect(within(firstRow).getByRole('link', { name: 'Pierogi 61' })).toHaveAttribute(
      'href',
      '/stores/abc123/custom-object/4/value/61',
    );
    const menu = await openRowMenu(canvasElement, 'Pierogi 61');
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/stores/abc123/custom-object/4/value/61',
    );
    await userEvent.keyboard('{Escape}');

    const sizePicker = canvas.getByRole('combobox', { name: 'Items per page' });
    await expect(sizePicker).toHaveValue('50');
    await expect(
      within(sizePicker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100', '250']);
    await userEvent.selectOptions(sizePicker, '25');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await expect(args.onQueryChange).toHaveBeenCalledWith({ search: '', page: 1, pageSize: 25 });
    await waitFor(() => expect(canvas.getByText('1–25 of 120')).toBeVisible());
    // The first page: the recipe without a title shows its id.
    await expect(rowNames(canvasElement).slice(0, 4)).toEqual([
      'Shakshuka',
      'Paella',
      '13',
      'Borscht',
    ]);

    const search = canvas.getByRole('searchbox', { name: 'Search items' });
    await userEvent.click(search);
    await userEvent.keyboard('ramen');
    // Still typing: nothing asked yet.
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenLastCalledWith({
        search: 'ramen',
        page: 1,
        pageSize: 25,
      }),
    );
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.getByText('1–15 of 15')).toBeVisible());
    await expect(rowNames(canvasElement)[0]).toBe('Ramen 15');
  },
};

/**
 * Two rows ticked by their checkboxes, the bulk Delete, then Delete in the confirmation: the
 * host is asked to delete both ids at once; the dialog closes, the selection clears, and
 * 'Items deleted.' shows.
 */
export const BulkDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Paella' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Borscht' }));
    const bulkActions = within(canvas.getByRole('group', { name: 'Bulk actions' }));
    await expect(bulkActions.getByText('2 items selected')).toBeVisible();

    await userEvent.click(bulkActions.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 items?' });
    await expect(dialog).toHaveAccessibleDescription(
      "The 2 selected items will be deleted. This can't be undone.",
    );
    await expect(args.onBulkDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(args.onBulkDelete).toHaveBeenCalledTimes(1);
    await expect(args.onBulkDelete).toHaveBeenCalledWith([12, 14]);
    await dialogClosed();
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await expect(rowNames(canvasElement)).toEqual(['Shakshuka', '13']);
    for (const row of bodyRows(canvasElement)) {
      await expect(row).toHaveAttribute('aria-selected', 'false');
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('Items deleted.');
    // The bulk bar went with the selection: focus is back in the table.
    await waitFor(() =>
      expect(canvas.getByRole('grid').contains(document.activeElement)).toBe(true),
    );
  },
};

/** A bulk delete the host could not do: 'Items could not be deleted.', the selection stays. */
export const BulkDeleteFailed: Story = {
  args: { onBulkDelete: fn(() => Promise.reject({ status: 500 })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    const bulkActions = within(canvas.getByRole('group', { name: 'Bulk actions' }));
    await expect(bulkActions.getByText('4 items selected')).toBeVisible();
    await userEvent.click(bulkActions.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 4 items?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onBulkDelete).toHaveBeenCalledWith([11, 12, 13, 14]);
    await dialogClosed();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Items could not be deleted.');
    await expect(canvas.getByText('4 items selected')).toBeVisible();
    await expect(rowNames(canvasElement)).toHaveLength(4);
  },
};

/**
 * Delete in a row's menu asks first (focus on Cancel), then deletes that value alone:
 * 'Item deleted.', and focus comes back to the table as its row has gone.
 */
export const SingleDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = await openRowMenu(canvasElement, 'Paella');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete item?' });
    await expect(dialog).toHaveAccessibleDescription(
      "'Paella' will be deleted. This can't be undone.",
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(paella);
    await expect(args.onBulkDelete).not.toHaveBeenCalled();
    await dialogClosed();
    await expect(rowNames(canvasElement)).toEqual(['Shakshuka', '13', 'Borscht']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Item deleted.');
    await waitFor(() =>
      expect(canvas.getByRole('grid').contains(document.activeElement)).toBe(true),
    );
  },
};

/**
 * With `onNotice` the host shows the notices its own way (the admin's toasts): a failed delete
 * hands over 'Item could not be deleted.' and the list shows no banner.
 */
export const HostNotices: Story = {
  args: { onDelete: fn(() => Promise.reject({ status: 422 })), onNotice: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = await openRowMenu(canvasElement, '13');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await dialogClosed();
    await expect(args.onNotice).toHaveBeenCalledWith({
      tone: 'critical',
      message: expect.objectContaining({ key: 'valueList.deleteFailed' }),
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(rowNames(canvasElement)).toContain('13');
  },
};

/** A delete answered 401: the session is gone, `onUnauthenticated`, and no notice. */
export const DeleteLoggedOut: Story = {
  args: { onDelete: fn(() => Promise.reject({ status: 401 })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = await openRowMenu(canvasElement, 'Borscht');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await dialogClosed();
    await expect(args.onUnauthenticated).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Without an `onDelete` the row menu offers only Edit; the bulk Delete stays. */
export const NoDeleteHandler: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement }) => {
    const menu = await openRowMenu(canvasElement, 'Shakshuka');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
    await userEvent.keyboard('{Escape}');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Shakshuka' }));
    await expect(
      within(canvas.getByRole('group', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Delete',
      }),
    ).toBeVisible();
  },
};

/**
 * Keys only: Tab into the table, Space ticks a row, ArrowDown and Space the next, Shift+Tab back
 * to the bulk Delete, Enter; in the confirmation Tab to Delete and Enter.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = bodyRows(canvasElement);
    await tabTo(rows[0]!);
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    const bulkActions = within(canvas.getByRole('group', { name: 'Bulk actions' }));
    await expect(bulkActions.getByText('2 items selected')).toBeVisible();

    await tabTo(bulkActions.getByRole('button', { name: 'Delete' }), true);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 items?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBulkDelete).toHaveBeenCalledWith([11, 12]);
    await dialogClosed();
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
  },
};

/** Right to left: the search at the right, 'Add Recipe' at the left, the row menu leftmost. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(grid.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const search = canvas.getByRole('searchbox', { name: 'Search items' });
    const add = canvas.getByRole('link', { name: 'Add Recipe' });
    await expect(add.getBoundingClientRect().right).toBeLessThan(
      search.getBoundingClientRect().left,
    );
    const idHeader = canvas.getByRole('columnheader', { name: 'ID' });
    const actionsHeader = canvas.getByRole('columnheader', { name: 'Actions' });
    await expect(actionsHeader.getBoundingClientRect().right).toBeLessThan(
      idHeader.getBoundingClientRect().left,
    );
  },
};
