import type { Metafield } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../testing/storySteps.js';
import { MetafieldTable } from './MetafieldTable.js';
import type { MetafieldTableProps } from './MetafieldTable.js';
import partnerExample from '../../examples/MetafieldTable.tsx?raw';

const metafield = (
  id: number,
  namespace: string,
  key: string,
  extra: Partial<Metafield> = {},
): Metafield => ({
  id,
  namespace,
  key,
  value: 'value',
  permission_set: 'write',
  owner_client_id: 'a1b2c3d4',
  resource_type: 'product',
  resource_id: 111,
  date_created: '2023-06-01T12:00:00+00:00',
  date_modified: '2024-01-15T09:45:00+00:00',
  ...extra,
});

const warranty = metafield(101, 'specs', 'warranty', {
  value: '2',
  description: 'Years of cover',
  permission_set: 'read_and_sf_access',
  date_modified: '2024-05-02T08:15:00+00:00',
});
// 01:30 at +02:00 is still the 1st of March in UTC, which the table shows.
const weight = metafield(102, 'shipping', 'weight_g', {
  value: '2024-03-01',
  description: 'Packed weight in grams',
  date_modified: '2024-03-02T01:30:00+02:00',
});
const washing = metafield(103, 'care', 'washing', {
  value: `<p>Machine wash <b>cold</b>, ${'then dry flat away from direct heat and sunlight. '.repeat(3)}</p>`,
  description: 'Machine wash cold',
  permission_set: 'write_and_sf_access',
  date_modified: '2023-11-20T12:00:00+00:00',
});
const keywords = metafield(104, 'seo', 'keywords', {
  value: '["linen","summer","dress"]',
  description: 'Search keywords for the storefront',
  permission_set: 'app_only',
});
const origin = metafield(105, 'specs', 'country_of_origin', {
  value: '{"url":"https://cdn.example.com/files/origin.pdf","name":"Origin certificate"}',
  description: 'Made in Porto, shipped from Lisbon',
  date_modified: undefined,
});
const few = [warranty, weight, washing, keywords, origin];

const namespaces = ['specs', 'shipping', 'care', 'seo', 'marketing', 'erp', 'reviews', 'b2b'];
const words = ['colour', 'size', 'material', 'sku_alias', 'badge', 'rating', 'lead_time'];
/** The 250 metafields of one fetch (the platform's limit), in the platform's order. */
const many: Metafield[] = Array.from({ length: 250 }, (_, index) => {
  const id = 1000 - index;
  return metafield(id, namespaces[index % 8]!, `${words[index % 7]!}_${id}`, {
    description: `Generated metafield ${id}`,
    permission_set: index % 3 === 0 ? 'write_and_sf_access' : 'write',
    date_modified: new Date(Date.UTC(2024, 0, 1) + ((index * 37) % 250) * 3_600_000)
      .toISOString()
      .replace('.000Z', '+00:00'),
  });
});

/** The page around the table: deleted metafields leave the list, as after the app's reload. */
function MetafieldsTab(args: MetafieldTableProps) {
  const [metafields, setMetafields] = useState(args.metafields);
  return (
    <MetafieldTable
      {...args}
      metafields={metafields}
      onDelete={async (deleted) => {
        await args.onDelete(deleted);
        setMetafields((list) => list.filter((item) => item.id !== deleted.id));
      }}
    />
  );
}

