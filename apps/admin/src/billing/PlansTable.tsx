import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { features, type Feature } from '@metafields/core';
import {
  Badge,
  Banner,
  Grid,
  Panel,
  Skeleton,
  Stack,
  Text,
  useMessages,
} from '@metafields/design-system';
import type { BillingPlan } from '@metafields/api-client';
import { billingPlansAtom } from '../atoms/jobs.js';
import { messages } from './messages.js';
import { useMoney } from './useMoney.js';

const isFeature = (name: string): name is Feature => features.some((feature) => feature === name);

export interface PlansTableProps {
  /** The store's plan, marked 'Current plan'; none on the public pricing page. */
  currentPlan?: string | null;
  /** What each plan offers to do, such as the subscription manager's 'Choose Premium'. */
  action?: (plan: BillingPlan) => ReactNode;
  /** The plans' heading level under the page's headings. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The plans with their monthly prices and features (spec: 'Plans'), one card each: the same on
 * the public pricing page, the store's pricing pages and the billing page's subscription manager.
 */
export function PlansTable({ currentPlan, action, headingLevel = 2 }: PlansTableProps) {
  const t = useMessages(messages);
  const plans = useAtomValue(billingPlansAtom);
  const money = useMoney();
  if (plans.isError) return <Banner variant="critical">{t('billingPlans.loadFailed')}</Banner>;
  if (plans.data === undefined)
    return <Skeleton variant="rect" blockSize="12rem" showLoadingText />;
  // A store without a plan of its own is on the lower plan, which is listed first.
  const current = currentPlan === undefined ? undefined : (currentPlan ?? plans.data[0]?.plan);
  return (
    <Grid as="ul" aria-label={t('billingPlans.label')} minItemWidth="16rem" gap="400">
      {plans.data.map((plan) => (
        <li key={plan.plan}>
          <Panel
            as="article"
            title={plan.name}
            headingLevel={headingLevel}
            actions={
              plan.plan === current ? (
                <Badge variant="success">{t('billingPlans.current')}</Badge>
              ) : undefined
            }
            footer={action?.(plan)}
          >
            <Stack gap="200">
              <Text>
                {t('billingPlans.perMonth', { price: money(plan.amount_cents, plan.currency) })}
              </Text>
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
  );
}
