import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Color } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ColorPicker } from './ColorPicker.js';

/** Matches a `Color` by its hex code, whatever colour space it is held in. */
function colorWithHex(hex: string) {
  return {
    asymmetricMatch: (color: Color) => color.toString('hex') === hex,
    toString: () => `a colour of ${hex}`,
  };
}

const meta = {
  title: 'Primitives/ColorPicker',
  component: ColorPicker,
  tags: ['autodocs'],
  args: { label: 'Brand colour', defaultValue: '#1D7A2C', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isInvalid: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    usage: {
      notes: [
        'A colour picker lets people choose a colour by sight: the trigger is a swatch with the hex code, and it opens a popover with a saturation and brightness area, a hue slider and a hex field. When people only paste codes, `ColorField` is simpler.',
        "The swatch button is named after the label, the hex code and the colour's name (“Brand colour #3C64F4 vibrant blue”), so people who do not see the swatch hear what it is.",
        "Everything in the popover works with the keyboard: arrow keys move the area's thumb and the hue slider, and the hex field takes a typed code. Escape closes the popover and returns focus to the swatch.",
        'A picker always holds a colour: `isRequired` only marks the label. `isReadOnly` shows the colour without opening the editor.',
      ],
      do: [
        'Label it after what the colour is for (“Badge colour”), not “Colour”.',
        'Check the contrast of text placed on the chosen colour elsewhere in the design.',
      ],
      dont: [
        'Offer a free colour choice where a small set of brand colours is expected; use a `Select` or `RadioGroup` of named colours.',
      ],
    },
  },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hex code typed in the editor becomes the colour of the swatch. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^Brand colour #1D7A2C/ });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Brand colour' });
    const hex = within(dialog).getByRole('textbox', { name: 'Hex' });
    await expect(hex).toHaveValue('#1D7A2C');

    await userEvent.clear(hex);
    await userEvent.type(hex, '#3c64f4{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(colorWithHex('#3C64F4'));
    await expect(hex).toHaveValue('#3C64F4');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // The swatch button now names the new colour, by code and in words.
    await expect(trigger).toHaveAccessibleName(/^Brand colour #3C64F4 \w+/);
  },
};

export const Playground: Story = {
  args: {
    description: 'Buttons, links and focus rings.',
    isInvalid: false,
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
  },
};

/** The area and the hue slider move with the arrow keys. */
export const Keyboard: Story = {
  args: { defaultValue: '#3C64F4' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Brand colour/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand colour' });
    // react-aria names the area ("Color picker", a 2D slider: one input per axis) and the hue
    // slider in the locale's language; the first input of the area is saturation.
    const [saturation] = within(dialog).getAllByRole('slider', { name: 'Color picker' });
    const hue = within(dialog).getByRole('slider', { name: /Hue/ });

    await expect(saturation).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^Saturation/),
    );
    saturation?.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenCalledOnce();

    hue.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function ControlledPicker(args: Parameters<typeof ColorPicker>[0]) {
  const [color, setColor] = useState<string | Color>('#CC1F1F');
  return (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <ColorPicker
        {...args}
        value={color}
        onChange={(next) => {
          setColor(next);
          args.onChange?.(next);
        }}
      />
      <p>Saved: {typeof color === 'string' ? color : color.toString('hex')}</p>
    </div>
  );
}

/** The caller holds the colour through `value`/`onChange`. */
export const Controlled: Story = {
  render: (args) => <ControlledPicker {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Brand colour #CC1F1F/ }));
    const hex = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '0b38d9{Enter}');
    await expect(canvas.getByText('Saved: #0B38D9')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithDescription: Story = {
  args: { description: 'Buttons, links and focus rings.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Brand colour/ }),
    ).toHaveAccessibleDescription('Buttons, links and focus rings.');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '#F6F7FC',
    isInvalid: true,
    errorMessage: 'Too light for white text on buttons.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Too light for white text on buttons.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Brand colour/ })).toHaveAccessibleDescription(
      'Too light for white text on buttons.',
    );
  },
};

/** In a form, the colour is submitted as a hex code under `name`. */
export const InAForm: Story = {
  args: { name: 'brandColour' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('brandColour')));
        }}
        style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}
      >
        <ColorPicker {...args} />
        <button type="submit">Save</button>
        <p role="status">{submitted && `Saved ${submitted}`}</p>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved #1D7A2C');
  },
};

/** Read-only: the swatch button shows the colour and keeps focus, but opens nothing. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Brand colour/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(trigger);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Brand colour/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Buttons, links and focus rings.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Brand colour/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.closest('[data-ms-theme]')).toHaveAttribute('data-ms-theme', 'dark');
  },
};
