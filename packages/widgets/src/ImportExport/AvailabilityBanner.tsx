import {
  commonMessages,
  importExportMessages,
  type ImportExportMessageKey,
  type JobPanelAvailability,
} from '@metafields/core';
import { Banner, useMessages } from '@metafields/design-system';

/** What a panel may show, and what it says: allowed, or locked by the plan or the store. */
export type ImportExportAvailability = JobPanelAvailability;

interface AvailabilityBannerProps {
  /** Why the panel is locked: the plan it needs, or (a warning) an inactive store. */
  availability: Exclude<ImportExportAvailability, { status: 'allowed' }>;
  /** The premium line: 'Upgrade to Premium to unlock import.' or '… import/export.' */
  upgradeKey: Extract<ImportExportMessageKey, 'importPanel.upgrade' | 'exportPanel.upgrade'>;
  /** Where 'Explore plans' leads: the billing page. */
  explorePlansHref: string;
}

/**
 * The locked panel's banner (metafields.md section 2, custom resources 'Import and export tabs'):
 * 'Available on premium plans and above' with the upgrade line, or 'Available on enterprise
 * plan'; then 'Explore plans'. Info while the store is active, a warning when it is not.
 */
export function AvailabilityBanner({
  availability,
  upgradeKey,
  explorePlansHref,
}: AvailabilityBannerProps) {
  const tCommon = useMessages(commonMessages);
  const tImportExport = useMessages(importExportMessages);
  const isPremium = availability.plan === 'premium';
  return (
    <Banner
      variant={availability.status === 'storeInactive' ? 'warning' : 'info'}
      title={tCommon(isPremium ? 'common.plan.premiumAndAbove' : 'common.plan.enterpriseOnly')}
      action={{ label: tCommon('common.plan.explorePlans'), href: explorePlansHref }}
    >
      {isPremium ? tImportExport(upgradeKey) : undefined}
    </Banner>
  );
}
