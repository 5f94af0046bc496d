import { describe, expect, it } from 'vitest';
import { billingDisplay, billingRefreshes } from './billingDisplay.js';
import { companyDetailsInputSchema } from './companyDetails.js';
import { prorationPreviewCents } from './proration.js';

const trialStore = {
  on_trial: true,
  trial_ends_at: '2030-01-15T00:00:00.000Z',
  has_free_access: false,
  stripe_id: null,
};
const manageable = { is_manageable: true };

describe('billingDisplay', () => {
  it('shows the trial message when on trial, no free access and no manageable subscription, with its end date', () => {
    expect(billingDisplay(trialStore, null).trial).toEqual({
      endsAt: new Date('2030-01-15T00:00:00.000Z'),
    });
    expect(billingDisplay({ ...trialStore, trial_ends_at: null }, null).trial).toEqual({
      endsAt: null,
    });
    expect(billingDisplay({ ...trialStore, has_free_access: true }, null).trial).toBeNull();
    expect(billingDisplay({ ...trialStore, stripe_id: 'cus_1' }, manageable).trial).toBeNull();
    expect(billingDisplay({ ...trialStore, on_trial: false }, null).trial).toBeNull();
    // A subscription that can no longer be managed leaves the trial message up.
    expect(
      billingDisplay({ ...trialStore, stripe_id: 'cus_1' }, { is_manageable: false }).trial,
    ).not.toBeNull();
  });

  it('shows the billing manager when the store has a payment customer id and a subscription, or has free access', () => {
    expect(billingDisplay({ stripe_id: 'cus_1' }, manageable)).toEqual({
      trial: null,
      manager: 'billing',
    });
    expect(billingDisplay({ has_free_access: true, stripe_id: null }, null).manager).toBe(
      'billing',
    );
  });

  it('otherwise shows the subscription manager, told to create a customer when the payment customer id is null', () => {
    expect(billingDisplay(trialStore, null)).toMatchObject({
      manager: 'subscription',
      createCustomer: true,
    });
    expect(billingDisplay({ stripe_id: 'cus_1' }, null)).toMatchObject({
      manager: 'subscription',
      createCustomer: false,
    });
    // A subscription without a payment customer is not the billing manager's.
    expect(billingDisplay({ stripe_id: null }, manageable)).toMatchObject({
      manager: 'subscription',
      createCustomer: true,
    });
  });
});

describe('billingRefreshes', () => {
  it('after a cancellation both subscription and store refresh', () => {
    expect(billingRefreshes('cancel')).toEqual(['subscription', 'store']);
  });

  it('after a change the subscription refreshes, and the store the app gates on too', () => {
    expect(billingRefreshes('change')).toEqual(['subscription', 'store', 'invoices']);
    expect(billingRefreshes('subscribe')).toEqual(['subscription', 'store', 'invoices']);
  });
});

describe('prorationPreviewCents', () => {
  const premium = {
    amount_cents: 2900,
    current_period_start: '2030-01-01T00:00:00.000Z',
    current_period_end: '2030-01-31T00:00:00.000Z',
  };

  it('invoices the difference for the rest of the period', () => {
    // Half of a 30-day period left: (9900 - 2900) / 2.
    expect(prorationPreviewCents(premium, 9900, new Date('2030-01-16T00:00:00.000Z'))).toBe(3500);
    expect(prorationPreviewCents(premium, 9900, new Date('2030-01-01T00:00:00.000Z'))).toBe(7000);
  });

  it('gives a downgrade as credit, and nothing once the period is over', () => {
    const enterprise = { ...premium, amount_cents: 9900 };
    expect(prorationPreviewCents(enterprise, 2900, new Date('2030-01-16T00:00:00.000Z'))).toBe(
      -3500,
    );
    expect(prorationPreviewCents(enterprise, 2900, new Date('2030-02-16T00:00:00.000Z'))).toBe(0);
  });
});

describe('companyDetailsInputSchema', () => {
  const details = {
    company_name: ' Acme Trading Ltd ',
    email: 'billing@acme.example',
    address_line1: '1 High Street',
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'GB',
  };

  it('takes the company details the server takes, trimmed', () => {
    expect(companyDetailsInputSchema.parse(details)).toMatchObject({
      company_name: 'Acme Trading Ltd',
    });
  });

  it('says which fields are missing or malformed', () => {
    const result = companyDetailsInputSchema.safeParse({
      ...details,
      company_name: '  ',
      email: 'nope',
      postcode: 'x'.repeat(21),
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      company_name: 'This field is required',
      email: 'Enter an email address such as name@example.com.',
      postcode: 'Use at most 20 characters',
    });
  });
});
