import { useAtomValue } from 'jotai';
import {
  Banner,
  Cell,
  Column,
  Panel,
  Row,
  Table,
  TableBody,
  TableHeader,
  useMessages,
} from '@metafields/design-system';
import { invoicesAtom } from '../atoms/billing.js';
import { billingPlansAtom } from '../atoms/jobs.js';
import { messages } from './messages.js';
import { useMoney } from './useMoney.js';
import { useStoreDate } from './useStoreDate.js';

/** The store's invoices, newest first (shown once the store has a subscription). */
export function InvoicesList() {
  const t = useMessages(messages);
  const invoices = useAtomValue(invoicesAtom);
  const plans = useAtomValue(billingPlansAtom);
  const money = useMoney();
  const storeDate = useStoreDate();
  const planName = (plan: string | null) =>
    plans.data?.find((candidate) => candidate.plan === plan)?.name ?? plan ?? '';

  return (
    <Panel title={t('invoices.title')} isFlush={!invoices.isError}>
      {invoices.isError ? (
        <Banner variant="critical">{t('invoices.loadFailed')}</Banner>
      ) : (
        <Table aria-label={t('invoices.title')} isLoading={invoices.isPending}>
          <TableHeader>
            <Column id="number" isRowHeader>
              {t('invoices.number')}
            </Column>
            <Column id="date">{t('invoices.date')}</Column>
            <Column id="plan">{t('invoices.plan')}</Column>
            <Column id="amount" align="end">
              {t('invoices.amount')}
            </Column>
            <Column id="status">{t('invoices.status')}</Column>
          </TableHeader>
          <TableBody items={invoices.data ?? []} renderEmptyState={() => t('invoices.empty')}>
            {(invoice) => (
              <Row id={invoice.id}>
                <Cell>{invoice.number}</Cell>
                <Cell>{storeDate(invoice.created_at)}</Cell>
                <Cell>{planName(invoice.plan)}</Cell>
                <Cell align="end">{money(invoice.amount_cents, invoice.currency)}</Cell>
                <Cell>{invoice.status === 'paid' ? t('invoices.paid') : invoice.status}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}
