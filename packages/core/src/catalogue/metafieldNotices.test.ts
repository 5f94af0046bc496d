import { describe, expect, it } from 'vitest';
import {
  massEditErrorText,
  metafieldDeleteNotice,
  metafieldSaveNotice,
  reassignOwnerNotice,
  sharedMetafieldsSaveNotice,
  sharedMetafieldsUpgradeNotice,
} from './metafieldNotices.js';
import { logoutSignal } from './notices.js';
import { readNotice } from './testing/readNotice.js';
import { renderText } from './testing/renderText.js';

describe('metafieldSaveNotice', () => {
  it("titles success 'Changes saved', created or updated", () => {
    expect(readNotice(metafieldSaveNotice({ status: 201 }, 'create'))).toEqual({
      tone: 'success',
      title: 'Changes saved',
      message: 'The metafield has been created',
    });
    expect(readNotice(metafieldSaveNotice({ status: 200 }, 'update'))).toEqual({
      tone: 'success',
      title: 'Changes saved',
      message: 'The metafield has been updated',
    });
  });

  it('logs out on 401', () => {
    expect(metafieldSaveNotice({ status: 401, body: { title: 'x' } }, 'update')).toBe(logoutSignal);
  });

  it('says who may not edit or create on 403, preferring the server title', () => {
    expect(readNotice(metafieldSaveNotice({ status: 403 }, 'update'))).toEqual({
      tone: 'critical',
      message: 'You are not authorized to edit this metafield',
    });
    expect(readNotice(metafieldSaveNotice({ status: 403, body: {} }, 'create'))).toEqual({
      tone: 'critical',
      message: 'You are not authorized to create a metafield.',
    });
    expect(
      readNotice(
        metafieldSaveNotice({ status: 403, body: { title: 'Store is locked' } }, 'update'),
      ),
    ).toEqual({ tone: 'critical', message: 'Store is locked' });
  });

  it('reports a namespace and key clash on 409', () => {
    expect(
      readNotice(metafieldSaveNotice({ status: 409, body: { title: 'Conflict' } }, 'create')),
    ).toEqual({
      tone: 'critical',
      message: 'A metafield with the same Namespace and Key already exists.',
    });
  });

  it('lists the missing fields on 422', () => {
    const body = {
      status: 422,
      title: 'Invalid',
      errors: { namespace: 'required', key: 'required' },
    };
    expect(readNotice(metafieldSaveNotice({ status: 422, body }, 'create'))).toEqual({
      tone: 'critical',
      message: 'Please provide missing required fields: namespace, key',
    });
  });

  it('falls back to the server title or error, else the default, on other failures', () => {
    expect(
      readNotice(metafieldSaveNotice({ status: 500, body: { title: 'T', error: 'E' } }, 'update')),
    ).toEqual({
      tone: 'critical',
      message: 'T',
    });
    expect(
      readNotice(metafieldSaveNotice({ status: 400, body: { error: 'E' } }, 'update')),
    ).toEqual({
      tone: 'critical',
      message: 'E',
    });
    expect(
      readNotice(metafieldSaveNotice({ status: 422, body: { error: 'Bad value' } }, 'update')),
    ).toEqual({
      tone: 'critical',
      message: 'Bad value',
    });
    expect(readNotice(metafieldSaveNotice({ status: 0 }, 'create'))).toEqual({
      tone: 'critical',
      message: 'Your changes could not be saved. Please try again later',
    });
  });

  it("says 'Custom metafields saved.' when only custom metafields are saved", () => {
    const customOnly = { customOnly: true };
    for (const mode of ['create', 'update'] as const) {
      expect(readNotice(metafieldSaveNotice({ status: 200 }, mode, customOnly))).toEqual({
        tone: 'success',
        message: 'Custom metafields saved.',
      });
    }
    expect(readNotice(metafieldSaveNotice({ status: 500 }, 'update', customOnly))).toEqual({
      tone: 'critical',
      message: 'There was an error saving the custom metafields.',
    });
    // A failure with a text of its own keeps it: it says more than the custom-only default.
    expect(readNotice(metafieldSaveNotice({ status: 409 }, 'create', customOnly))).toEqual({
      tone: 'critical',
      message: 'A metafield with the same Namespace and Key already exists.',
    });
    expect(
      readNotice(metafieldSaveNotice({ status: 500, body: { error: 'E' } }, 'update', customOnly)),
    ).toEqual({ tone: 'critical', message: 'E' });
    expect(metafieldSaveNotice({ status: 401 }, 'update', customOnly)).toBe(logoutSignal);
  });

  it('passes server texts as plain strings and ours as descriptors', () => {
    const server = metafieldSaveNotice({ status: 500, body: { error: 'E' } }, 'update');
    expect(server).toEqual({ tone: 'critical', message: 'E' });
    const ours = metafieldSaveNotice({ status: 409 }, 'update');
    expect(ours).toEqual({
      tone: 'critical',
      message: {
        key: 'metafieldForm.conflict',
        defaultMessage: 'A metafield with the same Namespace and Key already exists.',
      },
    });
  });
});

