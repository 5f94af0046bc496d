import { useAtomValue } from 'jotai';
import { Banner, useMessages } from '@metafields/design-system';
import { currentStoreAtom } from '../atoms/stores.js';
import { messages } from './messages.js';
import { useStoreHash } from './useStoreHash.js';

/**
 * The notice sandbox and trial stores see where enterprise features are (companion document,
 * section 1: "Sandbox or trial stores see a notice; trial gives free access to the Enterprise
 * plan until the trial end date"). Other stores see nothing.
 */
export function PlanNotice() {
  const t = useMessages(messages);
  const storeHash = useStoreHash();
  const store = useAtomValue(currentStoreAtom);
  if (store?.is_sandbox === true) return <Banner>{t('planNotice.sandbox')}</Banner>;
  if (store?.on_trial !== true || store.has_free_access === true) return null;
  const endsAt = store.trial_ends_at ? new Date(store.trial_ends_at) : undefined;
  return (
    <Banner action={{ label: t('planNotice.choosePlan'), href: `/stores/${storeHash}/billing` }}>
      {endsAt ? t('planNotice.trial', { endsAt }) : t('planNotice.trialOpen')}
    </Banner>
  );
}
