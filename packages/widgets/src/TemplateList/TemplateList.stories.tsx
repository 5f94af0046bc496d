import type { CustomResourceSummary, Template } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TemplateList } from './TemplateList.js';
import type { TemplateListProps } from './TemplateList.js';
import { defaultTemplateListQuery, type TemplateListQuery } from './templateListQuery.js';
import { dragByHandle, slowWork } from '@metafields/design-system/testing';
import { reordered } from '../testing/reordered.js';
import { tabTo } from '../testing/storySteps.js';
import partnerExample from '../../examples/TemplateList.tsx?raw';

const customResources: CustomResourceSummary[] = [
  { id: 4, name: 'Care guides', slug: 'care_guides', plural_name: 'Care guides' },
];

function template(id: number, fields: Partial<Template> = {}): Template {
  return {
    id,
    name: `Template ${id}`,
    namespace: 'shared',
    meta_key: `template-${id}`,
    description: null,
    content_type: 'text',
    options: null,
    use_on_storefront: true,
    sort_order: id,
    metafield_count: 0,
    ...fields,
  };
}

const careInstructions = template(1, {
  name: 'Care instructions',
  meta_key: 'care-instructions',
  content_type: 'rich_text',
  metafield_count: 3,
});
const warranty = template(2, {
  name: 'Warranty years',
  meta_key: 'warranty-years',
  content_type: 'integer',
  metafield_count: 1,
});
const fabric = template(3, { name: 'Fabric', namespace: 'specs', meta_key: 'fabric' });
const careGuide = template(4, {
  name: 'Care guide',
  meta_key: 'care-guide',
  content_type: 'care_guides',
});
// A content type nobody knows any more: the list shows its slug.
const legacyCode = template(5, {
  name: 'Legacy code',
  namespace: 'legacy',
  meta_key: 'code',
  content_type: 'barcode_v1',
  metafield_count: undefined,
});

const fewTemplates = [careInstructions, warranty, fabric, careGuide, legacyCode];
/** Sixty templates: the five above, then 'Template 6' to 'Template 60'. */
const manyTemplates = [
  ...fewTemplates,
  ...Array.from({ length: 55 }, (_, index) => template(index + 6)),
];

const hrefOf = (shown: Template) => `/stores/abc123/templates/products/form/${shown.id}`;

function matches(shown: Template, search: string): boolean {
  const text = search.trim().toLowerCase();
  return [shown.name, shown.namespace, shown.meta_key].some((field) =>
    field.toLowerCase().includes(text),
  );
}

type HostArgs = TemplateListProps & { catalogue?: readonly Template[] };

/**
 * The page around the list, as the app is: it answers each query with the page of the
 * catalogue that matches, and saves moves and deletions, then "reloads".
 */
