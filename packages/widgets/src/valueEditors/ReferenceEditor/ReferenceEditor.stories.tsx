import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ReferenceRecord, ValueEditorServices } from '../services/index.js';
import { conformanceStories } from '../testing/conformanceStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import { storyServices, withServices } from '../testing/storyServices.js';
import type { ValueEditorField } from '../types.js';
import { ReferenceEditor } from './ReferenceEditor.js';
import type { ReferenceValue } from './ReferenceEditor.js';
import partnerExample from '../../../examples/ReferenceEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Featured product',
  description: 'Shown beside this product in the store.',
  contentType: 'product',
  options: { entity_list_type: 'single' },
};

const productList: ValueEditorField = {
  label: 'Bundle',
  description: 'The products sold together with this one.',
  contentType: 'product',
  options: { entity_list_type: 'list' },
};

const recipeList: ValueEditorField = {
  label: 'Related recipes',
  contentType: 'recipe',
  options: { entity_list_type: 'list', custom_object_id: 12 },
};

const shared = storyServices();

const meta = {
  title: 'Widgets/Value editors/Reference',
  component: ReferenceEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  decorators: [withServices(shared.services)],
  render: (args) => <ControlledValueEditor {...args} editor={ReferenceEditor} />,
  parameters: {
    usage: {
      notes: [
        "A reference field's value: products, categories, brands, pages, locations or a custom resource's records, listed by name with Remove, and a Choose button that opens the picker. One record, or several with `entity_list_type: 'list'`; reported as `[{ id }, …]` in the order chosen.",
        "The picker pages through the app's `findReferences`; chosen records are named through `lookUpReferences` (“#id” until they arrive).",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ReferenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) => screen.findByRole('dialog', { name });
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
/** The dialog fades in and focuses its search box. */
const searchFocused = (dialog: HTMLElement) =>
  waitFor(() => expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveFocus());
/** The names the editor shows for the chosen records, in order. */
const chosenNames = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('listitem').map((item: HTMLElement) => item.textContent);

const single = conformanceStories<ReferenceValue>(ReferenceEditor, {
  field,
  filled: [{ id: 3 }],
  showsFilled: async (canvas) => {
    await expect(await canvas.findByText('Linen Apron')).toBeVisible();
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getByRole('button', { name: 'Choose product' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await findDialog('Choose product');
    await searchFocused(dialog);
    const records = await within(dialog).findByRole('radiogroup', { name: 'Products' });
    await user.tab();
    await expect(within(records).getByRole('radio', { name: 'Orbit Terrarium' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await expect(within(records).getByRole('radio', { name: 'Canvas Tote' })).toBeChecked();
    // Enter on a record confirms the choice.
    await user.keyboard('{Enter}');
    await dialogClosed();
    await expect(await canvas.findByText('Canvas Tote')).toBeVisible();
  },
  expected: [{ id: 2 }],
  decorators: [withServices(shared.services)],
});
export const Empty = single.Empty;
export const Filled = single.Filled;
export const ReadOnly = single.ReadOnly;
export const WithError = single.WithError;
export const ByKeyboard = single.ByKeyboard;
export const RightToLeft = single.RightToLeft;
export const FormInterop = single.FormInterop;

/**
 * A list of a custom resource's records, with checkboxes: Space picks one on page 1, another,
 * then one on page 2 (pages of 50); going back shows the first picks still checked, and Enter
 * (or Select) reports the ids in the order they were picked.
 */
export const ListOfCustomResource: Story = {
  args: { field: recipeList },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose records' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialogElement = await findDialog('Choose records');
    await searchFocused(dialogElement);
    const dialog = within(dialogElement);
    const records = await dialog.findByRole('group', { name: 'Records' });
    await expect(within(records).getAllByRole('checkbox')).toHaveLength(50);
    await expect(dialog.getByText('1–50 of 60')).toBeVisible();

    await userEvent.tab(); // Recipe 1
    await userEvent.tab(); // Recipe 2
    await userEvent.tab(); // Recipe 3
    await expect(within(records).getByRole('checkbox', { name: 'Recipe 3' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(records).getByRole('checkbox', { name: 'Recipe 1' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(dialog.getByText('2 chosen')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    const recipe60 = await dialog.findByRole('checkbox', { name: 'Recipe 60' });
    await userEvent.click(recipe60);
    await expect(recipe60).toBeChecked();
    await expect(dialog.getByText('3 chosen')).toBeVisible();
    await expect(shared.log.queries.at(-1)).toEqual({
      contentType: 'recipe',
      customObjectId: 12,
      search: '',
      page: 2,
      perPage: 50,
    });

    await userEvent.click(dialog.getByRole('button', { name: 'Previous page' }));
    await expect(await dialog.findByRole('checkbox', { name: 'Recipe 1' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Recipe 2' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Recipe 3' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(await dialog.findByRole('checkbox', { name: 'Recipe 60' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    // On the last page focus waits on Previous; back past the page size to the last record.
    await expect(dialog.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(dialog.getByRole('checkbox', { name: 'Recipe 60' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith([{ id: 3 }, { id: 1 }, { id: 60 }]);
    await dialogClosed();
    await expect(chosenNames(canvas)).toEqual(['Recipe 3', 'Recipe 1', 'Recipe 60']);
  },
};

const searching = storyServices();

/**
 * Typing in the search box waits for a pause (100 ms, the selector modal's debounce), then asks
 * for page 1 of the matches, whatever page was showing.
 */
export const Search: Story = {
  decorators: [withServices(searching.services)],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose product' }));
    const dialogElement = await findDialog('Choose product');
    const dialog = within(dialogElement);
    await searchFocused(dialogElement);
    await dialog.findByRole('radiogroup', { name: 'Products' });
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(await dialog.findByRole('radio', { name: 'Canvas Tote 5' })).toBeVisible();

    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search' }), 'mug');
    await waitFor(() =>
      expect(searching.log.queries.at(-1)).toEqual({
        contentType: 'product',
        search: 'mug',
        page: 1,
        perPage: 25,
      }),
    );
    const names = await waitFor(() => {
      const radios = dialog.getAllByRole('radio');
      expect(radios).toHaveLength(10);
      return radios.map((radio) => radio.getAttribute('value'));
    });
    await expect(names).toEqual(['5', '11', '17', '23', '29', '35', '41', '47', '53', '59']);
    await expect(dialog.getByText('1–10 of 10')).toBeVisible();
    await expect(dialog.getByText('Page 1 of 1')).toBeVisible();

    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: 'Clay Mug' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith([{ id: 11 }]);
    await dialogClosed();
  },
};

/** A search nothing matches says so. */
export const SearchWithoutResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose product' }));
    const dialogElement = await findDialog('Choose product');
    await searchFocused(dialogElement);
    await userEvent.keyboard('zzz');
    const dialog = within(dialogElement);
    await expect(await dialog.findByRole('heading', { name: 'No records found' })).toBeVisible();
    await expect(dialog.getByText('Try another search.')).toBeVisible();
    await expect(dialog.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

const paging = storyServices();

/**
 * Built-in resources page by 25 (the selector modal's default); the page size picker offers 25,
 * 50, 100 and 250 and returns to page 1. A choice on one page stays chosen on the others.
 */
export const Paging: Story = {
  decorators: [withServices(paging.services)],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose product' }));
    const dialogElement = await findDialog('Choose product');
    const dialog = within(dialogElement);
    await searchFocused(dialogElement);
    await dialog.findByRole('radiogroup');
    await expect(dialog.getAllByRole('radio')).toHaveLength(25);
    await expect(dialog.getByText('1–25 of 60')).toBeVisible();

    await userEvent.click(dialog.getByRole('radio', { name: 'Canvas Tote' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(await dialog.findByRole('radio', { name: 'Canvas Tote 5' })).toBeVisible();
    await expect(dialog.getByText('26–50 of 60')).toBeVisible();
    await expect(paging.log.queries.at(-1)).toEqual({
      contentType: 'product',
      search: '',
      page: 2,
      perPage: 25,
    });
    // The choice is on page 1: no radio here is checked, and Tab still reaches the list.
    for (const radio of dialog.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Previous page' }));
    await expect(await dialog.findByRole('radio', { name: 'Canvas Tote' })).toBeChecked();

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Items per page' }), '50');
    await waitFor(() => expect(dialog.getAllByRole('radio')).toHaveLength(50));
    await expect(paging.log.queries.at(-1)).toEqual({
      contentType: 'product',
      search: '',
      page: 1,
      perPage: 50,
    });

    await userEvent.click(dialog.getByRole('button', { name: 'Select' }));
    await expect(args.onChange).toHaveBeenCalledWith([{ id: 2 }]);
  },
};

/**
 * Each chosen record has a Remove button; removing one reports the rest in order, and removing
 * the last reports null. Focus moves to the Choose button.
 */
export const RemoveItem: Story = {
  args: { field: productList, value: [{ id: 1 }, { id: 2 }, { id: 3 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Canvas Tote');
    await userEvent.tab();
    await userEvent.tab();
    const removeCanvasTote = canvas.getByRole('button', { name: 'Remove Canvas Tote' });
    await expect(removeCanvasTote).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 1 }, { id: 3 }]);
    await expect(chosenNames(canvas)).toEqual(['Orbit Terrarium', 'Linen Apron']);
    await expect(canvas.getByRole('button', { name: 'Choose products' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Remove Linen Apron' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 1 }]);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(chosenNames(canvas)).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Choose products' })).toHaveFocus();
  },
};

/**
 * Escape and Cancel close the picker without a change, and the next opening starts again from
 * the value.
 */
export const CancelKeepsValue: Story = {
  args: { value: [{ id: 3 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Linen Apron');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose product' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    let dialogElement = await findDialog('Choose product');
    await searchFocused(dialogElement);
    let dialog = within(dialogElement);
    await dialog.findByRole('radiogroup');
    // Tab enters the list at the chosen record.
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: 'Linen Apron' })).toHaveFocus();
    await expect(dialog.getByRole('radio', { name: 'Linen Apron' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'Oak Stool' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Choose product' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Enter}');
    dialogElement = await findDialog('Choose product');
    dialog = within(dialogElement);
    await expect(await dialog.findByRole('radio', { name: 'Linen Apron' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Clay Mug' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(chosenNames(canvas)).toEqual(['Linen Apron']);
  },
};

const failing = storyServices({ failing: true });

/**
 * When the host's services fail, chosen records show by id and the picker shows 'Unable to load'
 * with 'Please try again later' and a Try again button that asks again.
 */
export const UnableToLoad: Story = {
  args: { value: [{ id: 4 }] },
  decorators: [withServices(failing.services)],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('#4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose product' }));
    const dialog = within(await findDialog('Choose product'));
    const alert = await dialog.findByRole('alert');
    await waitFor(() => expect(within(alert).getByText('Unable to load')).toBeVisible());
    await expect(within(alert).getByText('Please try again later')).toBeVisible();
    await expect(dialog.queryByRole('navigation')).not.toBeInTheDocument();

    const asked = failing.log.queries.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failing.log.queries.length).toBeGreaterThan(asked));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('#4')).toBeVisible();
  },
};

/** Lookups wait until the story lets them answer, to show what the editor shows meanwhile. */
function gatedLookups(): { services: ValueEditorServices; answer: () => void } {
  const waiting: (() => void)[] = [];
  const services: ValueEditorServices = {
    ...shared.services,
    lookUpReferences: (source, ids) =>
      new Promise<ReferenceRecord[]>((resolve) => {
        waiting.push(() => resolve(shared.services.lookUpReferences(source, ids)));
      }),
  };
  return { services, answer: () => waiting.splice(0).forEach((release) => release()) };
}

const gated = gatedLookups();

/**
 * The chosen records show by name, in the value's order, once `lookUpReferences` answers; until
 * then, and for a record it does not know, by '#id'.
 */
export const ShowsNamesOfChosen: Story = {
  args: { field: productList, value: [{ id: 3 }, { id: 1 }, { id: 999 }] },
  decorators: [withServices(gated.services)],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(chosenNames(canvas)).toEqual(['#3', '#1', '#999']);
    gated.answer();
    await waitFor(() =>
      expect(chosenNames(canvas)).toEqual(['Linen Apron', 'Orbit Terrarium', '#999']),
    );
    await expect(canvas.getByRole('button', { name: 'Remove #999' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only, a list shows its names without buttons, and the field stays focusable. */
export const ReadOnlyList: Story = {
  args: { field: productList, value: [{ id: 2 }, { id: 5 }], isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(chosenNames(canvas)).toEqual(['Canvas Tote', 'Clay Mug']));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Bundle' })).toHaveFocus();
  },
};

/** Read-only with nothing chosen says so. */
export const ReadOnlyEmpty: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('None chosen')).toBeVisible();
  },
};
