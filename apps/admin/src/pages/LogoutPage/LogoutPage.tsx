import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages, loginRedirectDelayMs, logoutDelayMs } from '@metafields/core';
import { Heading, Text, useMessages } from '@metafields/design-system';
import { logoutAtom } from '../../atoms/session.js';
import { CenteredPanel } from '../pages.styles.js';

export default function LogoutPage() {
  const t = useMessages(accountMessages);
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
      loginRedirectDelayMs,
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
