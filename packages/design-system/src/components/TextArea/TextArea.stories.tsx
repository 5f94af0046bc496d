import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { TextArea } from './TextArea.js';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Care instructions', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    rows: { control: { type: 'number', min: 1, max: 20 } },
    maxLength: { control: { type: 'number', min: 1 } },
    autoGrow: { control: 'boolean' },
    showCharacterCount: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        'A text area takes text of several lines: descriptions, notes, a message. For a single line (a name, a key) use `TextField`; for formatted text, the rich-text editor of the widgets.',
        "`rows` sets how many lines show before it scrolls (3 by default); `autoGrow` grows it with its text so long values can be read whole. Size it to the text expected: the box's height tells people how much to write.",
        'With `maxLength` and `showCharacterCount` it shows “120/500”, and tells screen-reader users how many characters are left once few remain (not on every keystroke).',
        'Give it a visible `label` and put help in `description`; an error shows under the field and is read with it.',
      ],
      do: ['Say the limit up front with the character count when there is one.'],
      dont: ['Use a placeholder as the instructions; they vanish when typing starts.'],
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Care instructions' });
    // A native <textarea>: Enter starts a new line instead of submitting the form.
    await expect(textArea.tagName).toBe('TEXTAREA');
    await userEvent.type(textArea, 'Hand-wash cold.{Enter}Dry flat.');
    await expect(textArea).toHaveValue('Hand-wash cold.\nDry flat.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hand-wash cold.\nDry flat.');
  },
};

export const Playground: Story = {
  args: {
    description: 'Printed on the packing slip.',
    placeholder: 'Hand-wash cold. Dry flat.',
    rows: 3,
    maxLength: 200,
    autoGrow: false,
    showCharacterCount: true,
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

export const WithDescription: Story = {
  args: { description: 'Printed on the packing slip.' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Care instructions' });
    await expect(textArea).toHaveAccessibleDescription('Printed on the packing slip.');
  },
};

/** `rows` sets how many lines show before the text scrolls. */
export const Rows: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextArea {...args} label="Short note" rows={2} />
      <TextArea {...args} label="Long description" rows={8} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const short = canvas.getByRole('textbox', { name: 'Short note' });
    const long = canvas.getByRole('textbox', { name: 'Long description' });
    await expect(short).toHaveAttribute('rows', '2');
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(
      short.getBoundingClientRect().height * 2.5,
    );
  },
};

/** With `autoGrow` the box grows with the text instead of scrolling, and shrinks back. */
export const AutoGrow: Story = {
  args: { autoGrow: true, rows: 2 },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Care instructions' });
    const initial = textArea.getBoundingClientRect().height;
    await userEvent.type(textArea, 'One{Enter}Two{Enter}Three{Enter}Four{Enter}Five{Enter}Six');
    const grown = textArea.getBoundingClientRect().height;
    await expect(grown).toBeGreaterThan(initial * 2);
    // Nothing is hidden behind a scroll bar.
    await expect(textArea.scrollHeight).toBeLessThanOrEqual(textArea.clientHeight);

    await userEvent.clear(textArea);
    await expect(textArea.getBoundingClientRect().height).toBeCloseTo(initial, 0);
  },
};

/**
 * The count shows characters used of `maxLength`; near the limit a status message says how many
 * are left, and typing stops at the limit.
 */
export const CharacterCount: Story = {
  args: {
    label: 'Meta description',
    description: 'Shown by search engines under the page title.',
    maxLength: 40,
    showCharacterCount: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Meta description' });
    await expect(canvas.getByText('0/40')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.type(textArea, 'Organic cotton tee');
    await expect(canvas.getByText('18/40')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.type(textArea, ', made in Portugal');
    await expect(canvas.getByText('36/40')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('4 characters left');

    await userEvent.type(textArea, '. Soft and durable.');
    await expect(textArea).toHaveValue('Organic cotton tee, made in Portugal. So');
    await expect(canvas.getByText('40/40')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No characters left');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      'Organic cotton tee, made in Portugal. So',
    );
  },
};

/** Required: submitting the form empty shows the error and focuses the field. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Enter care instructions.' },
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(true);
        }}
      >
        <TextArea {...args} name="care" />
        <div>
          <Button type="submit">Save</Button>
        </div>
        <p role="status">{saved ? 'Saved' : ''}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Care instructions' });
    await expect(textArea).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter care instructions.')).toBeVisible();
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Enter care instructions.');
    await expect(textArea).toHaveFocus();

    await userEvent.type(textArea, 'Dry clean only.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await expect(canvas.queryByText('Enter care instructions.')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'Wash at 90°',
    isInvalid: true,
    errorMessage: 'Give the temperature for the care label: 30°, 40° or 60°.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Give the temperature for the care label: 30°, 40° or 60°.'),
    ).toBeVisible();
  },
};

/** Read-only: focusable and selectable, but typing changes nothing. */
export const ReadOnly: Story = {
  args: { defaultValue: 'Hand-wash cold. Dry flat.', isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Care instructions' });
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await userEvent.type(textArea, ' Iron low.');
    await expect(textArea).toHaveValue('Hand-wash cold. Dry flat.');
    await expect(textArea).toHaveAttribute('readonly');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled: not editable, and Tab passes it by. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextArea {...args} label="Care instructions" />
      <TextArea {...args} label="Supplier notes" isDisabled defaultValue="Ships from Porto." />
      <TextArea {...args} label="Gift message" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('textbox', { name: 'Supplier notes' });
    await expect(disabled).toBeDisabled();
    await userEvent.type(disabled, 'x');
    await expect(disabled).toHaveValue('Ships from Porto.');

    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Care instructions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Gift message' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    description: 'Printed on the packing slip.',
    defaultValue: 'Hand-wash cold.',
    maxLength: 200,
    showCharacterCount: true,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Mention the drying method too.',
  },
};
