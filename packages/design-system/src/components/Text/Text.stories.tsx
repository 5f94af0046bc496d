import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text.js';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Shared metafields describe what fields every product should have.' },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'subdued', 'critical'] } },
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