function TemplateListHost({ catalogue, ...args }: HostArgs) {
  const [all, setAll] = useState<readonly Template[]>(catalogue ?? args.templates);
  const [query, setQuery] = useState<TemplateListQuery>({
    ...defaultTemplateListQuery,
    ...args.defaultQuery,
  });
  if (catalogue === undefined) return <TemplateList {...args} />;
  const matching = all.filter((each) => matches(each, query.search));
  const start = (query.page - 1) * query.perPage;
  return (
    <TemplateList
      {...args}
      templates={matching.slice(start, start + query.perPage)}
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
  title: 'Widgets/TemplateList',
  component: TemplateList,
  tags: ['autodocs'],
  args: {
    entity: 'product',
    templates: fewTemplates,
    total: fewTemplates.length,
    customResources,
    hrefOf,
    onQueryChange: fn(),
    onReorder: fn(),
    onDelete: fn(() => Promise.resolve()),
    onCreate: fn(),
    onExport: fn(),
    onImport: fn(),
    onPreviewImport: fn(),
    graphqlHelpHref: 'https://support.example.com/metafields/graphql',
    plansHref: '/stores/abc123/billing',
  },
  argTypes: {
    entity: {
      control: 'select',
      options: [
        'brand',
        'category',
        'channel',
        'customer',
        'location',
        'order',
        'product',
        'variant',
      ],
    },
    isLoading: { control: 'boolean' },
    isError: { control: 'boolean' },
  },
  render: (args) => <TemplateListHost {...args} />,
  parameters: {
    usage: {
      notes: [
        "The template list shows the shared metafield templates of one resource type: search, paging, reorder by drag, keyboard or move buttons, a row menu with Edit, Delete and View GraphQL, and the list's Import, Export and Create.",
        'The app loads each page (`onQueryChange`, search 300 ms after the last keystroke) and saves: `onReorder` gets the template and its new `sort_order`; the list shows the new order at once and puts the old one back if the promise rejects. Delete asks first, warning how many metafields go with the template.',
        "Pass the `store` to apply the plan's rules: without shared metafields on the plan, Create, Import and Export are disabled under a banner that says why.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof TemplateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders `args` through the host, serving `catalogue` page by page. */
const hosted =
  (catalogue: readonly Template[]): Story['render'] =>
  (args) => <TemplateListHost {...args} catalogue={catalogue} />;

/** The rows in the order shown, by their drag handles' names ('Drag Fabric'). */
const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /^Drag / })
    .map((handle) => handle.getAttribute('aria-label')!.replace('Drag ', ''));

/** The list's item for a template, found by its handle. */
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getByRole('button', { name: `Drag ${name}` })
    .closest('li')!;

async function openRowMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu'));
}

const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/**
 * The title, the column names over their columns, and each template: its name as a link to its
 * form, namespace.key and its content type's name (a custom resource's name, else the slug).
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Shared product metafields' }),
    ).toBeVisible();
    await expect(rowNames(canvasElement)).toEqual([
      'Care instructions',
      'Warranty years',
      'Fabric',
      'Care guide',
      'Legacy code',
    ]);
    await expect(canvas.getByRole('link', { name: 'Care instructions' })).toHaveAttribute(
      'href',
      '/stores/abc123/templates/products/form/1',
    );
    await expect(canvas.getByRole('list', { name: 'Shared metafields' })).toBeVisible();
    // What a screen reader reads of each item: every value with its column's name.
    const text = (name: string) => rowOf(canvasElement, name).textContent;
    await expect(text('Care instructions')).toContain('Namespace and key shared.care-instructions');
    await expect(text('Care instructions')).toContain('Content type Rich text');
    await expect(text('Fabric')).toContain('Namespace and key specs.fabric');
    await expect(text('Care guide')).toContain('Content type Care guides');
    await expect(text('Legacy code')).toContain('Content type barcode_v1');

    // The column names stand over their columns.
    const nameColumn = canvas
      .getAllByText('Namespace and key')
      .find((element) => element.closest('li') === null)!;
    const value = canvas.getByText('shared.care-instructions');
    await expect(
      Math.abs(
        nameColumn.getBoundingClientRect().left - value.parentElement!.getBoundingClientRect().left,
      ),
    ).toBeLessThan(2);
    await expect(canvas.getByText('1–5 of 5')).toBeVisible();
  },
};

/**
 * Typing waits for a 300 ms pause, then asks once for page 1 of the matches, whatever page was
 * showing; clearing the search asks again at once.
 */
export const Search: Story = {
  args: { defaultQuery: { page: 2 } },
  render: hosted(manyTemplates),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('26–50 of 60')).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search shared metafields' });
    await tabTo(search);
    await userEvent.keyboard('care');
    // Still typing: nothing asked yet.
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenCalledWith({ page: 1, perPage: 25, search: 'care' }),
    );
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(rowNames(canvasElement)).toEqual(['Care instructions', 'Care guide']),
    );
    await expect(canvas.getByText('1–2 of 2')).toBeVisible();
    // Positions among results are not positions in the list: the order is frozen meanwhile.
    await expect(canvas.getByRole('button', { name: 'Move Care guide up' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      perPage: 25,
      search: '',
    });
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
  },
};

/**
 * The page sizes are 5, 10, 25, 50, 100 and 250 (25 by default); choosing one goes back to
 * page 1.
 */
