import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { VisuallyHidden, useLocale } from 'react-aria-components';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { MessagesProvider } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.js';
import type { TableProps } from './Table.js';

interface Product {
  id: string;
  name: string;
  sku: string;
  price: number;
  inventory: number;
}

const products: Product[] = [
  { id: 'tent', name: 'Trail Tent', sku: 'TT-200', price: 249, inventory: 12 },
  { id: 'lantern', name: 'Camp Lantern', sku: 'CL-010', price: 39.5, inventory: 140 },
  { id: 'stove', name: 'Pocket Stove', sku: 'PS-300', price: 64, inventory: 0 },
  { id: 'bag', name: 'Down Sleeping Bag', sku: 'DS-450', price: 329, inventory: 8 },
];

function Price({ value }: { value: number }) {
  const { locale } = useLocale();
  return <>{new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value)}</>;
}

function ProductHeader({ sortable = false }: { sortable?: boolean }) {
  return (
    <TableHeader>
      <Column id="name" isRowHeader allowsSorting={sortable}>
        Name
      </Column>
      <Column id="sku">SKU</Column>
      <Column id="price" align="end" allowsSorting={sortable}>
        Price
      </Column>
      <Column id="inventory" align="end">
        Inventory
      </Column>
    </TableHeader>
  );
}

function ProductRow({ product }: { product: Product }) {
  return (
    <Row id={product.id}>
      <Cell>{product.name}</Cell>
      <Cell>{product.sku}</Cell>
      <Cell align="end">
        <Price value={product.price} />
      </Cell>
      <Cell align="end">{product.inventory}</Cell>
    </Row>
  );
}

function ProductTable({ items, ...args }: TableProps & { items: Product[] }) {
  return (
    <Table {...args}>
      <ProductHeader />
      <TableBody items={items}>{(product) => <ProductRow product={product} />}</TableBody>
    </Table>
  );
}

// Compare the keys of the selection set (or 'all').
function lastSelectedKeys(spy: TableProps['onSelectionChange']) {
  const selection = mocked(spy!).mock.lastCall?.[0];
  return selection === 'all' ? 'all' : [...(selection ?? [])];
}

const meta = {
  title: 'Primitives/Table',
  component: Table,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Products',
    onRowAction: fn(),
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    disabledKeys: { control: 'object' },
  },
  render: (args) => <ProductTable {...args} items={products} />,
  parameters: {
    usage: {
      notes: [
        'A table shows records to compare across the same columns: metafields, values, jobs, products. For a handful of items with no columns to compare, use a list in a `Stack`; for nested items, `Tree`.',
        'Name it with `aria-label` or `aria-labelledby` (the heading above it), and mark the column that names each row with `isRowHeader`: screen readers announce that cell while moving through rows, so people know which row they are on.',
        "The table is one tab stop that remembers its place: the arrow keys move between rows, cells and headers, Home and End go to the ends, Enter runs the row's action (`onRowAction`, usually opening it) or sorts a sortable header, Space selects. Links and buttons inside cells are reached with the arrows.",
        '`allowsSorting` on a column adds a sort indicator and makes its header pressable; align numbers to the `end`. With `selectionMode="multiple"` each row starts with a checkbox and the header has “Select all”, for bulk actions.',
        'While rows load, `isLoading` shows a spinner over the table, and skeleton rows under the real columns when there are none yet, so it never claims to be empty. With no rows, `renderEmptyState` says why (see `ZeroResultsPanel`).',
      ],
      do: [
        'Put the name column first and mark it `isRowHeader`.',
        'Keep row actions in the last column, as an `ActionMenu` or a few `IconButton`s named after the row.',
        'Page long tables with `Pagination` rather than rendering thousands of rows.',
      ],
      dont: [
        'Use a table for layout.',
        "Rely on colour alone to show a row's status; add a `Badge` that says it.",
        'Truncate the row-header column so far that rows cannot be told apart.',
      ],
    },
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Without onRowAction, rows are plain: no hover, no press.
  args: { onRowAction: undefined },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Products' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Name',
      'SKU',
      'Price',
      'Inventory',
    ]);
    // A header row and one row per product; each row is named by its Name cell.
    await expect(within(table).getAllByRole('row')).toHaveLength(products.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'Trail Tent' })).toBeVisible();
    await expect(within(table).getByRole('gridcell', { name: '$249.00' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { selectionMode: 'multiple', disabledKeys: ['stove'] },
};

function sortProducts(items: Product[], { column, direction }: SortDescriptor) {
  const key = column === 'price' ? 'price' : 'name';
  const sorted = [...items].sort((a, b) =>
    key === 'price' ? a.price - b.price : a.name.localeCompare(b.name),
  );
  return direction === 'descending' ? sorted.reverse() : sorted;
}

// The table is controlled: the story keeps the sort descriptor, as a page's state would.
function SortableProductTable(args: TableProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'name',
    direction: 'ascending',
  });
  const items = useMemo(() => sortProducts(products, sortDescriptor), [sortDescriptor]);
  return (
    <Table
      {...args}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        args.onSortChange?.(descriptor);
        setSortDescriptor(descriptor);
      }}
    >
      <ProductHeader sortable />
      <TableBody items={items}>{(product) => <ProductRow product={product} />}</TableBody>
    </Table>
  );
}

