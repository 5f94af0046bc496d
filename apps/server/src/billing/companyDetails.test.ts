import { describe, expect, it } from 'vitest';
import { addCompanyDetails, companyDetails, readStore, setUp } from './testing/testSetup.js';

const url = '/api/stores/shop/company-details';

describe('company details', () => {
  it('reads null, then saves, creating the payment customer once', async () => {
    const { browser } = await setUp();
    expect((await browser.request('GET', url)).json()).toEqual({ data: null });
    expect((await readStore(browser)).stripe_id).toBeNull();

    const saved = await browser.request('PUT', url, {
      ...companyDetails,
      company_name: '  Acme Trading Ltd  ',
      country: 'gb',
      vat_number: 'gb 123.456-789',
      address_line2: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...companyDetails,
      country: 'GB',
      vat_number: 'GB123456789',
      address_line2: null,
    };
    expect(saved.json()).toEqual({ data: expected });
    expect((await browser.request('GET', url)).json()).toEqual({ data: expected });
    const customer = (await readStore(browser)).stripe_id;
    expect(customer).toMatch(/^cus_local_[0-9a-f]{24}$/);

    // A second save updates the details and keeps the customer.
    const { vat_number: _vat, ...withoutVat } = companyDetails;
    const again = await browser.request('PUT', url, { ...withoutVat, city: 'Leeds' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await browser.request('GET', url)).json().data).toMatchObject({
      city: 'Leeds',
      vat_number: null,
    });
    expect((await readStore(browser)).stripe_id).toBe(customer);
  });

  it('refuses bad details with the first error of each field, saving nothing', async () => {
    const { browser } = await setUp();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        {},
        {
          company_name: 'This field is required',
          email: 'This field is required',
          address_line1: 'This field is required',
          city: 'This field is required',
          postcode: 'This field is required',
          country: 'This field is required',
        },
      ],
      [{ ...companyDetails, company_name: '   ' }, { company_name: 'This field is required' }],
      [
        { ...companyDetails, email: 'not-an-email' },
        { email: 'Enter an email address such as name@example.com.' },
      ],
      [
        { ...companyDetails, company_name: 'x'.repeat(256) },
        { company_name: 'Use at most 255 characters' },
      ],
      [{ ...companyDetails, postcode: '1'.repeat(21) }, { postcode: 'Use at most 20 characters' }],
      ...['GBR', 'XX', 'EU', 'UK', '12'].map(
        (country): [Record<string, unknown>, Record<string, string>] => [
          { ...companyDetails, country },
          { country: 'Enter a two-letter country code (ISO 3166-1), such as GB or US.' },
        ],
      ),
      [
        { ...companyDetails, vat_number: 'GB#1' },
        { vat_number: 'Enter a VAT number of letters and digits, such as GB123456789.' },
      ],
      [{ ...companyDetails, city: 42 }, { city: 'This field is required' }],
    ];
    for (const [body, errors] of cases) {
      const response = await browser.request('PUT', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({
        error: 'invalid_input',
        message: 'Please correct the highlighted fields.',
        errors: Object.fromEntries(
          Object.entries(errors).map(([field, message]) => [field, [message]]),
        ),
      });
    }
    const unknown = await browser.request('PUT', url, { ...companyDetails, stripe_id: 'cus_x' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('_');

    expect((await browser.request('GET', url)).json()).toEqual({ data: null });
    expect((await readStore(browser)).stripe_id).toBeNull();
  });

  it('is open for an uninstalled store, so that its merchant can still pay', async () => {
    const { server, browser } = await setUp();
    await server.stores.uninstall('shop');
    await addCompanyDetails(browser);
    expect((await readStore(browser)).stripe_id).toMatch(/^cus_local_/);
  });
});
