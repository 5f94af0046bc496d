import { afterEach, describe, expect, it } from 'vitest';
import { multipart } from '../testing/multipart.js';
import { startTestServer } from '../testing/testServer.js';
import { buildOpenApiDocument } from './document.js';
import { apiOperations } from './operations/index.js';
import { documentValidators } from './testing/documentValidators.js';

/**
 * Real requests and answers against the document: what the server accepts must fit the
 * documented body, and what it answers the documented response of that status.
 */
const validators = documentValidators(buildOpenApiDocument(apiOperations));

const servers: Array<Awaited<ReturnType<typeof startTestServer>>> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** The demo user's store `ent` (Enterprise: every feature), and `other`, not theirs. */
async function setUp() {
  const server = await startTestServer();
  servers.push(server);
  await server.addStore('ent');
  await server.addStore('other', { linked: false });
  await server.stores.setPlan('ent', 'enterprise');
  await server.stores.setPlan('other', 'enterprise');
  return { server, browser: await server.signedInBrowser() };
}

describe('custom resources as documented', () => {
  const path = '/api/stores/{storeHash}/custom-objects';
  const body = validators.requestBody('POST', path);

  it('a created resource: the body sent and the 201 answer fit the document', async () => {
    const { browser } = await setUp();
    const sent = { name: 'Recipe', plural_name: 'Recipes', slug: 'recipe' };
    expect(body(sent)).toBe(true);

    const response = await browser.request('POST', '/api/stores/ent/custom-objects', sent);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ data: { name: 'Recipe', slug: 'recipe', fields: [] } });
    expect(validators.response('POST', path, 201)(response.json())).toBe(true);
  });

  it('a body the server refuses is one the document refuses, and the 422 is an Error', async () => {
    const { browser } = await setUp();
    const sent = { name: 'Recipe', colour: 'red' };
    expect(body(sent)).toMatch(/additional properties/);

    const response = await browser.request('POST', '/api/stores/ent/custom-objects', sent);
    expect(response.statusCode).toBe(422);
    expect(validators.response('POST', path, 422)(response.json())).toBe(true);
  });

  it('another store’s list answers the documented 404', async () => {
    const { browser } = await setUp();
    const response = await browser.request('GET', '/api/stores/other/custom-objects');
    expect(response.statusCode).toBe(404);
    expect(validators.response('GET', path, 404)(response.json())).toBe(true);
  });
});

describe('templates as documented', () => {
  const path = '/api/stores/{storeHash}/templates/{type}';

  it('the template bodies sent and the list answered fit the document', async () => {
    const { browser } = await setUp();
    const bodies = [
      { name: 'Care', meta_key: 'care' },
      {
        name: 'Fabric',
        namespace: 'specs',
        meta_key: 'fabric',
        description: 'What it is made of',
        content_type: 'text',
        options: { min: 1, max: 80 },
        use_on_storefront: false,
      },
    ];
    for (const sent of bodies) {
      expect(validators.requestBody('POST', path)(sent)).toBe(true);
      const created = await browser.request('POST', '/api/stores/ent/templates/product', sent);
      expect(created.statusCode).toBe(201);
      expect(validators.response('POST', path, 201)(created.json())).toBe(true);
    }

    const list = await browser.request('GET', '/api/stores/ent/templates/products?per_page=10');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ meta: { total: 2 } });
    expect(validators.response('GET', path, 200)(list.json())).toBe(true);
  });

  it('an answer that strays from the document is caught', () => {
    const strayed = {
      templates: [{ id: 1, name: 'Care', namespace: 'shared', meta_key: 'care' }],
      meta: { total: 1 },
    };
    expect(validators.response('GET', path, 200)(strayed)).toMatch(/must have required property/);
  });
});