export const PageSizeResetsPage: Story = {
  args: { defaultQuery: { page: 2 } },
  render: hosted(manyTemplates),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('26–50 of 60')).toBeVisible();
    const sizePicker = canvas.getByRole('combobox', { name: 'Items per page' });
    await expect(sizePicker).toHaveValue('25');
    // Back from the end of the page: the next and previous page buttons, then the sizes.
    await tabTo(sizePicker, true);
    const sizes = within(sizePicker);
    await expect(sizes.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
      '100',
      '250',
    ]);
    await userEvent.selectOptions(sizePicker, '10');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await expect(args.onQueryChange).toHaveBeenCalledWith({ page: 1, perPage: 10, search: '' });
    await waitFor(() => expect(canvas.getByText('1–10 of 60')).toBeVisible());
    await expect(rowNames(canvasElement)).toHaveLength(10);

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 2,
      perPage: 10,
      search: '',
    });
  },
};

const template26 = manyTemplates[25]!;

/**
 * On page 2 of 25, the keyboard lifts 'Template 26' by its handle (Space), moves it two places
 * down and drops it (Space): its sort_order is 2 + 1 + (2 - 1) x 25 = 28.
 */
export const ReorderByKeyboard: Story = {
  args: { defaultQuery: { page: 2 } },
  render: hosted(manyTemplates),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvasElement).slice(0, 3)).toEqual([
      'Template 26',
      'Template 27',
      'Template 28',
    ]);
    const handle = canvas.getByRole('button', { name: 'Drag Template 26' });
    await tabTo(handle);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('log')).toHaveTextContent(
      'Template 26 lifted, at position 1 of 25.',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('log')).toHaveTextContent('Moved to position 3 of 25.');
    await expect(args.onReorder).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');

    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await expect(args.onReorder).toHaveBeenCalledWith(template26, 28);
    await waitFor(() =>
      expect(rowNames(canvasElement).slice(0, 3)).toEqual([
        'Template 27',
        'Template 28',
        'Template 26',
      ]),
    );
    await expect(canvas.getByRole('log')).toHaveTextContent(
      'Template 26 dropped at position 3 of 25.',
    );
    await expect(await screen.findByText('Template 26 moved to position 28.')).toBeInTheDocument();
    await waitFor(() => expect(handle).toHaveFocus());
  },
};

/**
 * With the pointer: a row dragged by its handle below another, and the move buttons (the way
 * without dragging). On page 1 of 25 the sort_order is the new position + 1.
 */
export const ReorderByPointer: Story = {
  render: hosted(manyTemplates),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await dragByHandle(rowOf(canvasElement, 'Care instructions'), rowOf(canvasElement, 'Fabric'));
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(args.onReorder).toHaveBeenCalledWith(careInstructions, 3);
    await waitFor(() =>
      expect(rowNames(canvasElement).slice(0, 3)).toEqual([
        'Warranty years',
        'Fabric',
        'Care instructions',
      ]),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Move Care guide up' }));
    await expect(args.onReorder).toHaveBeenCalledTimes(2);
    await expect(args.onReorder).toHaveBeenLastCalledWith(careGuide, 3);
    await waitFor(() =>
      expect(rowNames(canvasElement).slice(0, 4)).toEqual([
        'Warranty years',
        'Fabric',
        'Care guide',
        'Care instructions',
      ]),
    );
  },
};

