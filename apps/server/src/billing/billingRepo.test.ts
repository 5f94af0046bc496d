import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DialectName } from '../database/database.js';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createBillingRepo } from './billingRepo.js';
import { companyDetails } from './testing/testSetup.js';

let opened: TestDatabase | undefined;
afterEach(async () => {
  await opened?.dispose();
  opened = undefined;
});

/** The repository over a fresh database holding the stores `shop` and `other`. */
async function repoWithStores(dialect: DialectName) {
  opened = await testDatabase(dialect);
  await sql`
    INSERT INTO stores (store_hash, name, access_token)
    VALUES ('shop', 'Shop', 't'), ('other', 'Other', 't')`.execute(opened.database.queries);
  return createBillingRepo(opened.database);
}

describe.each(dialects)('billing repository on %s', (dialect) => {
  it("saves a store's company details once, and the next save replaces them", async () => {
    const repo = await repoWithStores(dialect);
    expect(await repo.companyDetails('shop')).toBeUndefined();
    await repo.saveCompanyDetails('shop', { ...companyDetails, vat_number: null });
    await repo.saveCompanyDetails('shop', { ...companyDetails, city: 'Leeds' });
    expect(await repo.companyDetails('shop')).toEqual({ ...companyDetails, city: 'Leeds' });
    expect(await repo.companyDetails('other')).toBeUndefined();
  });

  it('keeps one current subscription per store, and a subscription for one store only', async () => {
    const repo = await repoWithStores(dialect);
    expect(await repo.recordSubscription('shop', 'sub_1')).toBe(true);
    expect(await repo.recordSubscription('shop', 'sub_2')).toBe(false);
    expect(await repo.recordSubscription('other', 'sub_1')).toBe(false);
    expect(await repo.currentSubscriptionId('shop')).toBe('sub_1');

    // Only the subscription named goes: a stale id leaves the current one.
    await repo.forgetSubscription('shop', 'sub_2');
    expect(await repo.currentSubscriptionId('shop')).toBe('sub_1');
    await repo.forgetSubscription('shop', 'sub_1');
    expect(await repo.currentSubscriptionId('shop')).toBeUndefined();
    expect(await repo.recordSubscription('shop', 'sub_2')).toBe(true);
  });
});
