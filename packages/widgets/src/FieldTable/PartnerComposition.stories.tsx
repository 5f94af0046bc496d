import { displayNameOf, type CustomObjectField, type CustomObjectValue } from '@metafields/core';
import { Heading, Stack } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
// What a partner imports from '@metafields/widgets': the package's public entry point.
import {
  FieldTable,
  ValueList,
  defaultFieldTableQuery,
  defaultValueListQuery,
  type FieldTableQuery,
  type ValueListQuery,
} from '../index.js';
import partnerExample from '../../examples/PartnerComposition.tsx?raw';

const field = (
  id: number,
  name: string,
  metaKey: string,
  extra: Partial<CustomObjectField> = {},
): CustomObjectField => ({
  id,
  custom_object_id: 1,
  name,
  meta_key: metaKey,
  content_type: 'text',
  use_as_display_name: false,
  options: null,
  sort_order: id,
  ...extra,
});

/** The partner's in-memory 'Recipe' resource: named by its Title field. */
const recipeFields: CustomObjectField[] = [
  field(1, 'Title', 'title', { use_as_display_name: true }),
  field(2, 'Serves', 'serves', { content_type: 'integer' }),
  field(3, 'Notes', 'notes'),
];

const recipeValues: CustomObjectValue[] = [
  { id: 11, title: 'Lemon tart', serves: 8, notes: 'Chill overnight.' },
  { id: 12, title: 'Apple pie', serves: 6, notes: null },
  { id: 13, title: 'Lemon drizzle cake', serves: 10, notes: null },
  { id: 14, title: 'Treacle sponge', serves: 4, notes: 'Serve with custard.' },
];

/** The page of `items` a query asks for. */
const pageOf = <Item,>(items: readonly Item[], page: number, perPage: number) =>
  items.slice((page - 1) * perPage, page * perPage);

/** Fields numbered 1..n in their order again, as a server would after a move or a delete. */
const renumbered = (fields: readonly CustomObjectField[]) =>
  fields.map((each, index) => ({ ...each, sort_order: index + 1 }));

/** The fields with `moved` put at `sortOrder` (1-based, in the whole list). */
function movedTo(
  fields: readonly CustomObjectField[],
  moved: CustomObjectField,
  sortOrder: number,
) {
  const rest = fields.filter((each) => each.id !== moved.id);
  rest.splice(sortOrder - 1, 0, moved);
  return renumbered(rest);
}

interface RecipeAdminProps {
  /** Hears each move the partner saved: the field and its new `sort_order`. */
  onFieldMoved: (field: CustomObjectField, sortOrder: number) => void;
  /** Hears the ids of each bulk delete the partner carried out. */
  onValuesDeleted: (ids: number[]) => void;
}

/**
 * A partner's own screen for one custom resource: its state is two `useState`s, and each widget
 * gets a page of it as props and reports what the person asked for through callbacks. The
 * widgets never fetch, route or keep the data; the partner decides where it lives.
 */
function RecipeAdmin({ onFieldMoved, onValuesDeleted }: RecipeAdminProps) {
  const valuesHeadingId = useId();
  const [fields, setFields] = useState<readonly CustomObjectField[]>(recipeFields);
  const [values, setValues] = useState<readonly CustomObjectValue[]>(recipeValues);
  const [fieldQuery, setFieldQuery] = useState<FieldTableQuery>(defaultFieldTableQuery);
  const [valueQuery, setValueQuery] = useState<ValueListQuery>(defaultValueListQuery);

  // Each widget asks for a page matching its search; the partner answers from its state.
  const fieldSearch = fieldQuery.search.trim().toLowerCase();
  const matchingFields = fields.filter((each) => each.name.toLowerCase().includes(fieldSearch));
  const valueSearch = valueQuery.search.trim().toLowerCase();
  const matchingValues = values.filter((value) =>
    (displayNameOf(value, fields) ?? '').toLowerCase().includes(valueSearch),
  );

  return (
    <Stack gap="600">
      <Heading level={1}>Recipe</Heading>
      <FieldTable
        fields={pageOf(matchingFields, fieldQuery.page, fieldQuery.perPage)}
        total={matchingFields.length}
        query={fieldQuery}
        onQueryChange={setFieldQuery}
        onReorder={(moved, sortOrder) => {
          setFields((current) => movedTo(current, moved, sortOrder));
          onFieldMoved(moved, sortOrder);
        }}
        onDelete={(deleted) =>
          setFields((current) => renumbered(current.filter((each) => each.id !== deleted.id)))
        }
      />
      <section aria-labelledby={valuesHeadingId}>
        <Stack gap="400">
          <Heading level={2} id={valuesHeadingId}>
            Recipes
          </Heading>
          <ValueList
            resourceName="Recipe"
            fields={fields}
            values={pageOf(matchingValues, valueQuery.page, valueQuery.pageSize)}
            total={matchingValues.length}
            query={valueQuery}
            onQueryChange={setValueQuery}
            onDelete={(deleted) =>
              setValues((current) => current.filter((value) => value.id !== deleted.id))
            }
            onBulkDelete={(ids) => {
              setValues((current) => current.filter((value) => !ids.includes(value.id)));
              onValuesDeleted(ids);
            }}
          />
        </Stack>
      </section>
    </Stack>
  );
}

