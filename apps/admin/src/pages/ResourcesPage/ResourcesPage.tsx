import { useNavigate } from 'react-router';
import { resourceTypes } from '@metafields/core';
import {
  Cell,
  Column,
  Heading,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
  useMessages,
} from '@metafields/design-system';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { messages } from './messages.js';

/** The store's resource list: the eight built-in resource types (custom resources come later). */
export default function ResourcesPage() {
  const t = useMessages(messages);
  const tResource = useMessages(resourceNameMessages);
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const rows = resourceTypes
    .map((type) => ({ id: type.plural, name: tResource(`resource.${type.plural}`) }))
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <>
      <Heading level={1}>{t('resourcesPage.title')}</Heading>
      <Text>{t('resourcesPage.description')}</Text>
      <Table
        aria-label={t('resourcesPage.tableLabel')}
        onRowAction={(key) => void navigate(`/stores/${storeHash}/${String(key)}`)}
      >
        <TableHeader>
          <Column isRowHeader>{t('resourcesPage.column.name')}</Column>
          <Column>{t('resourcesPage.column.key')}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{row.name}</Cell>
              <Cell>{row.id}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </>
  );
}
