import { describe, expect, it } from 'vitest';
import { orderStatusTone } from './orderStatusTone.js';

describe('orderStatusTone', () => {
  it('marks finished orders as success and stopped ones as danger', () => {
    expect(orderStatusTone(10)).toBe('success'); // Completed
    expect(orderStatusTone(2)).toBe('success'); // Shipped
    expect(orderStatusTone(5)).toBe('danger'); // Cancelled
    expect(orderStatusTone(6)).toBe('danger'); // Declined
    expect(orderStatusTone(13)).toBe('danger'); // Disputed
  });

  it('marks orders waiting on the merchant or shopper as warning, on their way as info', () => {
    expect(orderStatusTone(7)).toBe('warning'); // Awaiting Payment
    expect(orderStatusTone(12)).toBe('warning'); // Manual Verification Required
    expect(orderStatusTone(11)).toBe('info'); // Awaiting Fulfillment
    expect(orderStatusTone(9)).toBe('info'); // Awaiting Shipment
  });

  it('gives every one of the 15 statuses a tone, and an unknown id a neutral one', () => {
    for (let id = 0; id <= 14; id += 1) expect(orderStatusTone(id)).toBeTypeOf('string');
    expect(orderStatusTone(0)).toBe('secondary'); // Incomplete
    expect(orderStatusTone(99)).toBe('secondary');
  });
});
