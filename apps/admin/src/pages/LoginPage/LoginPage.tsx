import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '@metafields/api-client';
import { Banner, Button, Form, Heading, TextField, useMessages } from '@metafields/design-system';
import { currentUserAtom, loginAtom } from '../../atoms/session.js';
import { CenteredPanel } from '../pages.styles.js';
import { messages } from './messages.js';

export default function LoginPage() {
  const t = useMessages(messages);
  const { data: user } = useAtomValue(currentUserAtom);
  const login = useAtomValue(loginAtom);
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/stores';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  // Signed in (just now, or already): on to where they were going, /stores by default.
  if (user) return <Navigate to={from} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
      {failure && <Banner variant="critical">{failure}</Banner>}
      <Form onSubmit={submit}>
        <TextField
          label={t('loginPage.email')}
          type="email"
          name="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={setEmail}
          validate={(value) =>
            /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value) ? null : t('loginPage.invalidEmail')
          }
        />
        <TextField
          label={t('loginPage.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          validate={(value) => (value ? null : t('loginPage.passwordRequired'))}
        />
        <Button type="submit" variant="primary" isPending={login.isPending}>
          {t('loginPage.submit')}
        </Button>
      </Form>
    </CenteredPanel>
  );
}
