import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoUser, signedOut, stores } from '../../testing/handlers.js';
import { withApp } from '../../testing/AppStory.js';
import LoginPage from './LoginPage.js';

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  decorators: [withApp],
  parameters: { path: '/account/login', msw: { handlers: [signedOut, stores] } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'demo@example.com');
  await userEvent.type(canvas.getByLabelText(/Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Log in to Metafield Studio' }),
    ).toBeVisible();
    // Nothing typed: the fields say what they need, and nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
  },
};

/**
 * Errors come on submit and go as the field is edited, never on blur: leaving a field must not
 * move 'Log in' from under the pointer pressing it.
 */
export const ErrorsClearAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /Email/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const emailError = 'Enter an email address such as name@example.com.';
    await expect(canvas.getByText(emailError)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'demo@example.com');
    await expect(canvas.queryByText(emailError)).not.toBeInTheDocument();
    // Leaving the password field empty (a blur) keeps its error where it was.
    await userEvent.click(canvas.getByLabelText(/Password/));
    await userEvent.tab();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
  },
};

/** The server's sentence is shown as it is. */
export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        signedOut,
        http.post('/api/users/sessions', () =>
          HttpResponse.json(
            {
              error: 'invalid_credentials',
              message: 'The email or password is incorrect.',
            },
            { status: 401 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'wrong');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    // Editing a field: the refusal no longer describes what is typed.
    await userEvent.type(canvas.getByLabelText(/Password/), 'x');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A failure without a server sentence gets the page's own. */
export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: [
        signedOut,
        http.post('/api/users/sessions', () => new HttpResponse(null, { status: 503 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'demo-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not log you in. Please try again later.',
    );
  },
};

/** After logging in, the merchant lands on their stores. */
export const Success: Story = {
  parameters: {
    // The pending "Log in" button announced itself through react-aria's live region, then
    // unmounted as the app moved on, so for a few seconds the (already spoken) message points
    // at a removed element. The stores page itself is checked by the Stores stories.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
    msw: {
      handlers: [
        signedOut,
        stores,
        http.post('/api/users/sessions', () => HttpResponse.json({ data: demoUser })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'demo-password');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your stores' })).toBeVisible();
    await expect(
      await canvas.findByRole('rowheader', { name: 'Metafield Studio Demo' }),
    ).toBeVisible();
  },
};

const requested = http.post('/api/users/password', () =>
  HttpResponse.json({ data: { message: 'sent' } }, { status: 202 }),
);

/** 'Forgot password?': the reset email asked for, and a confirmation that tells nothing more. */
export const ForgotPassword: Story = {
  parameters: { msw: { handlers: [signedOut, stores, requested] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot password?' }));
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'someone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(
      await canvas.findByText(/If an account exists for that email, we have sent it a link/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};
