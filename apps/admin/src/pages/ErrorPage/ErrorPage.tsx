import { useEffect, useState } from 'react';
import { accountMessages } from '@metafields/core';
import { Banner, Heading, Text, useMessages } from '@metafields/design-system';
import { CenteredPanel } from '../pages.styles.js';
import { clearLastError, readLastError } from './lastError.js';

/**
 * The generic error page (spec section 2), where the server sends a failed install or load:
 * what went wrong, from the last_error cookie, else the spec's default sentence.
 */
export default function ErrorPage() {
  const t = useMessages(accountMessages);
  // Read once: the cookie is cleared right after, and a re-render must keep the sentence.
  const [lastError] = useState(() => readLastError(document.cookie));
  useEffect(() => clearLastError(), []);
  return (
    <CenteredPanel>
      <Heading level={1}>{t('errorPage.title')}</Heading>
      <Text>{t('errorPage.description')}</Text>
      <Banner variant="critical">{lastError ?? t('errorPage.fallbackError')}</Banner>
    </CenteredPanel>
  );
}
