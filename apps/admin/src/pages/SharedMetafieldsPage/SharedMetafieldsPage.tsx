import { useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useNavigate } from 'react-router';
import { resourceTypes } from '@metafields/core';
import {
  Banner,
  Button,
  Cell,
  Column,
  PageHeader,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  useLocale,
  useMessages,
} from '@metafields/design-system';
import { apiClientAtom } from '../../atoms/api.js';
import { storeHashAtom } from '../../atoms/stores.js';
import { navResourceTypes } from '../../layout/storeNav.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { messages } from './messages.js';

/** How many templates each resource type has, read together: one short answer each. */
const templateCountsAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: ['stores', storeHash, 'templates', 'counts'],
    queryFn: () =>
      Promise.all(
        navResourceTypes.map(async (plural) => {
          const type = resourceTypes.find((entry) => entry.plural === plural)!.singular;
          const list = await get(apiClientAtom).templates.list(storeHash, type, {
            page: 1,
            perPage: 1,
          });
          return { id: plural, count: list.meta.total };
        }),
      ),
  };
});

/**
 * The store's shared metafields by resource type, each leading to that type's templates: where
 * the navigation's 'Shared metafields' leads.
 */
export default function SharedMetafieldsPage() {
  const t = useMessages(messages);
  const tResource = useMessages(resourceNameMessages);
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const counts = useAtomValue(templateCountsAtom);
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);

  return (
    <Stack gap="400">
      <PageHeader
        title={t('sharedMetafieldsPage.title')}
        description={t('sharedMetafieldsPage.description')}
      />
      {counts.isError && (
        <Banner variant="critical">
          <Stack gap="200" align="start">
            {t('sharedMetafieldsPage.loadFailed')}
            <Button variant="secondary" size="small" onPress={() => void counts.refetch()}>
              {t('sharedMetafieldsPage.retry')}
            </Button>
          </Stack>
        </Banner>
      )}
      <Table
        aria-label={t('sharedMetafieldsPage.title')}
        isLoading={counts.isPending}
        onRowAction={(key) => void navigate(`/stores/${storeHash}/templates/${String(key)}`)}
      >
        <TableHeader>
          <Column isRowHeader>{t('sharedMetafieldsPage.column.type')}</Column>
          <Column align="end">{t('sharedMetafieldsPage.column.count')}</Column>
        </TableHeader>
        <TableBody items={counts.data ?? []}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{tResource(`resource.${row.id}`)}</Cell>
              <Cell align="end">{count(row.count)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
