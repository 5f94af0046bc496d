import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { ApiError } from '@metafields/api-client';
import { Banner, Button, Form, Heading, useMessages } from '@metafields/design-system';
import { passwordResetNotice } from '@metafields/core';
import { coreOutputResolver, FormTextField } from '@metafields/widgets';
import { currentUserAtom, loginAtom } from '../../atoms/session.js';
import { useNoticeText } from '../../notices/useNotify.js';
import { CenteredPanel } from '../pages.styles.js';
import { messages } from './messages.js';
import { ResetRequestForm } from './ResetRequestForm.js';

const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** What the login form checks before sending, in its own words (the server has the last say). */
function loginSchema(invalidEmail: string, passwordRequired: string) {
  return z.object({
    email: z.string().check(z.regex(emailPattern, invalidEmail)),
    password: z.string().check(z.minLength(1, passwordRequired)),
  });
}
type LoginSchema = ReturnType<typeof loginSchema>;
type LoginInput = z.infer<LoginSchema>;

export default function LoginPage() {
  const t = useMessages(messages);
  const { data: user } = useAtomValue(currentUserAtom);
  const login = useAtomValue(loginAtom);
  const state = useLocation().state as { from?: string; passwordReset?: boolean } | null;
  const from = state?.from ?? '/stores';
  const noticeText = useNoticeText();
  const resolver = useMemo(
    () =>
      coreOutputResolver<LoginInput, LoginSchema>(
        loginSchema(t('loginPage.invalidEmail'), t('loginPage.passwordRequired')),
      ),
    [t],
  );
  // Checked on submit, then again as the person types, never on blur: an error that vanished as
  // focus left a field would move 'Log in' away from the pointer pressing it.
  const { control, handleSubmit, subscribe } = useForm<LoginInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  // A refusal of what was typed before no longer describes what is there now.
  const { isError, reset: forgetRefusal } = login;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          if (isError) forgetRefusal();
        },
      }),
    [subscribe, isError, forgetRefusal],
  );
  // 'Forgot password?' swaps the login form for the reset request, in the same panel.
  const [resetting, setResetting] = useState(false);

  // Signed in (just now, or already): on to where they were going, /stores by default.
  if (user) return <Navigate to={from} replace />;

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
          <Form
            onSubmit={(event) => handleSubmit((input) => login.mutate(input))(event)}
            validationBehavior="aria"
          >
            <FormTextField
              control={control}
              name="email"
              label={t('loginPage.email')}
              type="email"
              autoComplete="username"
              isRequired
            />
            <FormTextField
              control={control}
              name="password"
              label={t('loginPage.password')}
              type="password"
              autoComplete="current-password"
              isRequired
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
