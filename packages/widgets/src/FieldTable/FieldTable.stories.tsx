import type { ContentType, CustomObjectField, CustomResourceSummary } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dragByHandle } from '@metafields/design-system/testing';
import { reordered } from '../testing/reordered.js';
import { tabTo } from '../testing/storySteps.js';
import { FieldTable } from './FieldTable.js';
import type { FieldTableProps } from './FieldTable.js';
import { defaultFieldTableQuery, type FieldTableQuery } from './fieldTableQuery.js';
import partnerExample from '../../examples/FieldTable.tsx?raw';

const customResources: CustomResourceSummary[] = [
  { id: 4, name: 'Care guides', slug: 'care_guides', plural_name: 'Care guides' },
];

// What GET /content-types answers: it also knows a type core has no name for.
const contentTypes: ContentType[] = [
  { slug: 'text', name: 'Text' },
  { slug: 'barcode', name: 'Barcode' },
];

function field(id: number, fields: Partial<CustomObjectField> = {}): CustomObjectField {
  return {
    id,
    custom_object_id: 7,
    name: `Field ${id}`,
    meta_key: `field-${id}`,
    content_type: 'text',
    use_as_display_name: false,
    options: null,
    sort_order: id,
    ...fields,
  };
}

const title = field(1, { name: 'Title', meta_key: 'title', use_as_display_name: true });
const washTemperature = field(2, {
  name: 'Wash temperature',
  meta_key: 'wash-temperature',
  content_type: 'integer',
});
const careGuide = field(3, {
  name: 'Care guide',
  meta_key: 'care-guide',
  content_type: 'care_guides',
});
const barcode = field(4, { name: 'Barcode', meta_key: 'barcode', content_type: 'barcode' });
// A content type nobody knows any more: the table shows its slug.
const legacyCode = field(5, { name: 'Legacy code', meta_key: 'code', content_type: 'barcode_v1' });

const fewFields = [title, washTemperature, careGuide, barcode, legacyCode];
/** Sixty fields: the five above, then 'Field 6' to 'Field 60'. */
const manyFields = [...fewFields, ...Array.from({ length: 55 }, (_, index) => field(index + 6))];

const hrefOf = (shown: CustomObjectField) => `/stores/abc123/custom-objects/7/field/${shown.id}`;

type HostArgs = FieldTableProps & { catalogue?: readonly CustomObjectField[] };

/**
 * The settings page around the table, as the app is: it answers each query with the page of
 * the catalogue whose names match, and saves moves and deletions, then "reloads".
 */
function FieldTableHost({ catalogue, ...args }: HostArgs) {
  const [all, setAll] = useState<readonly CustomObjectField[]>(catalogue ?? args.fields);
  const [query, setQuery] = useState<FieldTableQuery>({
    ...defaultFieldTableQuery,
    ...args.defaultQuery,
  });
  if (catalogue === undefined) return <FieldTable {...args} />;
  const search = query.search.trim().toLowerCase();
  const matching = all.filter((each) => each.name.toLowerCase().includes(search));
  const start = (query.page - 1) * query.perPage;
  return (
    <FieldTable
      {...args}
      fields={matching.slice(start, start + query.perPage)}
      total={matching.length}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
      onReorder={(moved, sortOrder) => {
        void args.onReorder(moved, sortOrder);
        setAll((current) => reordered(current, moved, sortOrder));
      }}
      onDelete={async (deleted) => {
        await args.onDelete(deleted);
        setAll((current) => current.filter((each) => each.id !== deleted.id));
      }}
    />
  );
}

