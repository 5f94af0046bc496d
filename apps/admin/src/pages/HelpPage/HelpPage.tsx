import { accountMessages } from '@metafields/core';
import { Heading, Link, Stack, Text, useMessages } from '@metafields/design-system';
import { appInfo } from '../../layout/appInfo.js';
import { LegalFooter } from '../../layout/LegalFooter.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { messages } from './messages.js';

/**
 * Help (spec section 2, 'Other pages'): the header, its sentence, a help panel with the ways to
 * the documentation and to support, the legal footer, and the way back to the store.
 */
export default function HelpPage() {
  const t = useMessages(messages);
  const account = useMessages(accountMessages);
  const storeHash = useStoreHash();
  return (
    <Stack gap="400">
      <Link href={`/stores/${encodeURIComponent(storeHash)}`}>{account('settingsPage.back')}</Link>
      <Heading level={1}>{account('helpPage.title')}</Heading>
      <Text>{account('helpPage.description')}</Text>
      <Stack as="section" gap="200" aria-labelledby="help-docs">
        <Heading level={2} id="help-docs">
          {t('helpPage.docs.title')}
        </Heading>
        <Text>{t('helpPage.docs.text')}</Text>
        <Link href={appInfo.docsUrl} target="_blank">
          {t('helpPage.docs.link')}
        </Link>
      </Stack>
      <Stack as="section" gap="200" aria-labelledby="help-support">
        <Heading level={2} id="help-support">
          {t('helpPage.support.title')}
        </Heading>
        <Text>{t('helpPage.support.text')}</Text>
        <Link href={`mailto:${appInfo.supportEmail}`}>
          {t('helpPage.support.link', { email: appInfo.supportEmail })}
        </Link>
      </Stack>
      <LegalFooter />
    </Stack>
  );
}
