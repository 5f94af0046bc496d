import { accountMessages } from '@metafields/core';
import { LinkButton, Text, useMessages } from '@metafields/design-system';
import { AppIdentity } from '../../layout/AppIdentity.js';
import { messages as layoutMessages } from '../../layout/messages.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { messages } from './messages.js';

/**
 * The installation success and welcome pages (spec section 2, 'Other pages'): the app's name
 * and logo, a sentence, and the getting-started link to the store's resources.
 */
export function StoreIntroPage({ kind }: { kind: 'installed' | 'welcome' }) {
  const t = useMessages(messages);
  const account = useMessages(accountMessages);
  const app = useMessages(layoutMessages)('app.name');
  const storeHash = useStoreHash();
  return (
    <>
      <AppIdentity title={t(`${kind}Page.title`, { app })} brief />
      <Text>{t(`${kind}Page.description`)}</Text>
      <div>
        <LinkButton href={`/stores/${encodeURIComponent(storeHash)}`} variant="primary">
          {account('welcomePage.getStarted')}
        </LinkButton>
      </div>
    </>
  );
}
