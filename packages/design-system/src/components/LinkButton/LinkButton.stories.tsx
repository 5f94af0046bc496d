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