describe('massEditErrorText', () => {
  it("uses the title, else the error, else 'Unknown error'", () => {
    expect(massEditErrorText({ title: 'T', error: 'E' })).toBe('T');
    expect(massEditErrorText({ error: 'E' })).toBe('E');
    expect(renderText(massEditErrorText({}))).toBe('Unknown error');
    expect(renderText(massEditErrorText(undefined))).toBe('Unknown error');
  });
});

describe('metafieldDeleteNotice', () => {
  const metafield = { namespace: 'care', key: 'wash' };

  it('names the metafield on 403', () => {
    expect(readNotice(metafieldDeleteNotice({ status: 403 }, metafield))).toEqual({
      tone: 'critical',
      message: "You do not have permission to delete metafield 'care: wash'",
    });
  });

  it('shows nothing on success and logs out on 401', () => {
    expect(metafieldDeleteNotice({ status: 204 }, metafield)).toBeUndefined();
    expect(metafieldDeleteNotice({ status: 401 }, metafield)).toBe(logoutSignal);
  });

  it("shows the server's text, else 'An error occurred.', on other failures", () => {
    expect(
      readNotice(metafieldDeleteNotice({ status: 500, body: { message: 'Down' } }, metafield)),
    ).toEqual({
      tone: 'critical',
      message: 'Down',
    });
    expect(readNotice(metafieldDeleteNotice({ status: 404 }, metafield))).toEqual({
      tone: 'critical',
      message: 'An error occurred.',
    });
  });
});

describe('reassignOwnerNotice', () => {
  it('confirms the new owner', () => {
    expect(readNotice(reassignOwnerNotice({ status: 200 }))).toEqual({
      tone: 'success',
      message: 'New metafield owner assigned.',
    });
  });

  it("shows the server error, else 'An error occurred.'", () => {
    expect(
      readNotice(reassignOwnerNotice({ status: 422, body: { error: 'No such owner' } })),
    ).toEqual({
      tone: 'critical',
      message: 'No such owner',
    });
    expect(readNotice(reassignOwnerNotice({ status: 500, body: { message: 'ignored' } }))).toEqual({
      tone: 'critical',
      message: 'An error occurred.',
    });
    expect(reassignOwnerNotice({ status: 401 })).toBe(logoutSignal);
  });
});

describe('sharedMetafieldsSaveNotice', () => {
  it('reports shared saves', () => {
    expect(readNotice(sharedMetafieldsSaveNotice({ status: 200 }, 'shared'))).toEqual({
      tone: 'success',
      message: 'Metafields saved.',
    });
    expect(readNotice(sharedMetafieldsSaveNotice({ status: 500 }, 'shared'))).toEqual({
      tone: 'critical',
      message: 'There was an error saving the metafields.',
    });
  });

  it('reports custom-only saves', () => {
    expect(readNotice(sharedMetafieldsSaveNotice({ status: 200 }, 'custom'))).toEqual({
      tone: 'success',
      message: 'Custom metafields saved.',
    });
    expect(readNotice(sharedMetafieldsSaveNotice({ status: 400 }, 'custom'))).toEqual({
      tone: 'critical',
      message: 'There was an error saving the custom metafields.',
    });
  });

  it('asks for the plan when shared metafields are not in it', () => {
    expect(readNotice(sharedMetafieldsUpgradeNotice)).toEqual({
      tone: 'warning',
      message: 'Upgrade to Premium to unlock shared metafields.',
    });
  });
});