const meta = {
  title: 'Widgets/FieldTable',
  component: FieldTable,
  tags: ['autodocs'],
  args: {
    fields: fewFields,
    total: fewFields.length,
    contentTypes,
    customResources,
    hrefOf,
    onQueryChange: fn(),
    onReorder: fn(),
    onDelete: fn(() => Promise.resolve()),
    onCreate: fn(),
  },
  argTypes: {
    isLoading: { control: 'boolean' },
    isError: { control: 'boolean' },
  },
  render: (args) => <FieldTableHost {...args} />,
  parameters: {
    usage: {
      notes: [
        "The field table lists a custom resource's fields: search, server paging, reorder by drag, keyboard or move buttons, the name (marked “(Display name)” for the field that names each value) and content type, and a row menu with Edit and Delete.",
        'The app loads each page and saves: `onReorder` gets the field and its new `sort_order`, the table shows the new order at once and goes back if the promise rejects. The order is frozen while a search is shown.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof FieldTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders `args` through the host, serving `catalogue` page by page. */
const hosted =
  (catalogue: readonly CustomObjectField[]): Story['render'] =>
  (args) => <FieldTableHost {...args} catalogue={catalogue} />;

/** The rows in the order shown, by their drag handles' names ('Drag Title'). */
const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /^Drag / })
    .map((handle) => handle.getAttribute('aria-label')!.replace('Drag ', ''));

/** The list's item for a field, found by its handle. */
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getByRole('button', { name: `Drag ${name}` })
    .closest('li')!;

/** What a screen reader reads of a row: every value with its column's name. */
const rowText = (canvasElement: HTMLElement, name: string) =>
  rowOf(canvasElement, name).textContent;

const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** The first page loading: placeholders and 'Loading' for screen readers, and no pages yet. */
export const Loading: Story = {
  args: { fields: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fields' })).toBeVisible();
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Fields' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** A resource without fields: the spec's 'Field' empty state, and 'Add field' in it. */
export const Empty: Story = {
  args: { fields: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No Field records found' }),
    ).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Add field' });
    // One beside the title, one in the empty state.
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The fields could not be loaded: 'Unable to load', 'Please try again later', Try again. */
export const LoadError: Story = {
  name: 'Error',
  args: { fields: [], total: 0, isError: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { name: 'Unable to load' })).toBeVisible();
    await expect(alert.getByText('Please try again later')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * Sixty fields, 50 a page: each name links to its form, the display name is marked, and each
 * content type shows by its human name (a built-in's, the referenced resource's, the content
 * types list's, else the slug). A new page size goes back to page 1; a search is asked for
 * once, 300 ms after the last keystroke.
 */
export const Full: Story = {
  render: hosted(manyFields),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvasElement).slice(0, 5)).toEqual([
      'Title',
      'Wash temperature',
      'Care guide',
      'Barcode',
      'Legacy code',
    ]);
    await expect(rowNames(canvasElement)).toHaveLength(50);
    await expect(canvas.getByRole('link', { name: 'Title' })).toHaveAttribute(
      'href',
      '/stores/abc123/custom-objects/7/field/1',
    );
    await expect(rowText(canvasElement, 'Title')).toContain('Title (Display name)');
    await expect(rowText(canvasElement, 'Title')).toContain('Content type Text');
    await expect(rowText(canvasElement, 'Wash temperature')).not.toContain('(Display name)');
    await expect(rowText(canvasElement, 'Wash temperature')).toContain('Content type Integer');
    await expect(rowText(canvasElement, 'Care guide')).toContain('Content type Care guides');
    await expect(rowText(canvasElement, 'Barcode')).toContain('Content type Barcode');
    await expect(rowText(canvasElement, 'Legacy code')).toContain('Content type barcode_v1');
    await expect(canvas.getByText('1–50 of 60')).toBeVisible();

    // Page 2, then a new page size: back to page 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 2,
      perPage: 50,
      search: '',
    });
    await waitFor(() => expect(canvas.getByText('51–60 of 60')).toBeVisible());
    const sizePicker = canvas.getByRole('combobox', { name: 'Items per page' });
    await expect(
      within(sizePicker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50', '100', '250']);
    await userEvent.selectOptions(sizePicker, '10');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      perPage: 10,
      search: '',
    });
    await waitFor(() => expect(canvas.getByText('1–10 of 60')).toBeVisible());
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);

    // Typing is asked for once, after the pause.
    await tabTo(canvas.getByRole('searchbox', { name: 'Search fields' }));
    await userEvent.keyboard('care');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledTimes(3));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      perPage: 10,
      search: 'care',
    });
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Care guide']));
    // Positions among results are not positions in the list: the order is frozen meanwhile.
    await expect(canvas.getByRole('button', { name: 'Move Care guide down' })).toBeDisabled();
  },
};

/**
 * Delete asks first: 'Deleting a field is permanent', with Cancel focused. Cancel deletes
 * nothing; Delete hands the field to the host, and focus returns to the table.
 */