describe('template transfer as documented', () => {
  const exportPath = '/api/stores/{storeHash}/templates/export/{type}';
  const importPath = '/api/stores/{storeHash}/templates/import/{type}';

  it('an export answers the documented CSV file and Content-Disposition', async () => {
    const { browser } = await setUp();
    const created = await browser.request('POST', '/api/stores/ent/templates/product', {
      name: 'Care',
      meta_key: 'care',
    });
    expect(created.statusCode).toBe(201);

    const response = await browser.request('POST', '/api/stores/ent/templates/export/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toMatch(/care/);
    const disposition = response.headers['content-disposition'];
    expect(disposition).toBe('attachment; filename="products-shared-fields-export.csv"');
    expect(validators.header('POST', exportPath, 200, 'Content-Disposition')(disposition)).toBe(
      true,
    );
    expect(validators.header('POST', exportPath, 200, 'Content-Disposition')('inline')).toMatch(
      /must match pattern/,
    );
  });

  it('an import answers the documented result, errors included', async () => {
    const { server, browser } = await setUp();
    const { payload, contentType } = await multipart([
      {
        name: 'files',
        filename: 'templates.csv',
        file: Buffer.from(
          'name,namespace,key,content_type\nCare,shared,care,text\n,shared,x,text\n',
        ),
      },
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/stores/ent/templates/import/product',
      headers: {
        cookie: browser.cookie,
        'x-csrf-token': browser.csrfToken,
        'content-type': contentType,
      },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ data: { data: { created: 1, updated: 0 } } });
    expect(Object.keys(answer.data.data.errors)).toHaveLength(1);
    expect(validators.response('POST', importPath, 200)(answer)).toBe(true);
  });
});

describe('billing as documented', () => {
  const subscriptionPath = '/api/stores/{storeHash}/subscription';

  it('the plans answered fit the document', async () => {
    const { browser } = await setUp();
    const response = await browser.request('GET', '/api/billing/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((plan: { plan: string }) => plan.plan)).toEqual([
      'standard',
      'premium',
      'enterprise',
    ]);
    expect(validators.response('GET', '/api/billing/plans', 200)(response.json())).toBe(true);
  });

  it('company details, a subscription and its invoice fit the document', async () => {
    const { browser } = await setUp();
    const detailsPath = '/api/stores/{storeHash}/company-details';
    const empty = await browser.request('GET', '/api/stores/ent/company-details');
    expect(empty.json()).toEqual({ data: null });
    expect(validators.response('GET', detailsPath, 200)(empty.json())).toBe(true);

    const details = {
      company_name: 'Acme Trading Ltd',
      email: 'billing@acme.example',
      address_line1: '1 High Street',
      city: 'London',
      postcode: 'SW1A 1AA',
      country: 'gb',
      vat_number: 'GB 123 456 789',
    };
    expect(validators.requestBody('PUT', detailsPath)(details)).toBe(true);
    const saved = await browser.request('PUT', '/api/stores/ent/company-details', details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ address_line2: null, country: 'GB' });
    expect(validators.response('PUT', detailsPath, 200)(saved.json())).toBe(true);

    const sent = { price_id: 'price_premium_monthly' };
    expect(validators.requestBody('POST', subscriptionPath)(sent)).toBe(true);
    const created = await browser.request('POST', '/api/stores/ent/subscription', sent);
    expect(created.statusCode).toBe(201);
    expect(validators.response('POST', subscriptionPath, 201)(created.json())).toBe(true);

    const read = await browser.request('GET', '/api/stores/ent/subscription');
    expect(read.json()).toMatchObject({ data: { plan: 'premium', status: 'active' } });
    expect(validators.response('GET', subscriptionPath, 200)(read.json())).toBe(true);

    const again = await browser.request('POST', '/api/stores/ent/subscription', sent);
    expect(again.statusCode).toBe(409);
    expect(validators.response('POST', subscriptionPath, 409)(again.json())).toBe(true);

    const cancelled = await browser.request('DELETE', '/api/stores/ent/subscription');
    expect(cancelled.json()).toMatchObject({ data: { status: 'canceled', is_manageable: false } });
    expect(validators.response('DELETE', subscriptionPath, 200)(cancelled.json())).toBe(true);

    const invoices = await browser.request('GET', '/api/stores/ent/invoices');
    expect(invoices.json().data).toHaveLength(1);
    expect(
      validators.response('GET', '/api/stores/{storeHash}/invoices', 200)(invoices.json()),
    ).toBe(true);
  });
});
