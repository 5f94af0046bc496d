import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.js';
import type { ButtonProps } from './Button.js';

const variants = ['primary', 'secondary', 'subtle', 'danger'] as const;

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    isPending: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    children: { control: 'text' },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
  parameters: {
    usage: {
      notes: [
        'A button does something on the current screen: saves, opens a dialog, starts an export. When pressing it only takes the person to another page, use `Link` in text or `LinkButton` where it should look like a button.',
        'One `primary` button per view, for the action the view exists for; `secondary` for the others beside it; `subtle` in toolbars, table rows and anywhere several actions repeat; `danger` only for an action that destroys data, usually the confirm button of an `AlertDialog`.',
        'The label is a verb and its object in sentence case: “Save field”, “Start export”, “Delete 3 values”. Without visible text (an icon alone) use `IconButton`, whose label is read out and shown as a tooltip.',
        'Enter and Space press it. While the work runs, set `isPending`: a spinner announced as “Loading” replaces the label, the width stays the same, presses are ignored and focus stays on the button. `isDisabled` takes the button out of the tab order altogether, so nobody can reach it to learn why.',
        "Sizes are 28, 36 and 44 px tall; `medium` everywhere except dense rows and toolbars (`small`) and touch-first screens (`large`). Even `small` meets WCAG 2.2's 24 px target size.",
      ],
      do: [
        'Name the outcome: “Save template”, not “OK” or “Submit”.',
        'Keep one primary action per view.',
        'Show `isPending` while a save or an upload runs, so a second press cannot send it twice.',
      ],
      dont: [
        'Use a button to go to another page: a link can open in a new tab and says where it goes.',
        'Colour a button `danger` for emphasis: red means data will be lost.',
        "Disable a button without saying why; a form's submit button stays enabled and shows the field errors instead.",
      ],
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

function AllVariants(args: ButtonProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]?.toUpperCase()}
          {variant.slice(1)}
        </Button>
      ))}
    </div>
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'primary', size: 'medium', isPending: false, isDisabled: false },
};

export const Variants: Story = {
  render: (args) => <AllVariants {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Primary', 'Secondary', 'Subtle', 'Danger']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(args.onPress).toHaveBeenCalledTimes(4);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect();
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect();
    await expect(large.height).toBeGreaterThan(small.height);
    // WCAG 2.2 target size (2.5.8): even the small button is at least 24px tall.
    await expect(small.height).toBeGreaterThanOrEqual(24);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The button keeps its name and focus; react-aria marks it aria-disabled and announces the
    // pending state, and the spinner inside is a progress bar named "Loading".
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A pending Save that the app removes once the work is done (a save bar's). */
function SaveThenGone() {
  const [phase, setPhase] = useState<'idle' | 'pending' | 'done'>('idle');
  if (phase === 'done') return <p>Saved</p>;
  return (
    <Button
      isPending={phase === 'pending'}
      onPress={() => {
        setPhase('pending');
        setTimeout(() => setPhase('done'), 400);
      }}
    >
      Save
    </Button>
  );
}

/**
 * A pending button removed while react-aria still announces its state clears the announcement
 * as it goes (through the live region's DOM: react-aria exports no public way), so the region
 * never points at a removed button.
 */
export const PendingThenRemoved: Story = {
  render: () => <SaveThenGone />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const assertive = () => document.querySelector('[data-live-announcer] [aria-live="assertive"]');
    // react-aria announces the pending state (its region appears after its first delay).
    await waitFor(() => expect(assertive()?.childElementCount).toBeGreaterThan(0));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await waitFor(() => expect(assertive()?.childElementCount).toBe(0));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete template' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete template' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => <AllVariants {...args} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Secondary' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(button.closest('[data-ms-theme]')).toHaveAttribute('data-ms-theme', 'dark');
  },
};
