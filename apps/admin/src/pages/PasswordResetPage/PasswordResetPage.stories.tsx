import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedOut } from '../../testing/handlers.js';
import PasswordResetPage from './PasswordResetPage.js';

const invalidToken =
  'This password reset link is invalid, used or expired. Please ask for a new one.';
/** The server's reset: a used token is refused by its field, any other is taken. */
const reset = http.put('/api/users/password', async ({ request }) => {
  const body = (await request.json()) as { token?: string };
  if (body.token !== 'used-token') return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(
    {
      error: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { token: [invalidToken] },
    },
    { status: 422 },
  );
});

const meta = {
  title: 'Pages/PasswordReset',
  component: PasswordResetPage,
  decorators: [withApp],
  parameters: {
    path: '/account/password-reset?email=demo%40example.com&token=good-token',
    msw: { handlers: [signedOut, reset] },
  },
} satisfies Meta<typeof PasswordResetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choosePassword(canvasElement: HTMLElement, confirmation = 'a-new-password') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^New password/), 'a-new-password');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
}

/** From the emailed link: email and token prefilled; success leads to the login's notice. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Email/ })).toHaveValue(
      'demo@example.com',
    );
    await expect(canvas.getByRole('textbox', { name: /Token/ })).toHaveValue('good-token');
    await choosePassword(canvasElement);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Password reset');
    await expect(notice).toHaveTextContent('Please login with your new password.');
    await expect(canvas.getByRole('heading', { name: 'Log in to Metafield Studio' })).toBeVisible();
  },
};

/** The server refuses the token: its sentence by the token field, which takes the focus. */
export const UsedToken: Story = {
  parameters: { path: '/account/password-reset?email=demo%40example.com&token=used-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePassword(canvasElement);
    await expect(await canvas.findByText(invalidToken)).toBeVisible();
    const token = canvas.getByRole('textbox', { name: /Token/ });
    await expect(token).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(token).toHaveFocus());
  },
};

/** Core's schema: every field required, and the confirmation must match. */
export const Invalid: Story = {
  parameters: { path: '/account/password-reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePassword(canvasElement, 'another-password');
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus());
  },
};
