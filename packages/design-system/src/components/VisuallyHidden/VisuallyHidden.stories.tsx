import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { Link } from '../Link/Link.js';
import { VisuallyHidden } from './VisuallyHidden.js';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Delete template' },
  parameters: {
    usage: {
      notes: [
        'Visually hidden content is read by screen readers but not shown: a heading that structures a page whose sections are obvious by sight, extra context for a link (“Edit <hidden>Lemon tart</hidden>”), a live message. With `isFocusable` it appears while it has focus, for a “Skip to content” link.',
        "Use it to add what sight gives for free, not to hide content from sighted people that others get. Components already name themselves (an `IconButton`'s `aria-label`, a `Spinner`'s “Loading”): prefer those props over hidden text.",
      ],
      do: ["Hide text that repeats what the layout shows, such as a table column's purpose."],
      dont: [
        'Hide text that sighted people need too, such as instructions.',
        'Put interactive controls inside it without `isFocusable`.',
      ],
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

const onDelete = fn();

/** Names an icon-only button: screen readers say "Delete template"; the screen shows the icon. */
export const Default: Story = {
  render: (args) => (
    <Button variant="secondary" onPress={onDelete}>
      <Icon name="trash" />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    onDelete.mockClear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Delete template' });
    const hidden = canvas.getByText('Delete template');
    await expect(hidden.tagName).toBe('SPAN');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(button);
    await expect(onDelete).toHaveBeenCalledTimes(1);
  },
};

/** With `isFocusable`, it shows while focused: a link to skip past navigation. */
export const SkipLink: Story = {
  args: { isFocusable: true, children: undefined },
  render: (args) => (
    <>
      <VisuallyHidden {...args}>
        <Link href="#metafield-list">Skip to metafields</Link>
      </VisuallyHidden>
      <p id="metafield-list">24 shared metafields</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to metafields' });
    // The wrapper clips the link to a single pixel until focus is inside it.
    const wrapper = link.parentElement!;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
    await expect(link).toBeVisible();
  },
};
