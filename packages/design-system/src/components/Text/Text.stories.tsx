import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text.js';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Shared metafields describe what fields every product should have.' },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'subdued', 'critical'] } },
  parameters: {
    usage: {
      notes: [
        'Text is body copy in the design system\'s type and colours: a paragraph by default, or `as="span"` inside other text. `tone="subdued"` is for secondary information (a hint, a timestamp); `critical` for a short inline warning. Titles are `Heading`s, not big text.',
        'Subdued text still meets WCAG AA contrast (4.5:1) in every theme; never lighten text further. Write in sentence case, and keep lines short enough to read.',
      ],
      do: ['Use `subdued` for metadata next to the main content.'],
      dont: [
        "Use `critical` text alone for an error that stops a task; use a field's `errorMessage` or a `Banner`.",
        'Set text colours by hand.',
      ],
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/describe what fields/);
    await expect(text.tagName).toBe('P');
  },
};

export const Tones: Story = {
  render: () => (
    <>
      <Text>Default text</Text>
      <Text tone="subdued">Subdued text</Text>
      <Text tone="critical">Critical text</Text>
      <Text>
        A paragraph with{' '}
        <Text as="span" tone="subdued">
          an inline span
        </Text>
        .
      </Text>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('an inline span').tagName).toBe('SPAN');
  },
};
