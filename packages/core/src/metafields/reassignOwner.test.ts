import { describe, expect, it } from 'vitest';
import { parseOwnerId, reassignOwnerBody } from './reassignOwner.js';

describe('reassignOwnerBody (POST /metafields/reassign)', () => {
  it('is {owner_id, metafield_ids}', () => {
    expect(reassignOwnerBody(77, [3, 4])).toEqual({ owner_id: 77, metafield_ids: [3, 4] });
  });

  it('copies the ids, so later changes to the selection do not leak in', () => {
    const selection = [1];
    const body = reassignOwnerBody(5, selection);
    selection.push(2);
    expect(body.metafield_ids).toEqual([1]);
  });
});

describe('parseOwnerId', () => {
  it('reads a positive whole number, ignoring surrounding spaces', () => {
    expect(parseOwnerId(' 123 ')).toBe(123);
  });

  it('rejects empty, zero, negative, decimal and non-numeric input', () => {
    for (const input of ['', '0', '-4', '1.5', 'abc', '12a', '007']) {
      expect(parseOwnerId(input)).toBeNull();
    }
  });
});
