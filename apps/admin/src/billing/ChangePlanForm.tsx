import { useAtomValue } from 'jotai';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { prorationPreviewCents } from '@metafields/core';
import { ApiError, type StoreSubscription } from '@metafields/api-client';
import {
  Banner,
  Button,
  Form,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  toastQueue,
  useMessages,
} from '@metafields/design-system';
import { billingWritesAtom } from '../atoms/billing.js';
import { billingPlansAtom } from '../atoms/jobs.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { messages } from './messages.js';
import { useMoney } from './useMoney.js';

/**
 * The subscription manager of 'Change plan': another paid plan, what the change invoices now
 * (or keeps as credit) shown before confirming, then the change; back to billing once done.
 */
export function ChangePlanForm({ subscription }: { subscription: StoreSubscription }) {
  const t = useMessages(messages);
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const plans = useAtomValue(billingPlansAtom);
  const { change } = useAtomValue(billingWritesAtom);
  const money = useMoney();
  const { control, handleSubmit, setError, formState } = useForm<{ priceId: string }>({
    defaultValues: { priceId: '' },
  });
  const priceId = useWatch({ control, name: 'priceId' });

  if (plans.isError) return <Banner variant="critical">{t('billingPlans.loadFailed')}</Banner>;
  if (plans.data === undefined) return <Skeleton variant="rect" blockSize="8rem" showLoadingText />;
  const others = plans.data.filter(
    (plan) => plan.price_id !== null && plan.price_id !== subscription.price_id,
  );
  const chosen = others.find((plan) => plan.price_id === priceId);
  const proration = chosen && prorationPreviewCents(subscription, chosen.amount_cents, new Date());
  const amount = (cents: number) => money(Math.abs(cents), chosen?.currency ?? 'USD');

  const submit = async () => {
    if (!chosen?.price_id) return;
    try {
      await change(chosen.price_id);
      toastQueue.add({ variant: 'success', title: t('changePlan.changed', { plan: chosen.name }) });
      void navigate(`/stores/${storeHash}/billing`);
    } catch (error) {
      setError('root', {
        message:
          error instanceof ApiError && error.hasServerMessage
            ? error.message
            : t('changePlan.failed'),
      });
    }
  };
  const failure = formState.errors.root?.message;

  return (
    <Form onSubmit={(event) => handleSubmit(submit)(event)}>
      <Stack gap="400">
        {failure && <Banner variant="critical">{failure}</Banner>}
        <Controller
          control={control}
          name="priceId"
          render={({ field }) => (
            <RadioGroup
              label={t('changePlan.newPlan')}
              value={field.value || null}
              onChange={field.onChange}
              isRequired
            >
              {others.map((plan) => (
                <Radio key={plan.plan} value={plan.price_id ?? ''}>
                  {`${plan.name}, ${t('billingPlans.perMonth', { price: money(plan.amount_cents, plan.currency) })}`}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
        {proration !== undefined && (
          <Text role="status">
            {proration > 0
              ? t('changePlan.charge', { amount: amount(proration) })
              : proration < 0
                ? t('changePlan.credit', { amount: amount(proration) })
                : t('changePlan.nothing')}
          </Text>
        )}
        <div>
          <Button
            type="submit"
            variant="primary"
            isPending={formState.isSubmitting}
            isDisabled={!chosen}
          >
            {t('changePlan.confirm')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
