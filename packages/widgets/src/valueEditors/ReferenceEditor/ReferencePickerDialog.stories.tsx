import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ValueEditorServices } from '../services/index.js';
import { storyServices, withServices } from '../testing/storyServices.js';
import { ReferencePickerDialog } from './ReferencePickerDialog.js';
import partnerExample from '../../../examples/ReferencePickerDialog.tsx?raw';

const { services, log } = storyServices();

const meta = {
  title: 'Widgets/Value editors/Reference/ReferencePickerDialog',
  component: ReferencePickerDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    source: { contentType: 'brand' },
    selectionMode: 'single',
    title: 'Choose brand',
    chosen: [],
    onConfirm: fn(),
  },
  decorators: [withServices(services)],
  parameters: {
    usage: {
      notes: [
        "The reference picker is the dialog the reference editor opens with Choose: a searchable, paged list of the resource's records with radio buttons (one) or checkboxes (several). Confirming hands the chosen ids back in the order chosen; Cancel and Escape change nothing.",
        'It is not exported on its own: partners get it through `ReferenceEditor`, whose `findReferences` service answers its pages.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ReferencePickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) => screen.findByRole('dialog', { name });

/** One brand chosen by keyboard: the id and the record (for its name) are handed back. */
export const Single: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('Choose brand'));
    await waitFor(() => expect(dialog.getByRole('searchbox')).toHaveFocus());
    await dialog.findByRole('radiogroup', { name: 'Brands' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith([3], [{ id: 3, name: 'OFS' }]);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * Several records with checkboxes; records chosen before the dialog opened stay chosen (and are
 * handed back by id only, since the dialog did not show their names). Nothing chosen confirms an
 * empty list.
 */
export const Multiple: Story = {
  args: { selectionMode: 'multiple', title: 'Choose brands', chosen: [40] },
  play: async ({ args }) => {
    const dialog = within(await findDialog('Choose brands'));
    await waitFor(() => expect(dialog.getByText('1 chosen')).toBeVisible());
    await dialog.findByRole('group', { name: 'Brands' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(dialog.getByText('2 chosen')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Select' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([40, 1], [{ id: 1, name: 'Common Good' }]);
  },
};

/** A custom resource's picker pages by 50, with sizes 5 to 250 on offer. */
export const CustomResourcePageSizes: Story = {
  args: { source: { contentType: 'recipe', customObjectId: 12 }, title: 'Choose record' },
  play: async () => {
    const dialog = within(await findDialog('Choose record'));
    await dialog.findByRole('radiogroup', { name: 'Records' });
    await expect(log.queries.at(-1)).toEqual({
      contentType: 'recipe',
      customObjectId: 12,
      search: '',
      page: 1,
      perPage: 50,
    });
    const options = within(dialog.getByRole('combobox', { name: 'Items per page' })).getAllByRole(
      'option',
    );
    await expect(options.map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
      '100',
      '250',
    ]);
  },
};

const neverAnswering: ValueEditorServices = {
  ...services,
  findReferences: () => new Promise(() => undefined),
};

/** While a page is on its way the dialog shows a spinner named 'Loading records'. */
export const Loading: Story = {
  decorators: [withServices(neverAnswering)],
  play: async () => {
    const dialog = within(await findDialog('Choose brand'));
    await expect(dialog.getByRole('progressbar', { name: 'Loading records' })).toBeInTheDocument();
    await expect(dialog.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

const noRecords: ValueEditorServices = {
  ...services,
  findReferences: async () => ({ records: [], total: 0 }),
};

/** A resource without records says so, without paging. */
export const NoRecords: Story = {
  decorators: [withServices(noRecords)],
  play: async () => {
    const dialog = within(await findDialog('Choose brand'));
    await expect(
      await dialog.findByRole('heading', { name: 'No records found' }),
    ).toBeInTheDocument();
    await expect(dialog.queryByText('Try another search.')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
