import type { Meta, StoryObj } from '@storybook/react-vite';
import { isWeekend, parseDate } from '@internationalized/date';
import { useState } from 'react';
import type { DateValue } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { DatePicker } from './DatePicker.js';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Start date', onChange: fn(), onOpenChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    granularity: { control: 'inline-radio', options: ['day', 'hour', 'minute', 'second'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "A date picker takes a calendar date, typed part by part or picked from a calendar: a metafield's date, an export's “from” date. For a date with a time of day use `DateTimePicker`.",
        "Parts show in the locale's order and calendar (month/day/year in the United States, day/month/year in Britain), so never spell the format out in the label. Each part is a spin button: type digits, or step with ↑ and ↓; the calendar button opens a grid navigated with the arrow keys, Page Up and Page Down for months.",
        '`minValue`, `maxValue` and `isDateUnavailable` limit both the typing and the calendar, and an out-of-range date shows a translated error unless `errorMessage` words it. Say the limit in `description` before people run into it (“Up to 90 days ago”).',
        "Label it after the date's meaning (“Publish on”, “Born on”), not “Date”.",
      ],
      do: [
        'Give past-only or future-only dates a `maxValue` or `minValue`, and say so in the description.',
        'Keep the picker as wide as a date needs; it does not need the full form width.',
      ],
      dont: [
        'Write “MM/DD/YYYY” in the label or placeholder: the format follows the locale.',
        'Use three separate selects for day, month and year.',
      ],
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date typed part by part: each part moves on to the next once it is complete. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    const year = canvas.getByRole('spinbutton', { name: /year/i });

    await userEvent.click(month);
    await userEvent.keyboard('3');
    await expect(month).toHaveTextContent('3');
    await expect(day).toHaveFocus();
    await userEvent.keyboard('14');
    await expect(year).toHaveFocus();
    await userEvent.keyboard('2025');

    // Each year digit makes a whole date (year 2, 20, 202, 2025); the last one is the value.
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-03-14'));
    // The arrows step the focused part.
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-03-15'));
  },
};

export const Playground: Story = {
  args: {
    description: 'The campaign starts at midnight in the store’s time zone.',
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
    granularity: 'day',
  },
};

/** The calendar opens on the chosen month; a click picks a day and closes it. */
export const PickFromCalendar: Story = {
  args: { defaultValue: parseDate('2025-03-14') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog', { name: /Start date/ });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(dialog).getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2025/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-03-20'));
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveTextContent('20');
  },
};