const meta = {
  title: 'Widgets/MetafieldTable',
  component: MetafieldTable,
  tags: ['autodocs'],
  args: {
    metafields: few,
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(() => Promise.resolve()),
    onChangeOwner: fn(() => Promise.resolve()),
    onUnauthenticated: fn(),
    changeOwnerLearnMoreHref: 'https://support.example.com/metafields/owners',
  },
  render: (args) => <MetafieldsTab {...args} />,
  parameters: {
    usage: {
      notes: [
        "The metafield table is a record's Custom metafields tab: namespace, key, “Available on storefront”, last updated, and a row menu with Edit, Delete and Change owner; a search over key, namespace and description; sorting; page sizes from 10 to 250.",
        "The app passes all of the record's metafields: search, sort, paging and selection happen in the table. Selected rows can be deleted together, one by one behind a progress bar, after a confirmation.",
        "Changes go out through callbacks (`onCreate`, `onEdit`, `onDelete`, `onChangeOwner`); a delete or a reassign that fails with the server's answer shows the spec's message. Keep `view` in the page's address so that coming back from a metafield's form shows the list as it was left.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof MetafieldTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
/** Each body row as its namespace and key. */
const rowNames = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) =>
    within(row)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
      .join(': '),
  );
const rowOf = (canvasElement: HTMLElement, key: string) =>
  bodyRows(canvasElement).find((row) => within(row).queryByRole('rowheader', { name: key }))!;

/** Presses an arrow key until `element` has focus: how a keyboard user moves inside the grid. */
async function arrowTo(element: HTMLElement, key: string) {
  for (let presses = 0; presses < 12 && document.activeElement !== element; presses += 1) {
    await userEvent.keyboard(`{${key}}`);
  }
  await expect(element).toHaveFocus();
}

/** Opens a row's menu by keyboard (Tab into the grid, arrows to the button, Enter). */
async function openRowMenuByKeyboard(
  canvasElement: HTMLElement,
  name: string,
  arrow = 'ArrowRight',
) {
  const canvas = within(canvasElement);
  await tabTo(bodyRows(canvasElement)[0]!);
  const trigger = canvas.getByRole('button', { name });
  await arrowTo(trigger, arrow);
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

/**
 * The 250 metafields of a fetch: 10 on a page (the default), the columns of the spec, Yes/No
 * from the permission set and the last update in UTC.
 */
export const Filled: Story = {
  args: { metafields: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Namespace',
      'Key',
      'Value',
      'Available on storefront',
      'Last updated (UTC)',
      'Actions',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 250')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 25')).toBeVisible();
    const first = within(bodyRows(canvasElement)[0]!);
    await expect(first.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'specs',
      'colour_1000',
    ]);
    await expect(first.getByRole('gridcell', { name: 'Yes' })).toBeVisible();
    await expect(first.getByRole('gridcell', { name: /^Jan 1, 2024, 12:00\sAM$/ })).toBeVisible();
    await expect(
      within(bodyRows(canvasElement)[1]!).getByRole('gridcell', { name: 'No' }),
    ).toBeVisible();
  },
};

/** Dates show in UTC whatever offset the platform sent; a metafield without one shows none. */
export const LastUpdatedInUtc: Story = {
  play: async ({ canvasElement }) => {
    const cells = (key: string) => within(rowOf(canvasElement, key)).getAllByRole('gridcell');
    // The grid cells of a row: selection, Value, 'Available on storefront', 'Last updated',
    // Actions.
    await expect(cells('weight_g')[3]).toHaveTextContent(/^Mar 1, 2024, 11:30\sPM$/);
    await expect(within(cells('weight_g')[3]!).getByText(/11:30/)).toHaveAttribute(
      'datetime',
      '2024-03-02T01:30:00+02:00',
    );
    await expect(cells('country_of_origin')[3]).toHaveTextContent('');
    await expect(cells('keywords')[2]).toHaveTextContent('No');
    await expect(cells('warranty')[2]).toHaveTextContent('Yes');
  },
};

/**
 * The Value column shows what each value says, by its kind: a number, a date, the text of some
 * HTML cut to one line (the whole of it in the cell's name and tooltip), a list's first item and
 * how many more, a file's name.
 */
