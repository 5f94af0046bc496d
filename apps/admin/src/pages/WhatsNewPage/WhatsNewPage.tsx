import { accountMessages } from '@metafields/core';
import { Heading, Link, Stack, Text, useLocale, useMessages } from '@metafields/design-system';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { messages } from './messages.js';
import whatsNew from './whatsNew.json';

/** A news date (a calendar day, 'YYYY-MM-DD') in the UI's locale, on that very day anywhere. */
const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * What's new (spec section 2, 'Other pages'): the app's updates, newest first, and the
 * provider's other apps, from whatsNew.json (written in English, as release notes are).
 */
export default function WhatsNewPage() {
  const t = useMessages(messages);
  const account = useMessages(accountMessages);
  const { locale } = useLocale();
  const storeHash = useStoreHash();
  return (
    <Stack gap="400">
      <Link href={`/stores/${encodeURIComponent(storeHash)}`}>{account('settingsPage.back')}</Link>
      <Heading level={1}>{account('whatsNewPage.title')}</Heading>
      <Text>{account('whatsNewPage.description')}</Text>
      <section aria-labelledby="whats-new-updates">
        <Heading level={2} id="whats-new-updates">
          {t('whatsNewPage.updates')}
        </Heading>
        <Stack as="ul" gap="300">
          {whatsNew.updates.map((update) => (
            <li key={`${update.date} ${update.title}`}>
              <Heading level={3}>{update.title}</Heading>
              <Text tone="subdued">
                <time dateTime={update.date}>{formatDay(update.date, locale)}</time>
              </Text>
              <Text>{update.text}</Text>
            </li>
          ))}
        </Stack>
      </section>
      <section aria-labelledby="whats-new-apps">
        <Heading level={2} id="whats-new-apps">
          {t('whatsNewPage.otherApps')}
        </Heading>
        <Stack as="ul" gap="300">
          {whatsNew.otherApps.map((app) => (
            <li key={app.name}>
              <Heading level={3}>{app.name}</Heading>
              <Text>{app.text}</Text>
              <Link href={app.url} target="_blank">
                {t('whatsNewPage.openApp', { name: app.name })}
              </Link>
            </li>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
