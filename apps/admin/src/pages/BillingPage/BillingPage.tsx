import { useAtomValue } from 'jotai';
import { accountMessages, features, type Feature } from '@metafields/core';
import {
  Badge,
  Banner,
  Grid,
  PageHeader,
  Panel,
  Skeleton,
  Stack,
  Text,
  useLocale,
  useMessages,
} from '@metafields/design-system';
import type { BillingPlan } from '@metafields/api-client';
import { billingPlansAtom } from '../../atoms/jobs.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { messages } from './messages.js';

const isFeature = (name: string): name is Feature => features.some((feature) => feature === name);

/**
 * The link target of plan upgrades ('Explore plans', spec section 2): the plans with their
 * monthly prices and features, the store's current plan marked. A plain page for now: the full
 * billing screens (subscription, company details, invoices, change of plan) come in a later
 * issue and replace it.
 */
export default function BillingPage() {
  const t = useMessages(messages);
  const tAccount = useMessages(accountMessages);
  const plans = useAtomValue(billingPlansAtom);
  const store = useAtomValue(currentStoreAtom);
  const { locale } = useLocale();

  const price = (plan: BillingPlan) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: plan.currency }).format(
      plan.amount_cents / 100,
    );
  // A store without a plan of its own is on the lower plan, which is listed first.
  const currentPlan = store === undefined ? undefined : (store.plan ?? plans.data?.[0]?.plan);

  return (
    <Stack gap="400">
      <PageHeader title={tAccount('billingPage.title')} />
      <Text>{tAccount('billingPage.subtitle')}</Text>
      {plans.isError ? (
        <Banner variant="critical">{t('billingPlans.loadFailed')}</Banner>
      ) : plans.data === undefined ? (
        <Skeleton variant="rect" blockSize="12rem" showLoadingText />
      ) : (
        <Grid as="ul" aria-label={t('billingPlans.label')} minItemWidth="16rem" gap="400">
          {plans.data.map((plan) => (
            <li key={plan.plan}>
              <Panel
                as="article"
                title={plan.name}
                headingLevel={2}
                actions={
                  plan.plan === currentPlan ? (
                    <Badge variant="success">{t('billingPlans.current')}</Badge>
                  ) : undefined
                }
              >
                <Stack gap="200">
                  <Text>{t('billingPlans.perMonth', { price: price(plan) })}</Text>
                  {plan.features.length === 0 ? (
                    <Text tone="subdued">{t('billingPlans.noFeatures')}</Text>
                  ) : (
                    <ul>
                      {plan.features.filter(isFeature).map((feature) => (
                        <li key={feature}>{t(`billingPlans.feature.${feature}`)}</li>
                      ))}
                    </ul>
                  )}
                </Stack>
              </Panel>
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