export const ValuePreviews: Story = {
  play: async ({ canvasElement }) => {
    const valueCell = (key: string) =>
      within(rowOf(canvasElement, key)).getAllByRole('gridcell')[1]!;
    await expect(valueCell('warranty')).toHaveTextContent(/^2$/);
    await expect(valueCell('weight_g')).toHaveTextContent(/^Mar 1, 2024$/);
    await expect(valueCell('keywords')).toHaveTextContent(/^linen, \+2 more$/);
    await expect(valueCell('country_of_origin')).toHaveTextContent(/^Origin certificate$/);
    const washingText = 'Machine wash cold, then dry flat away from direct heat and sunlight.';
    const care = valueCell('washing');
    await expect(care).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${washingText}`)));
    await expect(care).not.toHaveTextContent('<');
    const preview = within(care).getByTitle(new RegExp(`^${washingText}`));
    // Cut to one line on screen: the text is wider than the box that shows it.
    await expect(preview.scrollWidth).toBeGreaterThan(preview.clientWidth);
  },
};

/** No metafields: the empty state offers 'Create metafield', with no search or table. */
export const Empty: Story = {
  args: { metafields: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No custom metafields yet' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: 'Create metafield' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(args.onCreate).toHaveBeenCalledWith();
  },
};

/** 'Create metafield' above a filled table. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create metafield' }));
    await expect(args.onCreate).toHaveBeenCalledWith();
  },
};

/**
 * The search matches key, namespace and description, ignoring case, as the person types; the
 * count is announced; no match shows its own state with 'Show all metafields'.
 */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search metafields' });
    // 'ship' is weight_g's namespace and country_of_origin's description.
    await userEvent.type(search, 'SHIP');
    await expect(rowNames(canvasElement)).toEqual([
      'shipping: weight_g',
      'specs: country_of_origin',
    ]);
    await expect(canvas.getByText('2 metafields found')).toHaveAttribute('role', 'status');

    await userEvent.clear(search);
    await userEvent.type(search, 'keyw');
    await expect(rowNames(canvasElement)).toEqual(['seo: keywords']);
    await expect(canvas.getByText('1 metafield found')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    await expect(canvas.getByRole('heading', { name: 'No metafields found' })).toBeVisible();
    await expect(canvas.getByText('Try another key, namespace or description.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all metafields' }));
    await expect(search).toHaveValue('');
    await expect(rowNames(canvasElement)).toHaveLength(5);
  },
};

/** A search from page 3 starts again on page 1. */
export const SearchBackToPageOne: Story = {
  args: { metafields: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getByText('21–30 of 250')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search metafields' }), 'badge');
    // 250 / 7 words: the 36 metafields whose key starts with 'badge'.
    await expect(canvas.getByText('1–10 of 36')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 4')).toBeVisible();
    for (const name of rowNames(canvasElement)) await expect(name).toMatch(/: badge_\d+$/);
  },
};

/**
 * Each column sorts by pointer and keyboard: text in natural order, No before Yes, dates in
 * time (a metafield without a date last); pressing again reverses.
 */
export const Sort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Keyboard: the arrows reach a header, Enter sorts by it.
    const storefront = canvas.getByRole('columnheader', { name: 'Available on storefront' });
    await tabTo(bodyRows(canvasElement)[0]!);
    await userEvent.keyboard('{ArrowUp}');
    await arrowTo(storefront, 'ArrowRight');
    await userEvent.keyboard('{Enter}');
    await expect(storefront).toHaveAttribute('aria-sort', 'ascending');
    // No (weight_g, keywords, country_of_origin) before Yes, ties in the order before.
    await expect(rowNames(canvasElement)).toEqual([
      'shipping: weight_g',
      'seo: keywords',
      'specs: country_of_origin',
      'specs: warranty',
      'care: washing',
    ]);

    const keyHeader = canvas.getByRole('columnheader', { name: 'Key' });
    await userEvent.click(keyHeader);
    await expect(keyHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(storefront).not.toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(canvasElement)).toEqual([
      'specs: country_of_origin',
      'seo: keywords',
      'specs: warranty',
      'care: washing',
      'shipping: weight_g',
    ]);
    await userEvent.click(keyHeader);
    await expect(keyHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(canvasElement)[0]).toBe('shipping: weight_g');

    const updated = canvas.getByRole('columnheader', { name: 'Last updated (UTC)' });
    await userEvent.click(updated);
    await expect(rowNames(canvasElement)).toEqual([
      'care: washing',
      'seo: keywords',
      'shipping: weight_g',
      'specs: warranty',
      'specs: country_of_origin',
    ]);
    await userEvent.click(updated);
    await expect(rowNames(canvasElement)).toEqual([
      'specs: warranty',
      'shipping: weight_g',
      'seo: keywords',
      'care: washing',
      'specs: country_of_origin',
    ]);
  },
};

/** Page sizes 10, 25, 50, 100 and 250; a new size starts on page 1. */
export const PageSize: Story = {
  args: { metafields: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next page' });
    for (let step = 0; step < 3; step += 1) await userEvent.click(next);
    await expect(canvas.getByText('31–40 of 250')).toBeVisible();

    const sizePicker = canvas.getByRole('combobox', { name: 'Items per page' });
    await expect(
      within(sizePicker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100', '250']);
    await userEvent.selectOptions(sizePicker, '25');
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await expect(canvas.getByText('1–25 of 250')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 10')).toBeVisible();
  },
};

/** Edit in a row's menu, by keyboard, hands over that metafield. */
export const EditAction: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openRowMenuByKeyboard(canvasElement, 'Actions for specs: warranty');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete', 'Change owner']);
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onEdit).toHaveBeenCalledWith(warranty);
  },
};

/**
 * Delete in a row's menu asks first (focus on Cancel); Delete deletes exactly that metafield
 * through the progress bar, the row leaves, and the deletion is announced.
 */
export const DeleteOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for shipping: weight_g' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete metafield?' });
    await expect(dialog).toHaveAccessibleDescription(
      "'shipping: weight_g' will be deleted. This can't be undone.",
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(weight);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(rowNames(canvasElement)).not.toContain('shipping: weight_g');
    await expect(canvas.getByText('1 metafield deleted')).toHaveAttribute('role', 'status');
    // The row whose menu opened the dialog is gone: focus comes back to the table.
    await waitFor(() =>
      expect(canvas.getByRole('grid').contains(document.activeElement)).toBe(true),
    );
  },
};

/** Cancel in the confirmation deletes nothing. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions for care: washing' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete metafield?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

// The deletes of BulkDeleteWithProgress wait here until the story lets each one finish.
const pendingDeletes: (() => void)[] = [];

/**
 * Three rows selected by keyboard, 'Delete metafields', Delete: the metafields are deleted one
 * after another in the table's order, the bar shows 0, 33, 66 and 100 percent, nothing closes
 * the dialog meanwhile, and then the selection is cleared.
 */
export const BulkDeleteWithProgress: Story = {
  args: {
    onDelete: fn(() => new Promise<void>((resolve) => pendingDeletes.push(resolve))),
  },
  beforeEach: () => {
    pendingDeletes.length = 0;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = bodyRows(canvasElement);
    await tabTo(rows[0]!);
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown} ');
    await userEvent.keyboard('{ArrowDown} ');
    for (const row of rows.slice(0, 3)) await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'false');
    const bulkActions = canvas.getByRole('group', { name: 'Bulk actions' });
    await expect(bulkActions).toHaveTextContent('3 metafields selected');

    const bulkDelete = within(bulkActions).getByRole('button', { name: 'Delete metafields' });
    await tabTo(bulkDelete, true);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 metafields?' });
    await expect(dialog).toHaveAccessibleDescription(
      "The 3 selected metafields will be deleted one by one. This can't be undone.",
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const bar = await within(dialog).findByRole('progressbar', { name: 'Deleting metafields' });
    const percentAfter = async (done: number, percent: string) => {
      pendingDeletes[done - 1]!();
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', percent));
    };
    await expect(bar).toHaveAttribute('aria-valuetext', '0%');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenNthCalledWith(1, warranty);

    // Mid-way nothing dismisses the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(screen.getByRole('alertdialog')).toBe(dialog);

    await percentAfter(1, '33%');
    await expect(bar).toBeVisible();
    await expect(args.onDelete).toHaveBeenCalledTimes(2);
    await expect(args.onDelete).toHaveBeenNthCalledWith(2, weight);
    await percentAfter(2, '66%');
    await expect(args.onDelete).toHaveBeenCalledTimes(3);
    await expect(args.onDelete).toHaveBeenNthCalledWith(3, washing);
    pendingDeletes[2]!();

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).toHaveBeenCalledTimes(3);
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await expect(rowNames(canvasElement)).toEqual(['seo: keywords', 'specs: country_of_origin']);
    for (const row of bodyRows(canvasElement)) {
      await expect(row).toHaveAttribute('aria-selected', 'false');
    }
    await expect(canvas.getByText('3 metafields deleted')).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(canvas.getByRole('grid').contains(document.activeElement)).toBe(true),
    );
  },
};

/**
 * A 403 on one item names it ("You do not have permission to delete metafield
 * 'shipping: weight_g'"); the others are still deleted, the dialog stays open on the result
 * until Close, and the selection is cleared.
 */
export const BulkDeleteFailingItem: Story = {
  args: {
    onDelete: fn((item: Metafield) =>
      item.id === weight.id ? Promise.reject({ status: 403 }) : Promise.resolve(),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(within(rowOf(canvasElement, 'keywords')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, 'country_of_origin')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete metafields' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 metafields?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "You do not have permission to delete metafield 'shipping: weight_g'",
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      '2 of 3 metafields deleted.',
    );
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Deleting metafields' }),
    ).toHaveAttribute('aria-valuetext', '100%');
    await expect(args.onDelete.mock.calls).toEqual([[warranty], [weight], [washing]]);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(rowNames(canvasElement)).toEqual([
      'shipping: weight_g',
      'seo: keywords',
      'specs: country_of_origin',
    ]);
    await expect(rowOf(canvasElement, 'weight_g')).toHaveAttribute('aria-selected', 'false');
  },
};

/** A 401 stops the run: nothing after it is tried, and the app is told. */
export const BulkDeleteLoggedOut: Story = {
  args: { onDelete: fn(() => Promise.reject({ status: 401 })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete metafields' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 5 metafields?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('0 of 5 metafields deleted.')).toBeVisible();
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onUnauthenticated).toHaveBeenCalledTimes(1);
  },
};

/**
 * Change owner in a row's menu opens the change owner dialog with the current owner; the new
 * owner goes out as the body of POST /metafields/reassign for that metafield.
 */
export const ChangeOwner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions for specs: warranty' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change owner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change owner' }));
    await waitFor(() => expect(dialog.getByText('Current owner ID: a1b2c3d4')).toBeVisible());
    const input = dialog.getByRole('textbox', { name: 'New owner ID' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('42{Enter}');
    await expect(args.onChangeOwner).toHaveBeenCalledTimes(1);
    await expect(args.onChangeOwner).toHaveBeenCalledWith({ owner_id: 42, metafield_ids: [101] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A failed reassign keeps the dialog open with the server's error (core's rule). */
export const ChangeOwnerError: Story = {
  args: {
    onChangeOwner: fn(() =>
      Promise.reject({ status: 422, body: { error: 'Owner 42 is not an app of this store.' } }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const menu = await openRowMenuByKeyboard(canvasElement, 'Actions for specs: warranty');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Change owner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change owner' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New owner ID' }), '42{Enter}');
    await expect(args.onChangeOwner).toHaveBeenCalledWith({ owner_id: 42, metafield_ids: [101] });
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Owner 42 is not an app of this store.',
    );
  },
};

/** While the metafields are read: a spinner in the table, not the empty state. */
export const Loading: Story = {
  args: { metafields: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Custom metafields' })).toBeVisible();
    await expect(canvas.getAllByRole('progressbar').length).toBeGreaterThan(0);
    await expect(
      canvas.queryByRole('heading', { name: 'No custom metafields yet' }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('heading', { name: 'No metafields found' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * In Hebrew the tab runs right to left: the search at the right, 'Create metafield' at the
 * left, the row menu at the left end of its row, reached with ArrowLeft.
 */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(grid.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const search = canvas.getByRole('searchbox', { name: 'Search metafields' });
    const create = canvas.getByRole('button', { name: 'Create metafield' });
    await expect(create.getBoundingClientRect().right).toBeLessThan(
      search.getBoundingClientRect().left,
    );
    const namespaceHeader = canvas.getByRole('columnheader', { name: 'Namespace' });
    const actionsHeader = canvas.getByRole('columnheader', { name: 'Actions' });
    await expect(actionsHeader.getBoundingClientRect().right).toBeLessThan(
      namespaceHeader.getBoundingClientRect().left,
    );
    const menu = await openRowMenuByKeyboard(
      canvasElement,
      'Actions for specs: warranty',
      'ArrowLeft',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(warranty);
  },
};
