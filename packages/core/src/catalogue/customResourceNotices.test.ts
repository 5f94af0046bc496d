import { describe, expect, it } from 'vitest';
import {
  customResourceDeleteNotice,
  customResourceSaveNotice,
  fieldDeleteNotice,
  fieldReorderNotice,
  fieldSaveNotice,
  valueDeleteNotice,
  valueSaveNotice,
} from './customResourceNotices.js';
import { logoutSignal, type ActionOutcome } from './notices.js';
import { readNotice } from './testing/readNotice.js';

const ok: ActionOutcome = { status: 200 };
const failed: ActionOutcome = { status: 500, body: { error: 'ignored' } };
const message = (notice: Parameters<typeof readNotice>[0]) => {
  const read = readNotice(notice);
  return typeof read === 'object' ? `${read.tone}: ${read.message}` : read;
};

describe('custom resource notices', () => {
  it('names the resource on save and stays silent on failure', () => {
    expect(message(customResourceSaveNotice(ok, 'update', 'Book'))).toBe('success: Book updated.');
    expect(message(customResourceSaveNotice({ status: 201 }, 'create', 'Book'))).toBe(
      'success: Book created.',
    );
    expect(
      customResourceSaveNotice(
        { status: 422, body: { errors: { name: ['taken'] } } },
        'create',
        'Book',
      ),
    ).toBeUndefined();
    expect(customResourceSaveNotice({ status: 401 }, 'create', 'Book')).toBe(logoutSignal);
  });

  it('reports resource deletes', () => {
    expect(message(customResourceDeleteNotice(ok))).toBe('success: Resource deleted.');
    expect(message(customResourceDeleteNotice(failed))).toBe(
      'critical: Resource could not be deleted.',
    );
  });
});

describe('field notices', () => {
  it('names the field on save', () => {
    expect(message(fieldSaveNotice(ok, 'create', 'Title'))).toBe('success: Title created.');
    expect(message(fieldSaveNotice(ok, 'update', 'Title'))).toBe('success: Title updated.');
    expect(message(fieldSaveNotice(failed, 'create', 'Title'))).toBe(
      'critical: Title could not be created.',
    );
    expect(message(fieldSaveNotice(failed, 'update', 'Title'))).toBe(
      'critical: Title could not be updated.',
    );
  });

  it('reports deletes and reorders', () => {
    expect(message(fieldDeleteNotice(ok))).toBe('success: Resource field deleted.');
    expect(message(fieldDeleteNotice(failed))).toBe(
      'critical: Resource field could not be deleted.',
    );
    expect(message(fieldReorderNotice(ok))).toBe('success: Resource fields orders updated.');
    expect(message(fieldReorderNotice(failed))).toBe(
      'critical: Resource fields could not be re-ordered.',
    );
    expect(fieldReorderNotice({ status: 401 })).toBe(logoutSignal);
  });
});

describe('value notices', () => {
  it('names the value by its label', () => {
    expect(message(valueSaveNotice(ok, 'create', 'Dune'))).toBe('success: Dune created.');
    expect(message(valueSaveNotice(ok, 'update', 'Dune'))).toBe('success: Dune updated.');
    expect(message(valueSaveNotice(failed, 'create', 'Dune'))).toBe(
      'critical: Dune could not be created.',
    );
    expect(message(valueSaveNotice(failed, 'update', 'Dune'))).toBe(
      'critical: Dune could not be updated.',
    );
  });

  it("says 'Resource value' without a label", () => {
    expect(message(valueSaveNotice(ok, 'create'))).toBe('success: Resource value created.');
    expect(message(valueSaveNotice(ok, 'update', '  '))).toBe('success: Resource value updated.');
    expect(message(valueSaveNotice(failed, 'create', null))).toBe(
      'critical: Resource value could not be created.',
    );
    expect(message(valueSaveNotice(failed, 'update'))).toBe(
      'critical: Resource value could not be updated.',
    );
  });

  it('reports single and bulk deletes', () => {
    expect(message(valueDeleteNotice(ok, false))).toBe('success: Item deleted.');
    expect(message(valueDeleteNotice(failed, false))).toBe('critical: Item could not be deleted.');
    expect(message(valueDeleteNotice(ok, true))).toBe('success: Items deleted.');
    expect(message(valueDeleteNotice(failed, true))).toBe('critical: Items could not be deleted.');
    expect(valueDeleteNotice({ status: 401 }, true)).toBe(logoutSignal);
  });
});
