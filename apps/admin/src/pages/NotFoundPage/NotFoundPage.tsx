import { accountMessages } from '@metafields/core';
import { Heading, Link, Text, useMessages } from '@metafields/design-system';
import { messages } from './messages.js';

/** The not-found content; the route around it gives the landmark (in or outside the app's layout). */
export function NotFoundPage() {
  const t = useMessages(accountMessages);
  const own = useMessages(messages);
  return (
    <>
      <Heading level={1}>{t('notFoundPage.title')}</Heading>
      <Text>{t('notFoundPage.description')}</Text>
      <Link href="/stores">{own('notFoundPage.home')}</Link>
    </>
  );
}
