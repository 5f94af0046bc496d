import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { conformanceStories } from '../testing/conformanceStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import type { ValueEditorField } from '../types.js';
import { DateEditor } from './DateEditor.js';
import partnerExample from '../../../examples/DateEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Launch date',
  description: 'The day the product goes on sale in 2026.',
  contentType: 'date',
  options: { min: '2026-01-01', max: '2026-12-31' },
};

const meta = {
  title: 'Widgets/Value editors/Date',
  component: DateEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={DateEditor} />,
  parameters: {
    usage: {
      notes: [
        "A date field's value, typed part by part in the person's locale or picked from the calendar, reported as 'YYYY-MM-DD'. The field's min and max, when they are dates, bound both the typing and the calendar.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof DateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numbers the date's parts show, smallest first: the parts' order follows the locale. */
const partNumbers = (canvas: ReturnType<typeof within>): number[] =>
  canvas
    .getAllByRole('spinbutton')
    .map((part: HTMLElement) => Number(part.textContent))
    .filter((number: number) => !Number.isNaN(number))
    .sort((a: number, b: number) => a - b);

const stories = conformanceStories(DateEditor, {
  field,
  filled: '2026-03-14',
  showsFilled: async (canvas) => {
    await expect(partNumbers(canvas)).toEqual([3, 14, 2026]);
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
    // Month, day and year in en-US; each part moves on once it is complete.
    await user.keyboard('6152026');
  },
  expected: '2026-06-15',
});
export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

/**
 * The calendar by keyboard: Alt+↓ opens it on the chosen day, the arrows move, Enter picks. Days
 * outside the field's min and max cannot be picked.
 */
export const PickFromCalendar: Story = {
  args: { value: '2026-03-14' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: /Launch date/ });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 14, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-22');
    await expect(partNumbers(within(canvasElement))).toEqual([3, 22, 2026]);
  },
};

/** The field's min and max dates bound the calendar: the days before min cannot be picked. */
export const CalendarHonoursMin: Story = {
  args: { field: { ...field, options: { min: '2026-01-10' } }, value: '2026-01-12' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: /Launch date/ });
    await expect(within(dialog).getByRole('button', { name: /January 9, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    // The arrows do not reach a day before min.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /January 12, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-01-10');
  },
};

/**
 * A date typed outside min and max is still reported (the server has the last word), and the
 * field says it is out of range once focus leaves it.
 */
export const TypedOutsideMinAndMax: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('12312025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-12-31');
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByText(/1\/1\/2026 or later/)).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Numeric min and max (a text template's length defaults) set no dates: any day goes. */
export const NumericBoundsIgnored: Story = {
  args: { field: { ...field, options: { min: 1, max: 255 } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('7041999');
    await userEvent.tab();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('1999-07-04');
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

/**
 * Clearing every part of the date reports null. (react-aria keeps the last whole date while
 * only some parts are cleared, until the date is whole again.)
 */
export const Clearing: Story = {
  args: { value: '2026-03-14' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    // From the year back to the month: each Backspace removes a digit, then moves back a part.
    await userEvent.keyboard('{Backspace}'.repeat(10));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(partNumbers(within(canvasElement))).toEqual([]);
  },
};

/** A value that is not a date in ISO form shows as no date. */
export const UnreadableValue: Story = {
  args: { value: '14/03/2026' },
  play: async ({ canvasElement, args }) => {
    await expect(partNumbers(within(canvasElement))).toEqual([]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
