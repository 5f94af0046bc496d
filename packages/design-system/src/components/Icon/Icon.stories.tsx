import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon.js';
import { iconNames } from './iconPaths.js';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'search' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a title an icon is decoration: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** With a title it is an image with that name. */
export const WithTitle: Story = {
  args: { name: 'alert', title: 'Available on enterprise plan' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Available on enterprise plan' }),
    ).toBeVisible();
  },
};

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
