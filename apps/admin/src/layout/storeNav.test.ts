import { describe, expect, it } from 'vitest';
import { currentStoreNavEntry, storeNavPath } from './storeNav.js';

describe('the store navigation’s current entry', () => {
  it('marks the store’s home only on the home itself', () => {
    expect(currentStoreNavEntry('/stores/demo', 'demo')).toBe('resources');
    expect(currentStoreNavEntry('/stores/demo/', 'demo')).toBe('resources');
    expect(currentStoreNavEntry('/stores/demo/nowhere', 'demo')).toBeNull();
  });

  it('marks a list for its records’ pages, and Shared metafields for every template screen', () => {
    expect(currentStoreNavEntry('/stores/demo/products', 'demo')).toBe('products');
    expect(currentStoreNavEntry('/stores/demo/products/7/metafields/create', 'demo')).toBe(
      'products',
    );
    expect(currentStoreNavEntry('/stores/demo/variants/7/variants/9/metafields', 'demo')).toBe(
      'variants',
    );
    expect(currentStoreNavEntry('/stores/demo/templates/orders/form', 'demo')).toBe('templates');
    expect(currentStoreNavEntry('/stores/demo/jobs', 'demo')).toBe('jobs');
    expect(currentStoreNavEntry('/stores/demo/billing', 'demo')).toBe('billing');
  });

  it('belongs to its own store only', () => {
    expect(currentStoreNavEntry('/stores/demo-2/products', 'demo')).toBeNull();
    expect(currentStoreNavEntry('/stores', 'demo')).toBeNull();
    expect(storeNavPath('demo', 'orders')).toBe('/stores/demo/orders');
    expect(storeNavPath('demo', 'resources')).toBe('/stores/demo');
  });
});