/** A move the host could not save (the promise rejects) puts the rows back as they were. */
export const ReorderFailed: Story = {
  args: {
    onReorder: fn(() => Promise.reject(new Error('Shared metafields could not be re-ordered.'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Fabric up' }));
    await expect(args.onReorder).toHaveBeenCalledWith(fabric, 2);
    await waitFor(() =>
      expect(rowNames(canvasElement)).toEqual([
        'Care instructions',
        'Warranty years',
        'Fabric',
        'Care guide',
        'Legacy code',
      ]),
    );
  },
};

/**
 * Delete asks first, with core's warning: how many metafields go with the template, or the
 * generic wording when the count is not known. Cancel deletes nothing.
 */
export const DeleteWithWarning: Story = {
  render: hosted(fewTemplates),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let menu = await openRowMenu(canvasElement, 'Legacy code');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Legacy code?' }));
    await expect(
      dialog.getByText(
        'Deleting this template remove any existing metafields with the same namespace and key',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialogClosed();
    await expect(args.onDelete).not.toHaveBeenCalled();
    // Focus is back on the menu button that led to the dialog.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Actions for Legacy code' })).toHaveFocus(),
    );

    menu = await openRowMenu(canvasElement, 'Care instructions');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Care instructions?' }));
    await expect(
      dialog.getByText('Deleting this template will remove 3 existing metafields.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(careInstructions);
    await dialogClosed();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Drag Care instructions' })).toBeNull(),
    );

    menu = await openRowMenu(canvasElement, 'Warranty years');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Warranty years?' }));
    await expect(
      dialog.getByText('Deleting this template will remove 1 existing metafield.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/**
 * A template the list gives no count for: the host counts its metafields when the dialog opens,
 * and the warning names them once known.
 */
export const DeleteCountedByHost: Story = {
  args: { metafieldCountOf: fn(() => Promise.resolve(7)) },
  render: hosted(fewTemplates),
  play: async ({ canvasElement, args }) => {
    const menu = await openRowMenu(canvasElement, 'Legacy code');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Legacy code?' }));
    await expect(
      await dialog.findByText('Deleting this template will remove 7 existing metafields.'),
    ).toBeInTheDocument();
    await expect(args.metafieldCountOf).toHaveBeenCalledTimes(1);
    await expect(args.metafieldCountOf).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Legacy code' }),
    );
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Deleting the only template of the last page goes back to the page before, and loads it. */
export const DeleteLastOfLastPage: Story = {
  args: { defaultQuery: { page: 2 } },
  render: hosted(manyTemplates.slice(0, 26)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvasElement)).toEqual(['Template 26']);
    const menu = await openRowMenu(canvasElement, 'Template 26');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Template 26?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(template26);
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenCalledWith({ page: 1, perPage: 25, search: '' }),
    );
    await waitFor(() => expect(rowNames(canvasElement)).toHaveLength(25));
    await expect(canvas.getByText('1–25 of 25')).toBeVisible();
    await dialogClosed();
  },
};

/**
 * 'View GraphQL' opens the storefront query of the template's metafield in a dialog, by the
 * keyboard: the row menu opens with Enter, and Escape closes the dialog.
 */
export const ViewGraphQL: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions for Fabric' });
    // Into the list and along it: each row's handle, name, menu and move buttons.
    await tabTo(canvas.getByRole('button', { name: 'Drag Fabric' }));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Fabric' })).toHaveFocus();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete',
      'View GraphQL',
    ]);
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'GraphQL for Fabric' }));
    await expect(
      dialog.getByRole('heading', { name: 'Storefront GraphQL query' }),
    ).toBeInTheDocument();
    await expect(dialog.getByText(/namespace: "specs"/)).toBeInTheDocument();
    await expect(dialog.getByText(/"fabric"/)).toBeInTheDocument();
    // The help article is for orders only.
    await expect(dialog.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Orders have no storefront query: 'View GraphQL' says so and links the help article. */
export const OrdersHelpArticle: Story = {
  args: { entity: 'order' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shared order metafields' })).toBeVisible();
    const menu = await openRowMenu(canvasElement, 'Warranty years');
    await userEvent.click(menu.getByRole('menuitem', { name: 'View GraphQL' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'GraphQL for Warranty years' }),
    );
    await expect(
      dialog.getByText(
        'Orders cannot be read with the Storefront GraphQL API, so there is no example query for them.',
      ),
    ).toBeInTheDocument();
    const link = dialog.getByRole('link', { name: 'Learn more about metafields in GraphQL' });
    await expect(link).toHaveAttribute('href', 'https://support.example.com/metafields/graphql');
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
  },
};

/** Without links, the name and Edit open the template through `onOpen`. */
export const OpenWithoutLinks: Story = {
  args: { hrefOf: undefined, onOpen: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Fabric' }));
    await expect(args.onOpen).toHaveBeenCalledWith(fabric);
    const menu = await openRowMenu(canvasElement, 'Care guide');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(careGuide);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

const templateExport = slowWork(300);

/**
 * Export, Preview import and Import: Export offers CSV and Excel and is disabled while it runs;
 * Preview import and Import each hand over the chosen file.
 */
export const ExportAndImport: Story = {
  args: { onExport: fn(templateExport.run), onPreviewImport: fn() },
  play: async ({ canvasElement, args }) => {
    templateExport.hold();
    const canvas = within(canvasElement);
    const exportButton = canvas.getByRole('button', { name: 'Export' });
    await tabTo(exportButton);
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
    await waitFor(() => expect(exportButton).toBeDisabled());
    templateExport.release();
    await waitFor(() => expect(exportButton).toBeEnabled());

    const file = new File(['name,namespace,key\n'], 'product-shared-fields.csv', {
      type: 'text/csv',
    });
    const [previewInput, importInput] =
      canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    for (const input of [previewInput, importInput]) {
      await expect(input).toHaveAttribute(
        'accept',
        '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    }
    await expect(canvas.getByRole('button', { name: 'Preview import' })).toBeEnabled();
    await userEvent.upload(previewInput!, file);
    await expect(args.onPreviewImport).toHaveBeenCalledWith(file);
    await expect(args.onImport).not.toHaveBeenCalled();
    await userEvent.upload(importInput!, file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
  },
};

/** A search that matches nothing: 'No shared metafields found', and no pages. */
export const EmptyWithSearch: Story = {
  args: { templates: [], total: 0, query: { page: 1, perPage: 25, search: 'zzz' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No shared metafields found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('zzz');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Shared metafields' })).not.toBeInTheDocument();
  },
};

/** No templates yet: the invitation to create one, which calls `onCreate`. */
export const EmptyNoTemplates: Story = {
  args: { templates: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 3,
      name: 'Create a shared metafield to get started',
    });
    await expect(heading).toBeVisible();
    await expect(
      canvas.getByText('Shared metafields describe what fields every product should have.'),
    ).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Create shared metafield' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

/** The first page loading: placeholders and 'Loading' for screen readers. */
export const Loading: Story = {
  args: { templates: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  },
};

/** The templates could not be loaded: 'Unable to load', 'Please try again later', Try again. */
export const LoadError: Story = {
  args: { templates: [], total: 0, isError: true, onRetry: fn() },
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
 * A plan without shared metafields: Create, Import and Export are disabled, and a banner says
 * why, with 'Explore plans'. The list itself still works.
 */
export const Disabled: Story = {
  args: { store: { active: true, plan: 'standard', plan_features: ['import-export'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = within(
      canvas
        .getByText('Available on premium plans and above')
        .closest<HTMLElement>('[data-variant]')!,
    );
    await expect(banner.getByText('Available on premium plans and above')).toBeVisible();
    await expect(banner.getByText('Upgrade to Premium to unlock shared metafields.')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Explore plans' })).toHaveAttribute(
      'href',
      '/stores/abc123/billing',
    );
    await expect(canvas.getByRole('button', { name: 'Create shared metafield' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Preview import' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Fabric' })).toBeVisible();
  },
};

/** An inactive store on a premium plan: the same gating, as a warning. */
export const InactiveStore: Story = {
  args: { store: { active: false, plan: 'premium', plan_features: ['shared-metafields'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas
      .getByText('Available on premium plans and above')
      .closest('[data-variant]');
    await expect(banner).toHaveAttribute('data-variant', 'warning');
    await expect(canvas.getByRole('button', { name: 'Create shared metafield' })).toBeDisabled();
  },
};

/** Right to left: the drag handle leads each row at its right edge; the columns follow. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Fabric');
    const handle = within(row).getAllByRole('button')[0]!;
    const name = within(row).getByRole('link', { name: 'Fabric' });
    await expect(handle.getBoundingClientRect().left).toBeGreaterThan(
      name.getBoundingClientRect().right,
    );
  },
};
