import { Heading, Link, Text, useMessages } from '@metafields/design-system';
import { messages } from './messages.js';

export function NotFoundPage() {
  const t = useMessages(messages);
  return (
    <main>
      <Heading level={1}>{t('notFoundPage.title')}</Heading>
      <Text>{t('notFoundPage.description')}</Text>
      <Link href="/stores">{t('notFoundPage.home')}</Link>
    </main>
  );
}