export const Sorting: Story = {
  render: (args) => <SortableProductTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    const priceHeader = canvas.getByRole('columnheader', { name: 'Price' });
    const firstRowName = () => canvas.getAllByRole('rowheader')[0];

    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowName()).toHaveTextContent('Camp Lantern');

    await userEvent.click(priceHeader);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'price',
      direction: 'ascending',
    });
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).not.toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowName()).toHaveTextContent('Camp Lantern');

    await userEvent.click(priceHeader);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'price',
      direction: 'descending',
    });
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowName()).toHaveTextContent('Down Sleeping Bag');
  },
};

export const RowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Pocket Stove' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('stove');

    // Keyboard: arrows move down from the pressed cell, Enter performs the row's action.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Down Sleeping Bag' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('bag');
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardEntry: Story = {
  name: 'Keyboard: Tab into the table, Enter on a row',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Trail Tent' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('tent');
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple', onRowAction: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tent = canvas.getByRole('row', { name: 'Trail Tent' });
    await userEvent.click(within(tent).getByRole('checkbox'));
    await expect(tent).toHaveAttribute('aria-selected', 'true');
    await expect(lastSelectedKeys(args.onSelectionChange)).toEqual(['tent']);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect(lastSelectedKeys(args.onSelectionChange)).toBe('all');
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(row).toHaveAttribute('aria-selected', 'true');
    }
  },
};

export const SelectionWithRowActions: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // With nothing selected, pressing a row opens it; the checkbox selects.
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Trail Tent' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('tent');
    await userEvent.click(
      within(canvas.getByRole('row', { name: 'Camp Lantern' })).getByRole('checkbox'),
    );
    await expect(lastSelectedKeys(args.onSelectionChange)).toEqual(['lantern']);

    // Once something is selected, pressing a row adds it to the selection (react-aria's
    // selection mode), so a person building a selection does not open rows by accident.
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Pocket Stove' }));
    await expect(lastSelectedKeys(args.onSelectionChange)).toEqual(['lantern', 'stove']);
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
  },
};

