import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Heading, Text, useMessages } from '@metafields/design-system';
import { logoutAtom } from '../../atoms/session.js';
import { CenteredPanel } from '../pages.styles.js';
import { messages } from './messages.js';

/** The spec's timings: the request after 0.5 s, the login page 2 s after it succeeds. */
export const logoutDelayMs = 500;
export const redirectDelayMs = 2000;

export default function LogoutPage() {
  const t = useMessages(messages);
  const { mutate, isSuccess } = useAtomValue(logoutAtom);
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => mutate(), logoutDelayMs);
    return () => clearTimeout(timer);
  }, [mutate]);

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(
      () => void navigate('/account/login', { replace: true }),
      redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [isSuccess, navigate]);

  return (
    <CenteredPanel role="status">
      {isSuccess ? (
        <>
          <Heading level={1}>{t('logoutPage.loggedOut')}</Heading>
          <Text>{t('logoutPage.redirecting')}</Text>
        </>
      ) : (
        <Heading level={1}>{t('logoutPage.loggingOut')}</Heading>
      )}
    </CenteredPanel>
  );
}
