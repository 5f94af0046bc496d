import { describe, expect, it } from 'vitest';
import { renderText } from './catalogue/testing/renderText.js';
import {
  availabilityBannerTone,
  canCreateSharedMetafield,
  featureAvailabilityMessage,
  features,
  isActiveSandboxOrTrial,
  isChannelAllowed,
  isFeatureAllowed,
  isFeatureUsable,
  isImportExportAllowed,
  isMultiStoreAllowed,
  isValueImportExportAllowed,
  type PlanStore,
} from './plans.js';

const basic: PlanStore = { active: true, plan: 'basic', plan_features: [] };
const premium: PlanStore = {
  active: true,
  plan: 'premium',
  plan_features: ['import-export', 'shared-metafields'],
};
const enterprise: PlanStore = { active: true, plan: 'enterprise', plan_features: [...features] };
const inactivePremium: PlanStore = { ...premium, active: false };
const sandbox: PlanStore = { active: true, plan: 'basic', is_sandbox: true };
const trial: PlanStore = { active: true, plan: 'premium', on_trial: true };
const enterpriseTrial: PlanStore = { active: true, plan: 'enterprise', on_trial: true };
const originalSubscriber: PlanStore = { active: true, plan: 'basic', is_original_subscriber: true };

describe('features', () => {
  it('are the five feature names of the spec', () => {
    expect(features).toEqual([
      'import-export',
      'multi-store',
      'shared-metafields',
      'custom-objects',
      'api-access',
    ]);
  });
});

describe('isFeatureAllowed', () => {
  it('allows everything when no store is loaded', () => {
    for (const feature of features) expect(isFeatureAllowed(feature, undefined)).toBe(true);
  });

  it('allows everything to sandbox, trial and original subscriber stores', () => {
    for (const store of [sandbox, trial, originalSubscriber]) {
      for (const feature of features) expect(isFeatureAllowed(feature, store)).toBe(true);
    }
  });

  it('otherwise allows exactly the features the plan includes', () => {
    expect(features.filter((feature) => isFeatureAllowed(feature, premium))).toEqual([
      'import-export',
      'shared-metafields',
    ]);
    expect(features.filter((feature) => isFeatureAllowed(feature, basic))).toEqual([]);
    expect(isFeatureAllowed('api-access', { active: true })).toBe(false);
    expect(isFeatureAllowed('api-access', { active: true, plan_features: null })).toBe(false);
  });

  it('does not look at whether the store is active', () => {
    expect(isFeatureAllowed('import-export', inactivePremium)).toBe(true);
  });
});

describe('features that also need an active store', () => {
  it('import/export needs the plan and an active store', () => {
    expect(isImportExportAllowed(premium)).toBe(true);
    expect(isImportExportAllowed(inactivePremium)).toBe(false);
    expect(isImportExportAllowed(basic)).toBe(false);
    expect(isImportExportAllowed(undefined)).toBe(true);
    expect(isImportExportAllowed({ ...sandbox, active: false })).toBe(false);
  });

  it('the Create shared metafield button needs the plan and an active store', () => {
    expect(canCreateSharedMetafield(premium)).toBe(true);
    expect(canCreateSharedMetafield(inactivePremium)).toBe(false);
    expect(canCreateSharedMetafield(basic)).toBe(false);
    expect(isFeatureUsable('shared-metafields', undefined)).toBe(true);
  });

  it('value import/export needs custom resources, import/export and an active store', () => {
    expect(isValueImportExportAllowed(enterprise)).toBe(true);
    expect(isValueImportExportAllowed(premium)).toBe(false);
    expect(isValueImportExportAllowed({ ...enterprise, active: false })).toBe(false);
    expect(isValueImportExportAllowed({ active: true, plan_features: ['custom-objects'] })).toBe(
      false,
    );
  });
});

describe('channels and multistore', () => {
  it('always allows the default channel 1', () => {
    for (const store of [basic, premium, sandbox, trial, undefined]) {
      expect(isChannelAllowed(1, store)).toBe(true);
    }
  });

  it('allows other channels with multistore: the plan feature or the enterprise tier', () => {
    expect(isChannelAllowed(2, enterprise)).toBe(true);
    expect(isChannelAllowed(2, { active: true, plan: 'enterprise' })).toBe(true);
    expect(
      isChannelAllowed(2, { active: true, plan: 'custom', plan_features: ['multi-store'] }),
    ).toBe(true);
    expect(isChannelAllowed(2, premium)).toBe(false);
    expect(isChannelAllowed(3, basic)).toBe(false);
    expect(isChannelAllowed(2, originalSubscriber)).toBe(true);
    expect(isChannelAllowed(2, undefined)).toBe(true);
  });

  it('on sandbox or trial stores only the enterprise tier unlocks it', () => {
    expect(isChannelAllowed(2, sandbox)).toBe(false);
    expect(isChannelAllowed(2, trial)).toBe(false);
    expect(isChannelAllowed(2, enterpriseTrial)).toBe(true);
    expect(isMultiStoreAllowed({ ...sandbox, plan_features: ['multi-store'] })).toBe(false);
    expect(isMultiStoreAllowed({ ...sandbox, plan: 'enterprise' })).toBe(true);
  });
});

describe('how locked features look', () => {
  it('colours the warning icon differently for an active sandbox or trial store', () => {
    expect(isActiveSandboxOrTrial(sandbox)).toBe(true);
    expect(isActiveSandboxOrTrial(trial)).toBe(true);
    expect(isActiveSandboxOrTrial({ ...trial, active: false })).toBe(false);
    expect(isActiveSandboxOrTrial(premium)).toBe(false);
    expect(isActiveSandboxOrTrial(undefined)).toBe(false);
  });

  it('shows the availability banner as info if the store is active, else warning', () => {
    expect(availabilityBannerTone(premium)).toBe('info');
    expect(availabilityBannerTone(inactivePremium)).toBe('warning');
    expect(availabilityBannerTone(undefined)).toBe('info');
  });

  it('says which plan unlocks a feature', () => {
    const say = (feature: (typeof features)[number]) =>
      renderText(featureAvailabilityMessage(feature));
    expect(say('import-export')).toBe('Available on premium plans and above');
    expect(say('shared-metafields')).toBe('Available on premium plans and above');
    expect(say('multi-store')).toBe('Available on enterprise plan');
    expect(say('custom-objects')).toBe('Available on enterprise plan');
    expect(say('api-access')).toBe('Available on enterprise plan');
  });
});
