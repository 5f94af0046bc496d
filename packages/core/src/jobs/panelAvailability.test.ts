import { describe, expect, it } from 'vitest';
import { features, type PlanStore } from '../plans.js';
import { jobPanelAvailability, jobPanelPlanAllows } from './panelAvailability.js';

const basic: PlanStore = { active: true, plan: 'basic', plan_features: [] };
const premium: PlanStore = {
  active: true,
  plan: 'premium',
  plan_features: ['import-export', 'shared-metafields'],
};
const enterprise: PlanStore = { active: true, plan: 'enterprise', plan_features: [...features] };

describe('jobPanelAvailability (section 6: premium or above and an active store)', () => {
  it('allows metafield import/export on premium and above, and with no store loaded', () => {
    expect(jobPanelAvailability('metafields', premium)).toEqual({ status: 'allowed' });
    expect(jobPanelAvailability('metafields', enterprise)).toEqual({ status: 'allowed' });
    expect(jobPanelAvailability('metafields', undefined)).toEqual({ status: 'allowed' });
  });

  it("asks for premium below it: 'Available on premium plans and above'", () => {
    expect(jobPanelAvailability('metafields', basic)).toEqual({
      status: 'needsPlan',
      plan: 'premium',
    });
  });

  it('locks an inactive store whatever its plan, with the warning banner', () => {
    expect(jobPanelAvailability('metafields', { ...premium, active: false })).toEqual({
      status: 'storeInactive',
      plan: 'premium',
    });
    expect(jobPanelAvailability('metafields', { ...basic, active: false })).toEqual({
      status: 'storeInactive',
      plan: 'premium',
    });
  });

  it("asks for enterprise for custom resource values: 'Available on enterprise plan'", () => {
    expect(jobPanelAvailability('values', premium)).toEqual({
      status: 'needsPlan',
      plan: 'enterprise',
    });
    expect(jobPanelAvailability('values', enterprise)).toEqual({ status: 'allowed' });
    expect(jobPanelAvailability('values', { ...enterprise, active: false })).toEqual({
      status: 'storeInactive',
      plan: 'enterprise',
    });
  });

  it('lets sandbox, trial and original subscriber stores in, as the plan rules do', () => {
    for (const flag of ['is_sandbox', 'on_trial', 'is_original_subscriber'] as const) {
      expect(jobPanelAvailability('values', { ...basic, [flag]: true })).toEqual({
        status: 'allowed',
      });
    }
  });
});

describe('jobPanelPlanAllows (whether the histories may be read)', () => {
  it('reads the plan only: an inactive store with the features still reads its histories', () => {
    expect(jobPanelPlanAllows('values', { ...enterprise, active: false })).toBe(true);
    expect(jobPanelPlanAllows('metafields', { ...premium, active: false })).toBe(true);
  });

  it('needs both custom resources and import/export for values', () => {
    expect(jobPanelPlanAllows('values', premium)).toBe(false);
    expect(jobPanelPlanAllows('values', { ...basic, plan_features: ['custom-objects'] })).toBe(
      false,
    );
    expect(jobPanelPlanAllows('values', enterprise)).toBe(true);
    expect(jobPanelPlanAllows('metafields', basic)).toBe(false);
  });
});