export const Delete: Story = {
  render: hosted(fewFields),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const openDelete = async (name: string) => {
      await userEvent.click(canvas.getByRole('button', { name: `Actions for ${name}` }));
      const menu = within(await screen.findByRole('menu'));
      await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Edit',
        'Delete',
      ]);
      await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
      return within(await screen.findByRole('alertdialog', { name: `Delete ${name}?` }));
    };

    let dialog = await openDelete('Barcode');
    await expect(dialog.getByText('Deleting a field is permanent')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialogClosed();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Actions for Barcode' })).toHaveFocus(),
    );

    dialog = await openDelete('Wash temperature');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(washTemperature);
    await dialogClosed();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Drag Wash temperature' })).toBeNull(),
    );
  },
};

const field12 = manyFields[11]!;

/**
 * On page 2 of 10, the keyboard lifts 'Field 12' by its handle (Space), moves it two places
 * down (to index 3 of the page) and drops it (Space): its sort_order is 3 + 1 + (2 - 1) x 10 =
 * 14, its place in the whole list.
 */
export const ReorderByKeyboard: Story = {
  args: { defaultQuery: { page: 2, perPage: 10 } },
  render: hosted(manyFields),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvasElement).slice(0, 3)).toEqual(['Field 11', 'Field 12', 'Field 13']);
    const handle = canvas.getByRole('button', { name: 'Drag Field 12' });
    await tabTo(handle);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('log')).toHaveTextContent(
      'Field 12 lifted, at position 2 of 10.',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('log')).toHaveTextContent('Moved to position 4 of 10.');
    await userEvent.keyboard(' ');

    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await expect(args.onReorder).toHaveBeenCalledWith(field12, 14);
    await waitFor(() =>
      expect(rowNames(canvasElement).slice(0, 4)).toEqual([
        'Field 11',
        'Field 13',
        'Field 14',
        'Field 12',
      ]),
    );
    await expect(canvas.getByRole('log')).toHaveTextContent(
      'Field 12 dropped at position 4 of 10.',
    );
    await expect(await screen.findByText('Field 12 moved to position 14.')).toBeInTheDocument();
    await waitFor(() => expect(handle).toHaveFocus());
  },
};

/** With the pointer: a row dragged by its handle below another. On page 1 the sort_order is the position + 1. */
export const ReorderByDrag: Story = {
  render: hosted(fewFields),
  play: async ({ canvasElement, args }) => {
    await dragByHandle(rowOf(canvasElement, 'Title'), rowOf(canvasElement, 'Care guide'));
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(args.onReorder).toHaveBeenCalledWith(title, 3);
    await waitFor(() =>
      expect(rowNames(canvasElement).slice(0, 3)).toEqual([
        'Wash temperature',
        'Care guide',
        'Title',
      ]),
    );
  },
};

/** A move the host could not save (the promise rejects) puts the rows back as they were. */
export const ReorderFailed: Story = {
  args: {
    onReorder: fn(() => Promise.reject(new Error('Fields could not be re-ordered.'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Barcode up' }));
    await expect(args.onReorder).toHaveBeenCalledWith(barcode, 3);
    await waitFor(() =>
      expect(rowNames(canvasElement)).toEqual([
        'Title',
        'Wash temperature',
        'Care guide',
        'Barcode',
        'Legacy code',
      ]),
    );
  },
};

/** Without links, the name and Edit open the field through `onOpen`. */
export const OpenWithoutLinks: Story = {
  args: { hrefOf: undefined, onOpen: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Barcode' }));
    await expect(args.onOpen).toHaveBeenCalledWith(barcode);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Care guide' }));
    const menu = within(await screen.findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(careGuide);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** Right to left: the drag handle leads each row at its right edge; the menu ends it at the left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Title');
    // The row's first button.
    const handle = within(row).getAllByRole('button')[0]!;
    const name = within(row).getByRole('link', { name: 'Title' });
    const menu = within(row).getByRole('button', { name: 'Actions for Title' });
    await expect(handle.getBoundingClientRect().left).toBeGreaterThan(
      name.getBoundingClientRect().right,
    );
    await expect(menu.getBoundingClientRect().right).toBeLessThan(
      name.getBoundingClientRect().left,
    );
  },
};
