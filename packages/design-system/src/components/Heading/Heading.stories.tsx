import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading.js';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Shared product metafields' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shared product metafields',
    );
  },
};

export const Levels: Story = {
  render: () => (
    <>
      <Heading level={1}>Level 1</Heading>
      <Heading level={2}>Level 2</Heading>
      <Heading level={3}>Level 3</Heading>
      <Heading level={4}>Level 4</Heading>
    </>
  ),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading');
    await expect(headings.map((h) => h.tagName)).toEqual(['H1', 'H2', 'H3', 'H4']);
  },
};