/** Alt+↓ opens the calendar; arrows move by day or week, Enter picks, the month buttons page. */
export const CalendarKeyboard: Story = {
  args: { defaultValue: parseDate('2025-03-14') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: /Start date/ });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 14, 2025/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(within(dialog).getByRole('button', { name: /March 22, 2025/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-03-22'));

    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const reopened = await screen.findByRole('dialog', { name: /Start date/ });
    // The calendar repeats its month buttons, hidden, for screen readers; the first is the one shown.
    const [next] = within(reopened).getAllByRole('button', { name: 'Next' });
    if (next) await userEvent.click(next);
    await expect(within(reopened).getByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * `minValue` and `maxValue`: days outside are disabled in the calendar, and a typed date outside
 * shows the error once the field loses focus.
 */
export const MinAndMax: Story = {
  args: {
    label: 'Sale ends',
    defaultValue: parseDate('2025-03-14'),
    minValue: parseDate('2025-03-10'),
    maxValue: parseDate('2025-04-15'),
    errorMessage: 'Choose a day from 10 March to 15 April 2025.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog', { name: /Sale ends/ });
    await expect(within(dialog).getByRole('button', { name: /March 9, 2025/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const year = canvas.getByRole('spinbutton', { name: /year/i });
    await userEvent.click(year);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Choose a day from 10 March to 15 April 2025.'),
    ).toBeVisible();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
  },
};

/** `isDateUnavailable`: weekends cannot be picked, and a typed weekend is invalid. */
export const UnavailableDates: Story = {
  args: {
    label: 'Delivery date',
    defaultValue: parseDate('2025-03-14'),
    isDateUnavailable: (date) => isWeekend(date, 'en-US'),
    errorMessage: 'We deliver Monday to Friday.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog', { name: /Delivery date/ });
    await expect(within(dialog).getByRole('button', { name: /March 15, 2025/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('{ArrowUp}');
    // Validation shows once focus leaves the date: past the year, onto the calendar button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByText('We deliver Monday to Friday.')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'The campaign starts at midnight in the store’s time zone.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('spinbutton', { name: /month/i }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('The campaign starts at midnight in the store’s time zone.'),
    );
  },
};

/** In a form, a required date blocks the submit and says what is missing. */
export const Required: Story = {
  args: { isRequired: true, name: 'startDate', errorMessage: 'Enter a start date.' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('startDate')));
        }}
      >
        <DatePicker {...args} />
        <Button type="submit">Schedule</Button>
        <p role="status">{submitted && `Scheduled for ${submitted}`}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(await canvas.findByText('Enter a start date.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('6012025');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Scheduled for 2025-06-01');
    await expect(canvas.queryByText('Enter a start date.')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: parseDate('2025-01-01'),
    isInvalid: true,
    errorMessage: 'The store is closed on 1 January.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The store is closed on 1 January.')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Read-only: the date shows and can be focused, but neither typing nor a calendar changes it. */
export const ReadOnly: Story = {
  args: { defaultValue: parseDate('2025-03-14'), isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}9');
    await expect(day).toHaveTextContent('14');
    await expect(day).toHaveAttribute('aria-readonly', 'true');
    await expect(canvas.queryByRole('button', { name: /Calendar/ })).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: parseDate('2025-03-14'), isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Another locale orders the parts its own way: day, month, year in British English. */
export const LocaleOrder: Story = {
  globals: { locale: 'en-GB' },
  args: { defaultValue: parseDate('2025-03-14') },
  play: async ({ canvasElement }) => {
    const spinbuttons = within(canvasElement).getAllByRole('spinbutton');
    await expect(spinbuttons.map((part) => part.textContent)).toEqual(['14', '03', '2025']);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'תאריך התחלה', defaultValue: parseDate('2025-03-14') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /תאריך התחלה/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultValue: parseDate('2025-03-14'),
    description: 'The campaign starts at midnight in the store’s time zone.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.closest('[data-ms-theme]')).toHaveAttribute('data-ms-theme', 'dark');
  },
};

/**
 * Closing the calendar gives focus back where it opened from: the button after a press, the
 * date's part after Alt+↓. The calendar loads the first time it opens; the focus waits in place.
 */
export const FocusReturns: Story = {
  args: { defaultValue: parseDate('2025-03-14') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: /Start date/ });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 14, 2025/ })).toHaveFocus(),
    );
    await expect(document.querySelector('[data-pending-chunk]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();

    const year = canvas.getByRole('spinbutton', { name: /year/i });
    await userEvent.click(year);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('dialog', { name: /Start date/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(year).toHaveFocus();
  },
};

/** Controlled: the calendar and the typing report the date; the page's value shows in the field. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<DateValue | null>(parseDate('2025-03-14'));
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <DatePicker
          {...args}
          value={value}
          onChange={(date) => {
            setValue(date);
            args.onChange?.(date);
          }}
        />
        <div>
          <Button onPress={() => setValue(parseDate('2025-12-24'))}>Christmas Eve</Button>
        </div>
        <p role="status">{value?.toString()}</p>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog', { name: /Start date/ });
    await userEvent.click(within(dialog).getByRole('button', { name: /March 3, 2025/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('2025-03-03');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-03-03'));

    await userEvent.click(canvas.getByRole('button', { name: 'Christmas Eve' }));
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveTextContent('12');
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveTextContent('24');
  },
};

/**
 * `validate` checks the date as it changes (with `validationBehavior="aria"`), and a function as
 * `errorMessage` words each failure from the validation result.
 */
export const ValidateAndWordedError: Story = {
  args: {
    label: 'Launch date',
    defaultValue: parseDate('2025-03-14'),
    validationBehavior: 'aria',
    validate: (date) => (date?.day === 13 ? 'Not on the 13th.' : null),
    errorMessage: (validation) => `Choose another day. ${validation.validationErrors.join(' ')}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog', { name: /Launch date/ });
    await userEvent.click(within(dialog).getByRole('button', { name: /March 13, 2025/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('Choose another day. Not on the 13th.')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
