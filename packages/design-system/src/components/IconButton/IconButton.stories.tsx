import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { iconNames } from '../Icon/iconPaths.js';
import { IconButton } from './IconButton.js';
import type { IconButtonProps } from './IconButton.js';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: 'trash', 'aria-label': 'Delete template', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    'aria-label': { control: 'text' },
    variant: { control: 'inline-radio', options: ['subtle', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    tooltipPlacement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '2.5rem', paddingInline: '4rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "An icon button is a button that shows only an icon: edit, delete and move in table rows, close in a header, a toolbar's actions. Its required `aria-label` is its accessible name and shows as a tooltip on hover and keyboard focus, so everyone learns what it does.",
        'Use it only where the icon is widely understood and space is short; anywhere else a `Button` with a text label is clearer. In a list, make each label specific to its row (“Delete Lemon tart”), so screen-reader users know which row they act on.',
        'It is `subtle` by default, for rows and toolbars; sizes are 28, 36 and 44 px square with a 16, 20 or 24 px icon. Everything else (Enter and Space, `isPending`, `isDisabled`) is as `Button`.',
      ],
      do: [
        'Write the label as a verb and object: “Edit field”, “Move Serves up”.',
        'Keep the same icon for the same action everywhere.',
      ],
      dont: [
        'Use an icon button for a primary action that needs to be found at once.',
        'Invent icons for abstract actions; if the label is needed to understand it, show the label.',
      ],
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

// The accessible name is part of the type: an icon button without one does not compile.
function _unnamedIconButton() {
  // @ts-expect-error `aria-label` is required
  return <IconButton icon="trash" />;
}

/** Named by its `aria-label`; the icon itself is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete template' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { icon: 'edit', 'aria-label': 'Edit definition', variant: 'secondary', size: 'medium' },
};

/** Keyboard focus shows the name as a tooltip, which describes the button; Enter presses it. */
export const TooltipOnFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete template' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Delete template');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A pointer resting on the button shows the tooltip too. */
export const TooltipOnHover: Story = {
  args: { icon: 'copy', 'aria-label': 'Copy key' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy key' });
    // react-aria shows hover tooltips to pointer users only: a press on the page makes this one.
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy key');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

const variants = [
  { variant: 'subtle', icon: 'edit', label: 'Edit' },
  { variant: 'secondary', icon: 'filter', label: 'Filter' },
  { variant: 'primary', icon: 'add', label: 'Add metafield' },
  { variant: 'danger', icon: 'trash', label: 'Delete' },
] as const;

/** The Button's variants; `subtle` is the default, for toolbars and table rows. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {variants.map(({ variant, icon, label }) => (
        <IconButton key={variant} {...args} variant={variant} icon={icon} aria-label={label} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const { label } of variants) {
      await userEvent.click(canvas.getByRole('button', { name: label }));
    }
    await expect(args.onPress).toHaveBeenCalledTimes(variants.length);
  },
};

function SizeRow(args: IconButtonProps) {
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <IconButton {...args} size="small" aria-label="Small" />
      <IconButton {...args} size="medium" aria-label="Medium" />
      <IconButton {...args} size="large" aria-label="Large" />
    </div>
  );
}

/** Square at 28, 36 and 44px, the heights of the Button sizes, so they line up with buttons. */
export const Sizes: Story = {
  args: { variant: 'secondary', icon: 'settings' },
  render: (args) => <SizeRow {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sides = [];
    for (const name of ['Small', 'Medium', 'Large']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeCloseTo(box.height, 0);
      sides.push(box.width);
    }
    await expect(sides).toEqual([28, 36, 44]);
  },
};

/** Disabled: not focusable, not pressable (and so without a tooltip). */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete template' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Pending: a spinner in place of the icon; the button stays focusable and react-aria adds the
 * spinner's "Loading" to its name.
 */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete template Loading' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The focus ring and the tooltip follow the dark theme. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {variants.map(({ variant, icon, label }) => (
        <IconButton key={variant} {...args} variant={variant} icon={icon} aria-label={label} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(await screen.findByRole('tooltip')).toHaveAttribute('data-ms-theme', 'dark');
  },
};
