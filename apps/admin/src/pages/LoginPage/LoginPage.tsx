import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '@metafields/api-client';
import { Banner, Button, Form, Heading, TextField, useMessages } from '@metafields/design-system';
import { passwordResetNotice } from '@metafields/core';
import { currentUserAtom, loginAtom } from '../../atoms/session.js';
import { useNoticeText } from '../../notices/useNotify.js';
import { CenteredPanel } from '../pages.styles.js';
import { messages } from './messages.js';
import { ResetRequestForm } from './ResetRequestForm.js';

type LoginField = 'email' | 'password';

const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export default function LoginPage() {
  const t = useMessages(messages);
  const { data: user } = useAtomValue(currentUserAtom);
  const login = useAtomValue(loginAtom);
  const state = useLocation().state as { from?: string; passwordReset?: boolean } | null;
  const from = state?.from ?? '/stores';
  const noticeText = useNoticeText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Checked on submit and cleared as the person types, never on blur: an error that vanished
  // as focus left a field would move 'Log in' away from the pointer pressing it.
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  // 'Forgot password?' swaps the login form for the reset request, in the same panel.
  const [resetting, setResetting] = useState(false);

  // Signed in (just now, or already): on to where they were going, /stores by default.
  if (user) return <Navigate to={from} replace />;

  const edit = (field: LoginField, setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setErrors(({ [field]: _cleared, ...others }) => others);
    // A refusal of what was typed before no longer describes what is there now.
    if (login.isError) login.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<LoginField, string>> = {};
    if (!emailPattern.test(email)) found.email = t('loginPage.invalidEmail');
    if (!password) found.password = t('loginPage.passwordRequired');
    setErrors(found);
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) {
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    login.mutate({ email, password });
  };

  let failure: string | undefined;
  if (login.error instanceof ApiError && login.error.hasServerMessage)
    failure = login.error.message;
  else if (login.error) failure = t('loginPage.failed');

  return (
    <CenteredPanel>
      <img src="/img/logo.svg" alt="" width={48} height={48} />
      <Heading level={1}>{t('loginPage.title')}</Heading>
      {state?.passwordReset && !resetting && (
        <Banner variant="success" title={noticeText(passwordResetNotice.title ?? '')}>
          {noticeText(passwordResetNotice.message)}
        </Banner>
      )}
      {resetting ? (
        <ResetRequestForm onDone={() => setResetting(false)} />
      ) : (
        <>
          {failure && <Banner variant="critical">{failure}</Banner>}
          <Form onSubmit={submit} validationBehavior="aria">
            <TextField
              label={t('loginPage.email')}
              type="email"
              name="email"
              autoComplete="username"
              isRequired
              value={email}
              onChange={edit('email', setEmail)}
              isInvalid={errors.email !== undefined}
              errorMessage={errors.email}
            />
            <TextField
              label={t('loginPage.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              isRequired
              value={password}
              onChange={edit('password', setPassword)}
              isInvalid={errors.password !== undefined}
              errorMessage={errors.password}
            />
            <Button type="submit" variant="primary" isPending={login.isPending}>
              {t('loginPage.submit')}
            </Button>
          </Form>
          <Button variant="subtle" onPress={() => setResetting(true)}>
            {t('loginPage.forgotPassword')}
          </Button>
        </>
      )}
    </CenteredPanel>
  );
}
