import { useAtomValue } from 'jotai';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@metafields/api-client';
import {
  accountMessages,
  passwordResetInputSchema,
  type PasswordResetInput,
} from '@metafields/core';
import { Banner, Button, Form, Heading, Link, useMessages } from '@metafields/design-system';
import { coreOutputResolver, FormTextField } from '@metafields/widgets';
import { apiClientAtom } from '../../atoms/api.js';
import { CenteredPanel } from '../pages.styles.js';
import { messages } from './messages.js';

const fields = ['email', 'token', 'password', 'password_confirmation'] as const;
const isField = (name: string): name is FieldPath<PasswordResetInput> =>
  (fields as readonly string[]).includes(name);

/**
 * The password reset form (spec section 2), opened from the emailed link: email and token come
 * prefilled from its query. Success goes to the login with the 'Password reset' notice; the
 * server's refusals (such as a used token) show by their fields.
 */
export default function PasswordResetPage() {
  const t = useMessages(messages);
  const account = useMessages(accountMessages);
  const api = useAtomValue(apiClientAtom);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { control, handleSubmit, setError, formState } = useForm<PasswordResetInput>({
    resolver: coreOutputResolver(passwordResetInputSchema),
    defaultValues: {
      email: query.get('email') ?? '',
      token: query.get('token') ?? '',
      password: '',
      password_confirmation: '',
    },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await api.users.password.reset(input);
    } catch (error) {
      const named = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      const byField = named.filter(([name]) => isField(name));
      if (byField.length === 0) {
        const message = error instanceof ApiError && error.hasServerMessage ? error.message : '';
        setError('root', { message: message || t('passwordResetPage.failed') });
        return;
      }
      byField.forEach(([name, [message]], index) => {
        if (isField(name)) setError(name, { message }, { shouldFocus: index === 0 });
      });
      return;
    }
    // The login page shows the 'Password reset' notice (it has no toast region of its own).
    await navigate('/account/login', { replace: true, state: { passwordReset: true } });
  });

  const labels: Record<(typeof fields)[number], string> = {
    email: t('passwordResetPage.email'),
    token: account('passwordResetPage.token'),
    password: t('passwordResetPage.password'),
    password_confirmation: account('passwordResetPage.passwordConfirmation'),
  };
  const autoComplete = {
    email: 'username',
    token: 'one-time-code',
    password: 'new-password',
    password_confirmation: 'new-password',
  } as const;

  return (
    <CenteredPanel>
      <Heading level={1}>{t('passwordResetPage.title')}</Heading>
      {formState.errors.root?.message && (
        <Banner variant="critical">{formState.errors.root.message}</Banner>
      )}
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
        {fields.map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            label={labels[name]}
            type={name === 'email' ? 'email' : name === 'token' ? 'text' : 'password'}
            autoComplete={autoComplete[name]}
            isRequired
          />
        ))}
        <Button type="submit" variant="primary" isPending={formState.isSubmitting}>
          {t('passwordResetPage.submit')}
        </Button>
      </Form>
      <Link href="/account/login">{t('passwordResetPage.backToLogin')}</Link>
    </CenteredPanel>
  );
}
