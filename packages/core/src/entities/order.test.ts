import { describe, expect, it } from 'vitest';
import { orderSchema, orderStatusSchema } from './order.js';

// Trimmed from the platform's example (orders.v2.oas2.yml); other fields are dropped.
const order = {
  id: 100,
  date_created: 'Wed, 10 Jan 2018 21:05:30 +0000',
  status_id: 11,
  total_inc_tax: '361.9500',
  billing_address: { first_name: 'Jane', last_name: 'Doe' },
};
const pathOf = (input: unknown) =>
  orderSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('orderSchema', () => {
  it('reads a v2 order and drops what the list does not use', () => {
    expect(
      orderSchema.parse({ ...order, customer_id: 20, status: 'Awaiting Fulfillment' }),
    ).toEqual(order);
  });

  it('names the wrong field', () => {
    expect(pathOf({ ...order, total_inc_tax: '361,95' })).toEqual(['total_inc_tax']);
    expect(pathOf({ ...order, total_inc_tax: 361.95 })).toEqual(['total_inc_tax']);
    expect(pathOf({ ...order, billing_address: { first_name: 'Jane' } })).toEqual([
      'billing_address.last_name',
    ]);
    expect(pathOf({ ...order, status_id: 'shipped' })).toEqual(['status_id']);
  });
});

describe('orderStatusSchema', () => {
  it('reads a status, including the status with id 0', () => {
    const status = { id: 0, name: 'Incomplete', custom_label: 'Incomplete' };
    expect(orderStatusSchema.parse({ ...status, system_label: 'Incomplete' })).toEqual(status);
  });

  it('needs the custom label the pill shows', () => {
    expect(orderStatusSchema.safeParse({ id: 11 }).error?.issues[0]?.path).toEqual([
      'custom_label',
    ]);
  });
});