export const SortingByKeyboard: Story = {
  name: 'Keyboard: Enter on a sortable header sorts',
  render: (args) => <SortableProductTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const priceHeader = canvas.getByRole('columnheader', { name: 'Price' });
    await userEvent.tab();
    // From the first row, right into its cells, up into the header row, and along to Price.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(priceHeader).toHaveFocus();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.keyboard('{Enter}');
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'price',
      direction: 'descending',
    });
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Down Sleeping Bag');
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard: arrows move between rows and cells',
  args: { onRowAction: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Trail Tent' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Camp Lantern' })).toHaveFocus();

    // ArrowRight enters the row's cells, then moves along them.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('rowheader', { name: 'Camp Lantern' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('gridcell', { name: 'CL-010' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('gridcell', { name: 'PS-300' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('gridcell', { name: '0' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('rowheader', { name: 'Pocket Stove' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('row', { name: 'Pocket Stove' })).toHaveFocus();
  },
};

export const TypeAhead: Story = {
  name: 'Keyboard: typing a name moves to its row',
  args: { onRowAction: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('p');
    await expect(canvas.getByRole('row', { name: 'Pocket Stove' })).toHaveFocus();
    // Letters typed together add up; from a cell, the match keeps the column.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}do');
    await expect(canvas.getByRole('gridcell', { name: 'DS-450' })).toHaveFocus();
    // No row starts with 'x': focus stays.
    await userEvent.keyboard('x');
    await expect(canvas.getByRole('gridcell', { name: 'DS-450' })).toHaveFocus();
  },
};

