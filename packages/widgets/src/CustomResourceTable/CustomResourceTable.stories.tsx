import type { CustomObject } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CustomResourceTable } from './CustomResourceTable.js';
import type { CustomResourceTableProps } from './CustomResourceTable.js';
import {
  defaultCustomResourceTableQuery,
  type CustomResourceTableQuery,
} from './customResourceTableQuery.js';
import partnerExample from '../../examples/CustomResourceTable.tsx?raw';

function customResource(id: number, fields: Partial<CustomObject> = {}): CustomObject {
  return {
    id,
    name: `Resource ${id}`,
    plural_name: `Resources ${id}`,
    slug: `resource_${id}`,
    ...fields,
  };
}

const careGuide = customResource(1, {
  name: 'Care guide',
  plural_name: 'Care guides',
  slug: 'care_guide',
});
const designer = customResource(2, {
  name: 'Designer',
  plural_name: 'Designers',
  slug: 'designer',
});
// Its owner left the plural name blank: the warning names it by its name.
const lookbook = customResource(3, { name: 'Lookbook', plural_name: '', slug: 'lookbook' });

const fewResources = [careGuide, designer, lookbook];
/** Sixty resources: the three above, then 'Resource 4' to 'Resource 60'. */
const manyResources = [
  ...fewResources,
  ...Array.from({ length: 57 }, (_, index) => customResource(index + 4)),
];

const hrefOf = (shown: CustomObject) => `/stores/abc123/custom-objects/${shown.id}`;

type HostArgs = CustomResourceTableProps & { catalogue?: readonly CustomObject[] };

/** The page around the table: it serves the catalogue page by page and deletes, then reloads. */
function CustomResourceTableHost({ catalogue, ...args }: HostArgs) {
  const [all, setAll] = useState<readonly CustomObject[]>(catalogue ?? args.customResources);
  const [query, setQuery] = useState<CustomResourceTableQuery>({
    ...defaultCustomResourceTableQuery,
    ...args.defaultQuery,
  });
  if (catalogue === undefined) return <CustomResourceTable {...args} />;
  const start = (query.page - 1) * query.perPage;
  return (
    <CustomResourceTable
      {...args}
      customResources={all.slice(start, start + query.perPage)}
      total={all.length}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
      onDelete={async (deleted) => {
        await args.onDelete(deleted);
        setAll((current) => current.filter((each) => each.id !== deleted.id));
      }}
    />
  );
}

const meta = {
  title: 'Widgets/CustomResourceTable',
  component: CustomResourceTable,
  tags: ['autodocs'],
  args: {
    customResources: fewResources,
    total: fewResources.length,
    hrefOf,
    onQueryChange: fn(),
    onDelete: fn(() => Promise.resolve()),
    onCreate: fn(),
  },
  argTypes: {
    isLoading: { control: 'boolean' },
    isError: { control: 'boolean' },
  },
  render: (args) => <CustomResourceTableHost {...args} />,
  parameters: {
    usage: {
      notes: [
        "The custom resource table lists a store's custom resources, each name a link to its settings, with a row menu of Edit and Delete and server paging; “Add resource” sits beside the title and in the empty state.",
        'The app loads each page (`onQueryChange`) and deletes: Delete asks first (“Deleting {plural name} is permanent”), shows progress while the promise runs, and stays open if it rejects.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof CustomResourceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const hosted =
  (catalogue: readonly CustomObject[]): Story['render'] =>
  (args) => <CustomResourceTableHost {...args} catalogue={catalogue} />;

/** The names of the table's rows, in order (the header row left out). */
const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** The first page loading: the table is busy, with placeholder rows under its columns. */
export const Loading: Story = {
  args: { customResources: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Custom resources' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** No custom resources yet: the spec's 'Resource' empty state, and 'Add resource' in it. */
export const Empty: Story = {
  args: { customResources: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No Resource records found' }),
    ).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Add resource' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

/** The resources could not be loaded: 'Unable to load', 'Please try again later', Try again. */
export const LoadError: Story = {
  name: 'Error',
  args: { customResources: [], total: 0, isError: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { name: 'Unable to load' })).toBeVisible();
    await expect(alert.getByText('Please try again later')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/**
 * Sixty resources, 50 a page: each name links to the resource's settings, and so does Edit. A
 * new page size goes back to page 1.
 */
export const Full: Story = {
  render: hosted(manyResources),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvasElement)).toHaveLength(50);
    await expect(rowNames(canvasElement).slice(0, 3)).toEqual([
      'Care guide',
      'Designer',
      'Lookbook',
    ]);
    await expect(canvas.getByRole('link', { name: 'Designer' })).toHaveAttribute(
      'href',
      '/stores/abc123/custom-objects/2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Designer' }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/stores/abc123/custom-objects/2',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByText('1–50 of 60')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 2, perPage: 50 });
    await waitFor(() => expect(canvas.getByText('51–60 of 60')).toBeVisible());
    const sizePicker = canvas.getByRole('combobox', { name: 'Items per page' });
    await expect(
      within(sizePicker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50', '100', '250']);
    await userEvent.selectOptions(sizePicker, '25');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, perPage: 25 });
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.getByText('1–25 of 60')).toBeVisible());
    await expect(rowNames(canvasElement)).toHaveLength(25);
  },
};

/**
 * Delete asks first: 'Deleting {plural name} is permanent' (the name when the plural is blank),
 * with Cancel focused. Cancel deletes nothing; Delete hands the resource to the host.
 */
export const Delete: Story = {
  render: hosted(fewResources),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const openDelete = async (name: string) => {
      await userEvent.click(canvas.getByRole('button', { name: `Actions for ${name}` }));
      const menu = within(await screen.findByRole('menu'));
      await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
      return within(await screen.findByRole('alertdialog', { name: `Delete ${name}?` }));
    };

    let dialog = await openDelete('Lookbook');
    await expect(dialog.getByText('Deleting Lookbook is permanent')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialogClosed();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Actions for Lookbook' })).toHaveFocus(),
    );

    dialog = await openDelete('Care guide');
    await expect(dialog.getByText('Deleting Care guides is permanent')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(careGuide);
    await dialogClosed();
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Designer', 'Lookbook']));
  },
};

/** Without links, the name and Edit open the resource through `onOpen`. */
export const OpenWithoutLinks: Story = {
  args: { hrefOf: undefined, onOpen: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Designer' }));
    await expect(args.onOpen).toHaveBeenCalledWith(designer);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Lookbook' }));
    const menu = within(await screen.findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(lookbook);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** Right to left: the name starts each row at the right edge; the menu ends it at the left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('link', { name: 'Designer' });
    const menu = canvas.getByRole('button', { name: 'Actions for Designer' });
    await expect(menu.getBoundingClientRect().right).toBeLessThan(
      name.getBoundingClientRect().left,
    );
  },
};
