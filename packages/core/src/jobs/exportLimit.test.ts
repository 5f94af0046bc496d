import { describe, expect, it } from 'vitest';
import { exportLimitBlock } from './exportLimit.js';
import { exportItemLimit } from '../constants.js';

const blocked = {
  title: { key: 'jobs.exportLimit.title', defaultMessage: 'Cannot start export.' },
  message: {
    key: 'jobs.exportLimit.message',
    defaultMessage: 'Unable to export more than 150,000 items. Please add a filter',
  },
};

describe('exportLimitBlock (spec section 5)', () => {
  it('the limit is 150,000 items', () => {
    expect(exportItemLimit).toBe(150000);
  });

  it('allows exactly 150,000 and blocks 150,001', () => {
    expect(
      exportLimitBlock({ resourceType: 'products', estimatedCount: 150000, hasFilter: false }),
    ).toBeNull();
    expect(
      exportLimitBlock({ resourceType: 'products', estimatedCount: 150001, hasFilter: false }),
    ).toEqual(blocked);
  });

  it('blocks other resources over the limit even with a filter', () => {
    expect(
      exportLimitBlock({ resourceType: 'customers', estimatedCount: 200000, hasFilter: true }),
    ).toEqual(blocked);
  });

  it('blocks orders over the limit only when no filter is set', () => {
    expect(
      exportLimitBlock({ resourceType: 'orders', estimatedCount: 200000, hasFilter: false }),
    ).toEqual(blocked);
    expect(
      exportLimitBlock({ resourceType: 'order', estimatedCount: 200000, hasFilter: false }),
    ).toEqual(blocked);
    expect(
      exportLimitBlock({ resourceType: 'orders', estimatedCount: 200000, hasFilter: true }),
    ).toBeNull();
  });
});
