import { useAtomValue } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import {
  accountMessages,
  actionOutcomeOf,
  apiTokenDeleteNotice,
  commonMessages,
  isFeatureAllowed,
  type ApiToken,
} from '@metafields/core';
import {
  AlertDialog,
  Button,
  Cell,
  Column,
  IconButton,
  PageHeader,
  Row,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableHeader,
  useLocale,
  useMessages,
} from '@metafields/design-system';
import { apiTokensAtom, deleteApiTokenAtom } from '../../atoms/settings.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { PlanNotice } from '../../layout/PlanNotice.js';
import { PlanRequired } from '../../layout/PlanRequired.js';
import { storeNavPath } from '../../layout/storeNav.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { ListLoadError } from '../../lists/ListLoadError.js';
import { useNotify } from '../../notices/useNotify.js';
import { lazyComponent } from '../../layout/lazyComponent.js';
import { tokenCreatedAtFormat } from './createdAt.js';
import { messages } from './messages.js';

const CreateTokenModal = lazyComponent(() =>
  import('./CreateTokenModal.js').then((module) => module.CreateTokenModal),
);

/**
 * The store's API tokens (companion spec, section 2): a table with when each was made, in the
 * store's time zone; a create modal and a delete that revokes at once. Enterprise plan only
 * (feature 'api-access').
 */
export default function ApiTokensPage() {
  const tAccount = useMessages(accountMessages);
  const t = useMessages(messages);
  const storeHash = useStoreHash();
  const store = useAtomValue(currentStoreAtom);
  const header = (actions?: ReactNode) => (
    <PageHeader
      title={tAccount('settingsPage.apiTokens.title')}
      description={t('apiTokensPage.description')}
      backLink={{
        label: tAccount('settingsPage.title'),
        href: storeNavPath(storeHash, 'settings'),
      }}
      actions={actions}
    />
  );
  if (store === undefined) {
    return (
      <Stack gap="400">
        {header()}
        <Skeleton lines={4} showLoadingText />
      </Stack>
    );
  }
  if (!isFeatureAllowed('api-access', store)) {
    return (
      <Stack gap="400">
        {header()}
        <PlanRequired />
      </Stack>
    );
  }
  return <TokensScreen header={header} timeZone={store.timezone_name} />;
}

function TokensScreen({
  header,
  timeZone,
}: {
  header: (actions: ReactNode) => ReactNode;
  timeZone: string;
}) {
  const tAccount = useMessages(accountMessages);
  const tCommon = useMessages(commonMessages);
  const t = useMessages(messages);
  const { locale } = useLocale();
  const notify = useNotify();
  const tokens = useAtomValue(apiTokensAtom);
  const { mutateAsync: remove } = useAtomValue(deleteApiTokenAtom);
  const [isCreating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApiToken | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const format = useMemo(() => tokenCreatedAtFormat(locale, timeZone), [locale, timeZone]);

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      await remove(deleting.id);
      notify(apiTokenDeleteNotice({ status: 204 }));
    } catch (error) {
      notify(apiTokenDeleteNotice(actionOutcomeOf(error)));
    }
  };

  return (
    <Stack gap="400">
      <PlanNotice />
      {header(
        <Button variant="primary" onPress={() => setCreating(true)}>
          {tAccount('apiTokensPage.create')}
        </Button>,
      )}
      {tokens.isError ? (
        <ListLoadError onRetry={() => void tokens.refetch()} isRetrying={tokens.isFetching} />
      ) : (
        <Table aria-label={tAccount('settingsPage.apiTokens.title')} isLoading={tokens.isPending}>
          <TableHeader>
            <Column isRowHeader>{t('apiTokensPage.column.name')}</Column>
            <Column>{t('apiTokensPage.column.createdAt')}</Column>
            <Column align="end">{t('apiTokensPage.column.actions')}</Column>
          </TableHeader>
          <TableBody
            items={tokens.data ?? []}
            renderEmptyState={() => (tokens.isPending ? null : tAccount('apiTokensPage.empty'))}
          >
            {(token) => (
              <Row id={token.id}>
                <Cell>{token.name}</Cell>
                <Cell>
                  <time dateTime={token.created_at}>
                    {format.format(new Date(token.created_at))}
                  </time>
                </Cell>
                <Cell align="end">
                  <IconButton
                    icon="trash"
                    aria-label={t('apiTokensPage.deleteLabel', { name: token.name })}
                    onPress={() => {
                      setDeleting(token);
                      setDeleteOpen(true);
                    }}
                  />
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {isCreating && <CreateTokenModal isOpen={isCreating} onOpenChange={setCreating} />}
      <AlertDialog
        isOpen={isDeleteOpen && deleting !== null}
        onOpenChange={setDeleteOpen}
        variant="destructive"
        title={t('apiTokenDeleteModal.title')}
        primaryActionLabel={tCommon('common.action.delete')}
        onConfirm={confirmDelete}
      >
        {t('apiTokenDeleteModal.confirm', { name: deleting?.name ?? '' })}{' '}
        {tAccount('apiTokenDeleteModal.warning')}
      </AlertDialog>
    </Stack>
  );
}
