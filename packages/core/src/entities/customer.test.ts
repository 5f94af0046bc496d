import { describe, expect, it } from 'vitest';
import { customerSchema } from './customer.js';

const customer = {
  id: 7,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  company: '',
  date_created: '2024-02-10T08:30:00Z',
};

describe('customerSchema', () => {
  it('reads a customer without a company', () => {
    expect(customerSchema.parse(customer)).toEqual(customer);
  });

  it('names the wrong field', () => {
    expect(
      customerSchema.safeParse({ ...customer, date_created: '10/02/2024' }).error?.issues[0]?.path,
    ).toEqual(['date_created']);
    expect(customerSchema.safeParse({ ...customer, id: 'seven' }).error?.issues[0]?.path).toEqual([
      'id',
    ]);
  });
});