export const TabStop: Story = {
  name: 'Keyboard: one tab stop that keeps its place',
  args: { onRowAction: undefined },
  render: (args) => (
    <>
      <Button variant="secondary">Before</Button>
      <ProductTable {...args} items={products} />
      <Button variant="secondary">After</Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('rowheader', { name: 'Pocket Stove' })).toHaveFocus();

    // Tab leaves the table, and Shift+Tab comes back to the same cell (e2e/keyboard.spec.ts
    // proves, with a real keyboard, that Tab also skips the links and buttons in the rows).
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('rowheader', { name: 'Pocket Stove' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();

    // Ctrl+End and Ctrl+Home keep the column; PageUp goes up by what the frame shows.
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(canvas.getByRole('rowheader', { name: 'Down Sleeping Bag' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByRole('rowheader', { name: 'Trail Tent' })).toHaveFocus();
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', onRowAction: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // One row at a time: no "Select all" in the header, and a new choice replaces the old one.
    await expect(canvas.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
    const tent = canvas.getByRole('row', { name: 'Trail Tent' });
    const lantern = canvas.getByRole('row', { name: 'Camp Lantern' });
    await userEvent.click(within(tent).getByRole('checkbox'));
    await expect(tent).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(lantern).getByRole('checkbox'));
    await expect(lantern).toHaveAttribute('aria-selected', 'true');
    await expect(tent).toHaveAttribute('aria-selected', 'false');
    await expect(lastSelectedKeys(args.onSelectionChange)).toEqual(['lantern']);
  },
};

export const KeyboardSelection: Story = {
  name: 'Keyboard: Space selects rows, then all of them',
  args: { selectionMode: 'multiple', onRowAction: undefined, disabledKeys: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: 'Trail Tent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(lastSelectedKeys(args.onSelectionChange)).toEqual(['tent', 'stove']);
    await expect(canvas.getByRole('row', { name: 'Camp Lantern' })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    // The header's "Select all" checkbox, reached with the arrows, selects every row.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(selectAll).toHaveFocus();
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.keyboard(' ');
    await expect(lastSelectedKeys(args.onSelectionChange)).toBe('all');
    await expect(selectAll).toBeChecked();
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(row).toHaveAttribute('aria-selected', 'true');
    }
  },
};

function ProductActionsTable({ onEdit, ...args }: TableProps & { onEdit: (id: string) => void }) {
  return (
    <Table {...args}>
      <TableHeader>
        <Column id="name" isRowHeader>
          Name
        </Column>
        <Column id="sku">SKU</Column>
        <Column id="actions" align="end">
          <VisuallyHidden>Actions</VisuallyHidden>
        </Column>
      </TableHeader>
      <TableBody items={products}>
        {(product) => (
          <Row id={product.id}>
            <Cell>{product.name}</Cell>
            <Cell>{product.sku}</Cell>
            <Cell align="end">
              <Button
                variant="subtle"
                size="small"
                aria-label={`Edit ${product.name}`}
                onPress={() => onEdit(product.id)}
              >
                <Icon name="edit" size="small" />
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const onEdit = fn();

export const RowActionButtons: Story = {
  name: 'Row action buttons',
  render: (args) => <ProductActionsTable {...args} onEdit={onEdit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A button in a row does its own thing; it does not also open the row.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Camp Lantern' }));
    await expect(onEdit).toHaveBeenLastCalledWith('lantern');
    await expect(args.onRowAction).not.toHaveBeenCalled();

    // Keyboard: the arrows reach the button as a cell's content; Enter presses it.
    await userEvent.keyboard('{ArrowDown}');
    const editStove = canvas.getByRole('button', { name: 'Edit Pocket Stove' });
    await expect(editStove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenLastCalledWith('stove');
    await expect(args.onRowAction).not.toHaveBeenCalled();
  },
};

const manyProducts: Product[] = Array.from({ length: 30 }, (_, index) => ({
  id: `item-${index + 1}`,
  name: `Product ${index + 1}`,
  sku: `SKU-${String(index + 1).padStart(3, '0')}`,
  price: 10 + index,
  inventory: index * 3,
}));

export const StickyHeader: Story = {
  name: 'Sticky header (maxHeight)',
  args: { maxHeight: 240, onRowAction: undefined },
  render: (args) => <ProductTable {...args} items={manyProducts} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Products' });
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    const scroller = table.parentElement!;
    await expect(scroller.getBoundingClientRect().height).toBeLessThanOrEqual(240);
    const headerTop = nameHeader.getBoundingClientRect().top;

    // Keyboard focus walking down the rows scrolls them under a header that stays put.
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('row', { name: 'Product 30' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    await expect(nameHeader.getBoundingClientRect().top).toBeCloseTo(headerTop, 0);
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      scroller.getBoundingClientRect().bottom + 1,
    );
    // The first rows are now hidden under the header or above the frame.
    await expect(
      canvas.getByRole('row', { name: 'Product 1' }).getBoundingClientRect().top,
    ).toBeLessThan(nameHeader.getBoundingClientRect().bottom);
  },
};

export const Empty: Story = {
  render: (args) => (
    <Table {...args}>
      <ProductHeader />
      <TableBody<Product>
        items={[]}
        renderEmptyState={() => 'No products match “lantern”. Try another search.'}
      >
        {(product) => <ProductRow product={product} />}
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No products match “lantern”. Try another search.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const EmptyWithDefaultMessage: Story = {
  render: (args) => <ProductTable {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results')).toBeVisible();
  },
};

export const TranslatedEmptyState: Story = {
  globals: { locale: 'he-IL' },
  args: { 'aria-label': 'מוצרים' },
  decorators: [
    (Story) => (
      <MessagesProvider locale="he-IL" messages={{ 'table.empty': 'אין תוצאות' }}>
        <Story />
      </MessagesProvider>
    ),
  ],
  render: (args) => <ProductTable {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('אין תוצאות')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  render: (args) => <ProductTable {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    // While loading, the table does not claim to be empty: it is busy, with skeleton rows under
    // its real columns.
    await expect(canvas.queryByText('No results')).not.toBeInTheDocument();
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByRole('columnheader').length).toBeGreaterThan(1);
    await expect(grid.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(5);
  },
};

export const LoadingWithRows: Story = {
  args: { isLoading: true },
  render: (args) => <ProductTable {...args} items={products.slice(0, 3)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Trail Tent' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['lantern'] },
  render: (args) => <SortableProductTable {...args} />,
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { 'aria-label': 'מוצרים' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'מוצרים' });
    const [first, , , last] = within(table).getAllByRole('columnheader');
    // The first column sits at the right edge in a right-to-left table.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(
      last!.getBoundingClientRect().left,
    );
  },
};
