import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.js';
import { Inline } from '../Inline/Inline.js';
import { LinkButton } from './LinkButton.js';

const meta = {
  title: 'Primitives/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: { children: 'Add Recipe', href: '/stores/demo/custom-object/4/value' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'subtle', 'danger'] },
    size: { control: 'select', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    usage: {
      notes: [
        'A link button is a link drawn as a button, for an action that goes to another page: “Add recipe” opening the value form, “Create template” from an empty state. Screen readers hear a link, and it can open in a new tab like any link. If the action happens where the button is (save, delete, open a dialog), use `Button`.',
        "Variants and sizes are `Button`'s, and so are the labelling rules: a verb and its object, one `primary` per view. An internal `href` goes through the app's router.",
      ],
      do: ['Use it for “create” and “edit” actions that open their own page.'],
      dont: [
        'Use it to trigger work: it cannot show progress or be pending.',
        'Style a plain `Link` as a button yourself; use this.',
      ],
    },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

/** A link, reached with Tab, that navigates through the app's router on Enter. */
export const Default: Story = {
  decorators: [
    (Story) => (
      <DesignSystemProvider navigate={navigate}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Add Recipe' });
    await expect(link).toHaveAttribute('href', '/stores/demo/custom-object/4/value');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/stores/demo/custom-object/4/value', undefined);
  },
};

/** The variants and sizes of `Button`. */
export const Variants: Story = {
  render: (args) => (
    <Inline gap="300">
      <LinkButton {...args}>Primary</LinkButton>
      <LinkButton {...args} variant="secondary">
        Secondary
      </LinkButton>
      <LinkButton {...args} variant="subtle" size="small">
        Subtle, small
      </LinkButton>
      <LinkButton {...args} variant="danger" size="large">
        Danger, large
      </LinkButton>
    </Inline>
  ),
};