const meta = {
  title: 'Widgets/Partner composition/Custom resource',
  component: RecipeAdmin,
  tags: ['autodocs'],
  args: { onFieldMoved: fn(), onValuesDeleted: fn() },
  parameters: {
    usage: {
      notes: [
        "This page shows how a partner app composes the widgets: `FieldTable` and `ValueList` with plain props and the app's own state, nothing of the admin app (no atoms, no router, no requests of ours).",
        'The app holds the resource, answers each `onQueryChange` with the matching page, and applies `onReorder`, `onDelete` and `onBulkDelete` to its data; the widgets show what they are given and say what the person asked for.',
      ],
      partner: partnerExample,
    },
    docs: {
      description: {
        component: [
          'How a partner app uses the widgets: `FieldTable` and `ValueList` composed with plain',
          'props and local React state, nothing of the admin app (no atoms, no router, no',
          'requests). The partner holds the resource (here two `useState`s; in a real app its',
          'own store or server), answers each `onQueryChange` with the page that matches, and',
          'applies `onReorder`, `onDelete` and `onBulkDelete` to its data; the widgets show what',
          'they are given and say what the person asked for.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof RecipeAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reorderable list's items in order, by their drag handles' names ('Drag Title'). */
const itemNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button', { name: /^Drag / })
    .map((handle) => handle.getAttribute('aria-label')!.replace('Drag ', ''));

const valueNames = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

/**
 * This is how a partner app uses the widgets. Course of play: 'Move Serves up' reorders the
 * fields in the partner's state; a search for 'lemon' narrows the values; 'Select all' and the
 * bulk Delete remove both lemon recipes from it, and the rest remain once the search is cleared.
 */
export const CustomResource: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    // One field moved: the table asks, the partner's state changes, the table follows.
    const fieldsList = canvas.getByRole('list', { name: 'Fields' });
    await expect(itemNames(fieldsList)).toEqual(['Title', 'Serves', 'Notes']);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Serves up' }));
    await expect(args.onFieldMoved).toHaveBeenCalledTimes(1);
    await expect(args.onFieldMoved).toHaveBeenCalledWith(recipeFields[1], 1);
    await waitFor(() => expect(itemNames(fieldsList)).toEqual(['Serves', 'Title', 'Notes']));

    // A search the partner answers from its state.
    const search = canvas.getByRole('searchbox', { name: 'Search items' });
    await userEvent.click(search);
    await userEvent.keyboard('lemon');
    const valuesGrid = canvas.getByRole('grid', { name: 'Recipe items' });
    await waitFor(() =>
      expect(valueNames(valuesGrid)).toEqual(['Lemon tart', 'Lemon drizzle cake']),
    );

    // One bulk delete of what the search found.
    await userEvent.click(within(valuesGrid).getByRole('checkbox', { name: 'Select all' }));
    const bulkActions = within(canvas.getByRole('group', { name: 'Bulk actions' }));
    await expect(bulkActions.getByText('2 items selected')).toBeVisible();
    await userEvent.click(bulkActions.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 items?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onValuesDeleted).toHaveBeenCalledTimes(1);
    await expect(args.onValuesDeleted).toHaveBeenCalledWith([11, 13]);
    // Without `onNotice` the list tells the outcome itself, in a banner above the table.
    await expect(await canvas.findByText('Items deleted.')).toBeVisible();

    await userEvent.clear(search);
    await waitFor(() =>
      expect(valueNames(canvas.getByRole('grid', { name: 'Recipe items' }))).toEqual([
        'Apple pie',
        'Treacle sponge',
      ]),
    );
  },
};
