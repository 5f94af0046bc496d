import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import {
  Banner,
  Cell,
  Column,
  Heading,
  Row,
  Table,
  TableBody,
  TableHeader,
  useMessages,
} from '@metafields/design-system';
import { accountMessages } from '@metafields/core';
import { storesAtom } from '../../atoms/stores.js';
import { messages } from './messages.js';

export default function StoresPage() {
  const t = useMessages(messages);
  const account = useMessages(accountMessages);
  const { data: stores, isError, isPending } = useAtomValue(storesAtom);
  const navigate = useNavigate();

  return (
    <>
      <Heading level={1}>{t('storesPage.title')}</Heading>
      {isError && <Banner variant="critical">{account('storesPage.loadFailed')}</Banner>}
      <Table
        aria-label={t('storesPage.title')}
        isLoading={isPending}
        onRowAction={(key) => void navigate(`/stores/${String(key)}`)}
      >
        <TableHeader>
          <Column isRowHeader>{t('storesPage.column.name')}</Column>
          <Column>{t('storesPage.column.hash')}</Column>
          <Column>{t('storesPage.column.currency')}</Column>
        </TableHeader>
        <TableBody
          items={stores ?? []}
          renderEmptyState={() => (isPending ? null : t('storesPage.empty'))}
        >
          {(store) => (
            <Row id={store.store_hash}>
              <Cell>{store.name}</Cell>
              <Cell>{store.store_hash}</Cell>
              <Cell>{store.currency}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </>
  );
}
