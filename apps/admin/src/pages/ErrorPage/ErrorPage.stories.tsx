import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedOut } from '../../testing/handlers.js';
import ErrorPage from './ErrorPage.js';
import { clearLastError } from './lastError.js';

const sentence =
  'This link cannot open Metafield Studio. It is incomplete, has expired or was already used.';

const meta = {
  title: 'Pages/Error',
  component: ErrorPage,
  decorators: [withApp],
  parameters: { path: '/error', msw: { handlers: [signedOut] } },
  beforeEach: () => clearLastError(),
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server left its sentence in the last_error cookie: shown once, then forgotten. */
export const WithLastError: Story = {
  beforeEach: () => {
    document.cookie = `last_error=${encodeURIComponent(sentence)}; Path=/`;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Sorry, we ran into a problem. Please contact support.'),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(sentence);
    await waitFor(() => expect(document.cookie).not.toContain('last_error='));
  },
};

/** No cookie: the spec's default sentence. */
export const WithoutLastError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Oops. Something went wrong. Please wait and try again.',
    );
  },
};
