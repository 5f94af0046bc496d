import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { accountMessages, commonMessages } from '@metafields/core';
import {
  Button,
  Grid,
  Heading,
  InlineAlert,
  LinkButton,
  PageHeader,
  Panel,
  Skeleton,
  Stack,
  Text,
  useMessages,
} from '@metafields/design-system';
import { apiTokensAtom, appExtensionsAtom, webdavSettingsAtom } from '../../atoms/settings.js';
import { storeNavPath } from '../../layout/storeNav.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { AppExtensionCard } from './AppExtensionCard.js';
import { messages } from './messages.js';

interface QueryState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A card's state: a placeholder while it loads, the failure with a retry, else the state. */
function CardState({ query, children }: { query: QueryState; children: () => ReactNode }) {
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
  return <>{children()}</>;
}

/** A settings card whose 'Manage' button opens its own page. */
function ManagedCard({
  title,
  description,
  href,
  children,
}: {
  title: string;
  description: string;
  href: string;
  children: ReactNode;
}) {
  const t = useMessages(messages);
  const tCommon = useMessages(commonMessages);
  return (
    <Panel
      as="section"
      title={title}
      headingLevel={2}
      actions={
        <LinkButton
          href={href}
          variant="secondary"
          size="small"
          aria-label={t('settingsCards.manageLabel', { name: title })}
        >
          {tCommon('common.action.manage')}
        </LinkButton>
      }
    >
      <Stack gap="200">
        <Text tone="subdued">{description}</Text>
        {children}
      </Stack>
    </Panel>
  );
}

/**
 * The store's settings (companion spec, section 2): cards for its WebDAV login and its API
 * tokens, each with 'Manage' to its page, and one card per App Extension with its switch.
 */
export default function SettingsPage() {
  const t = useMessages(messages);
  const tAccount = useMessages(accountMessages);
  const storeHash = useStoreHash();
  const settingsPath = storeNavPath(storeHash, 'settings');
  const webdav = useAtomValue(webdavSettingsAtom);
  const tokens = useAtomValue(apiTokensAtom);
  const extensions = useAtomValue(appExtensionsAtom);
  return (
    <Stack gap="400">
      <PageHeader
        title={tAccount('settingsPage.title')}
        description={t('settingsCards.description')}
        backLink={{
          label: tAccount('settingsPage.back'),
          href: storeNavPath(storeHash, 'resources'),
        }}
      />
      <Grid minItemWidth="20rem" gap="400">
        <ManagedCard
          title={tAccount('settingsPage.webdav.title')}
          description={t('settingsCards.webdav.description')}
          href={`${settingsPath}/webdav`}
        >
          <CardState query={webdav}>
            {() => (
              <Text>
                {webdav.data?.webdav_username
                  ? t('settingsCards.webdav.connected', { username: webdav.data.webdav_username })
                  : t('settingsCards.webdav.notSet')}
              </Text>
            )}
          </CardState>
        </ManagedCard>
        <ManagedCard
          title={tAccount('settingsPage.apiTokens.title')}
          description={t('settingsCards.apiTokens.description')}
          href={`${settingsPath}/api-tokens`}
        >
          <CardState query={tokens}>
            {() => (
              <Text>{t('settingsCards.apiTokens.count', { count: tokens.data?.length ?? 0 })}</Text>
            )}
          </CardState>
        </ManagedCard>
      </Grid>
      <Stack gap="300" as="section" aria-labelledby="settings-extensions">
        <Heading level={2} id="settings-extensions">
          {t('settingsCards.extensions.heading')}
        </Heading>
        <CardState query={extensions}>
          {() => (
            <Grid minItemWidth="20rem" gap="400">
              {extensions.data?.map((extension) => (
                <AppExtensionCard key={extension.id} extension={extension} />
              ))}
            </Grid>
          )}
        </CardState>
      </Stack>
    </Stack>
  );
}
