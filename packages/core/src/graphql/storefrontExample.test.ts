import { describe, expect, it } from 'vitest';
import { placeholderIds, storefrontExample } from './storefrontExample.js';

function queryOf(example: ReturnType<typeof storefrontExample>): string {
  if (example.kind !== 'query') throw new Error('expected a query');
  return example.query;
}

describe('storefront example', () => {
  it('reads a product metafield under the namespace alias', () => {
    const example = storefrontExample({
      resourceType: 'product',
      namespace: 'my-ns',
      key: 'care',
      entityId: 77,
    });
    expect(example).toEqual({
      kind: 'query',
      alias: 'my_ns',
      query: [
        'query ProductMetafield {',
        '  site {',
        '    product(entityId: 77) {',
        '      my_ns: metafields(namespace: "my-ns", keys: ["care"]) {',
        '        edges {',
        '          node {',
        '            entityId',
        '            key',
        '            value',
        '          }',
        '        }',
        '      }',
        '    }',
        '  }',
        '}',
      ].join('\n'),
    });
  });

  it('uses placeholder ids when no record is at hand', () => {
    expect(placeholderIds).toEqual({ entityId: 123, productId: 456 });
    expect(
      queryOf(storefrontExample({ resourceType: 'brand', namespace: 'n', key: 'k' })),
    ).toContain('  site {\n    brand(entityId: 123) {\n      n: metafields(');
    expect(
      queryOf(
        storefrontExample({ resourceType: 'category', namespace: 'n', key: 'k', entityId: 5 }),
      ),
    ).toContain('  site {\n    category(entityId: 5) {\n');
  });

  it('reads a variant through its product', () => {
    const query = queryOf(
      storefrontExample({
        resourceType: 'variant',
        namespace: 'n',
        key: 'k',
        entityId: 70,
        productId: 7,
      }),
    );
    expect(query).toContain(
      [
        'query VariantMetafield {',
        '  site {',
        '    product(entityId: 7) {',
        '      variants(entityIds: [70]) {',
        '        edges {',
        '          node {',
        '            n: metafields(namespace: "n", keys: ["k"]) {',
      ].join('\n'),
    );
    expect(
      queryOf(storefrontExample({ resourceType: 'variant', namespace: 'n', key: 'k' })),
    ).toContain('product(entityId: 456) {\n      variants(entityIds: [123]) {');
  });

  it('reads a location from the inventory', () => {
    expect(
      queryOf(
        storefrontExample({ resourceType: 'location', namespace: 'n', key: 'k', entityId: 3 }),
      ),
    ).toContain(
      '  inventory {\n    locations(entityIds: [3]) {\n      edges {\n        node {\n          n: metafields(',
    );
  });

  it('reads the current channel and the signed-in customer without an id', () => {
    expect(
      queryOf(
        storefrontExample({ resourceType: 'channel', namespace: 'n', key: 'k', entityId: 9 }),
      ),
    ).toContain('query ChannelMetafield {\n  channel {\n    n: metafields(');
    expect(
      queryOf(storefrontExample({ resourceType: 'customer', namespace: 'n', key: 'k' })),
    ).toContain('query CustomerMetafield {\n  customer {\n    n: metafields(');
  });

  it('escapes the namespace and key as GraphQL strings', () => {
    const example = storefrontExample({
      resourceType: 'product',
      namespace: '2024 "specs"',
      key: 'a\\b\nc',
    });
    expect(example.kind === 'query' && example.alias).toBe('_2024__specs_');
    expect(queryOf(example)).toContain(
      '_2024__specs_: metafields(namespace: "2024 \\"specs\\"", keys: ["a\\\\b\\nc"])',
    );
  });

  it('gives orders a help-article marker instead of a query', () => {
    expect(
      storefrontExample({ resourceType: 'order', namespace: 'n', key: 'k', entityId: 1 }),
    ).toEqual({
      kind: 'helpArticle',
      resourceType: 'order',
    });
  });
});
