import { Heading, Link, Text, useMessages } from '@metafields/design-system';
import { messages } from './messages.js';

/** The not-found content; the route around it gives the landmark (in or outside the app's layout). */
export function NotFoundPage() {
  const t = useMessages(messages);
  return (
    <>
      <Heading level={1}>{t('notFoundPage.title')}</Heading>
      <Text>{t('notFoundPage.description')}</Text>
      <Link href="/stores">{t('notFoundPage.home')}</Link>
    </>
  );
}
