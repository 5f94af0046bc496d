import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeSchema } from '@metafields/core';
import { expect, onTestFinished } from 'vitest';
import { runStatement } from '../../testing/databases.js';
import { Browser, startTestServer } from '../../testing/testServer.js';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export const otherOwner = { email: 'other@example.com', password: 'other-password' };

/**
 * `shop` (lower plan) is the demo user's; `other` is another merchant's, who has their own
 * browser. `grantFreeAccess` writes the flag as an operator would, in the database itself.
 */
export async function setUp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-billing-'));
  const server = await startTestServer({ DATA_DIR: dataDir });
  // Per test (see templates/testing/testSetup.ts): a module-level hook runs in one file only.
  onTestFinished(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await server.addStore('shop');
  await server.addStore('other', { linked: false });
  const owner = await server.users.create({ ...otherOwner, name: 'Other merchant' });
  await server.stores.link(owner.id, 'other');
  const browser = await server.signedInBrowser();
  const otherBrowser = new Browser(server.app);
  await otherBrowser.open();
  await otherBrowser.login(otherOwner);

  function grantFreeAccess(storeHash: string) {
    return runStatement(
      server.database,
      'UPDATE stores SET has_free_access = ? WHERE store_hash = ?',
      1,
      storeHash,
    );
  }
  return { server, browser, otherBrowser, grantFreeAccess };
}

export const companyDetails = {
  company_name: 'Acme Trading Ltd',
  email: 'billing@acme.example',
  address_line1: '1 High Street',
  address_line2: 'Unit 4',
  city: 'London',
  postcode: 'SW1A 1AA',
  country: 'GB',
  vat_number: 'GB123456789',
};

export async function addCompanyDetails(browser: Browser, store = 'shop') {
  const response = await browser.request(
    'PUT',
    `/api/stores/${store}/company-details`,
    companyDetails,
  );
  expect(response.statusCode, response.body).toBe(200);
}

export async function subscribe(browser: Browser, priceId: string, store = 'shop') {
  const response = await browser.request('POST', `/api/stores/${store}/subscription`, {
    price_id: priceId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown>;
}

/** The store as the client reads it, through the stores API. */
export async function readStore(browser: Browser, store = 'shop') {
  const response = await browser.request('GET', `/api/stores/${store}`);
  expect(response.statusCode, response.body).toBe(200);
  return storeSchema.parse(response.json().data);
}

export async function readInvoices(browser: Browser, store = 'shop') {
  const response = await browser.request('GET', `/api/stores/${store}/invoices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Array<Record<string, unknown>>;
}
