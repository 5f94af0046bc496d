import { useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { ReactNode } from 'react';
import { accountMessages } from '@metafields/core';
import {
  Button,
  Grid,
  InlineAlert,
  PageHeader,
  Panel,
  Skeleton,
  Stack,
  Text,
  useMessages,
} from '@metafields/design-system';
import { apiClientAtom } from '../../atoms/api.js';
import { storeHashAtom } from '../../atoms/stores.js';
import { messages } from './messages.js';

const webdavAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: ['stores', storeHash, 'settings', 'webdav'],
    queryFn: () => get(apiClientAtom).settings.webdav(storeHash),
  };
});

const apiTokensAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: ['stores', storeHash, 'settings', 'api-tokens'],
    queryFn: () => get(apiClientAtom).settings.apiTokens(storeHash),
  };
});

/** A card's state: a placeholder while it loads, the failure with a retry, else the state. */
function CardState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: () => ReactNode;
}) {
  const t = useMessages(messages);
  if (query.isPending) return <Skeleton variant="text" showLoadingText />;
  if (query.isError) {
    return (
      <Stack gap="200" align="start">
        <InlineAlert variant="critical">{t('settingsCards.loadFailed')}</InlineAlert>
        <Button variant="secondary" size="small" onPress={() => void query.refetch()}>
          {t('settingsCards.retry')}
        </Button>
      </Stack>
    );
  }
  return <Text>{children()}</Text>;
}

/**
 * The store's settings (companion spec, section 2): a card for its WebDAV login and one for its
 * API tokens, each with the state it is in now.
 */
export default function SettingsPage() {
  const t = useMessages(messages);
  const tAccount = useMessages(accountMessages);
  const webdav = useAtomValue(webdavAtom);
  const tokens = useAtomValue(apiTokensAtom);
  return (
    <Stack gap="400">
      <PageHeader
        title={tAccount('settingsPage.title')}
        description={t('settingsCards.description')}
      />
      <Grid minItemWidth="20rem" gap="400">
        <Panel as="section" title={tAccount('settingsPage.webdav.title')} headingLevel={2}>
          <Stack gap="200">
            <Text tone="subdued">{t('settingsCards.webdav.description')}</Text>
            <CardState query={webdav}>
              {() =>
                webdav.data?.webdav_username
                  ? t('settingsCards.webdav.connected', { username: webdav.data.webdav_username })
                  : t('settingsCards.webdav.notSet')
              }
            </CardState>
          </Stack>
        </Panel>
        <Panel as="section" title={tAccount('settingsPage.apiTokens.title')} headingLevel={2}>
          <Stack gap="200">
            <Text tone="subdued">{t('settingsCards.apiTokens.description')}</Text>
            <CardState query={tokens}>
              {() => t('settingsCards.apiTokens.count', { count: tokens.data?.length ?? 0 })}
            </CardState>
          </Stack>
        </Panel>
      </Grid>
    </Stack>
  );
}
