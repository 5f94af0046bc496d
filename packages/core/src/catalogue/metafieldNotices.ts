import { commonMessage } from './commonMessages.js';
import { metafieldMessage } from './metafieldMessages.js';
import {
  errorFieldNames,
  fixedNotice,
  isUnauthenticated,
  logoutSignal,
  serverText,
  succeeded,
  type ActionOutcome,
  type LogoutSignal,
  type Notice,
  type NoticeText,
  type SaveMode,
} from './notices.js';

/**
 * The notice after saving a metafield (metafields.md, section 8). 403, 409 and 422 have their
 * own texts (a 403 prefers the server's title); any other failure shows the server's title or
 * error, else our default.
 *
 * `customOnly`: the store's plan lacks shared metafields, so only custom metafields are edited and
 * saved (section 6). Such a save says 'Custom metafields saved.', and a failure with no text of
 * its own 'There was an error saving the custom metafields.' (section 8, 'Custom-only').
 */
export function metafieldSaveNotice(
  outcome: ActionOutcome,
  mode: SaveMode,
  { customOnly = false }: { customOnly?: boolean } = {},
): Notice | LogoutSignal {
  if (isUnauthenticated(outcome)) return logoutSignal;
  if (succeeded(outcome)) {
    if (customOnly) {
      return { tone: 'success', message: metafieldMessage('sharedMetafieldsTab.customSaved') };
    }
    return {
      tone: 'success',
      title: metafieldMessage('metafieldForm.saved.title'),
      message: metafieldMessage(
        mode === 'create' ? 'metafieldForm.saved.created' : 'metafieldForm.saved.updated',
      ),
    };
  }
  return {
    tone: 'critical',
    message:
      metafieldSaveFailureText(outcome, mode) ??
      metafieldMessage(
        customOnly ? 'sharedMetafieldsTab.customSaveFailed' : 'metafieldForm.saveFailed',
      ),
  };
}

/** The failure's own text (its status's, else the server's), or undefined for the default. */
function metafieldSaveFailureText(outcome: ActionOutcome, mode: SaveMode): NoticeText | undefined {
  if (outcome.status === 403) {
    return (
      serverText(outcome.body, ['title']) ??
      metafieldMessage(
        mode === 'create' ? 'metafieldForm.forbidden.create' : 'metafieldForm.forbidden.edit',
      )
    );
  }
  if (outcome.status === 409) return metafieldMessage('metafieldForm.conflict');
  const missing = outcome.status === 422 ? errorFieldNames(outcome.body) : [];
  if (missing.length > 0) {
    return metafieldMessage('metafieldForm.missingFields', { fields: missing.join(', ') });
  }
  return serverText(outcome.body, ['title', 'error']);
}

/**
 * The error attached to one failing metafield of a mass edit (with its submitted data): the
 * server's title, else its error field, else 'Unknown error'.
 */
export function massEditErrorText(body: unknown): NoticeText {
  return serverText(body, ['title', 'error']) ?? commonMessage('common.error.unknown');
}

/**
 * The notice after deleting one metafield, or none on success (the list just refreshes). The
 * spec gives only the 403 text; other failures show the server's text or 'An error occurred.'.
 */
export function metafieldDeleteNotice(
  outcome: ActionOutcome,
  metafield: { namespace: string; key: string },
): Notice | LogoutSignal | undefined {
  if (isUnauthenticated(outcome)) return logoutSignal;
  if (succeeded(outcome)) return undefined;
  if (outcome.status === 403) {
    return {
      tone: 'critical',
      message: metafieldMessage('metafieldTable.delete.forbidden', {
        namespace: metafield.namespace,
        key: metafield.key,
      }),
    };
  }
  return {
    tone: 'critical',
    message:
      serverText(outcome.body, ['error', 'message']) ?? commonMessage('common.error.occurred'),
  };
}

/** The notice after reassigning metafields to a new owner. */
export function reassignOwnerNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  if (isUnauthenticated(outcome)) return logoutSignal;
  if (succeeded(outcome)) {
    return { tone: 'success', message: metafieldMessage('changeOwner.assigned') };
  }
  return {
    tone: 'critical',
    message: serverText(outcome.body, ['error']) ?? commonMessage('common.error.occurred'),
  };
}

/**
 * The notice after saving a record's shared metafields form; `custom` when the plan lacks
 * shared metafields and only custom metafields were saved.
 */
export function sharedMetafieldsSaveNotice(
  outcome: ActionOutcome,
  scope: 'shared' | 'custom',
): Notice | LogoutSignal {
  return scope === 'shared'
    ? fixedNotice(outcome, {
        success: metafieldMessage('sharedMetafieldsTab.saved'),
        failure: metafieldMessage('sharedMetafieldsTab.saveFailed'),
      })
    : fixedNotice(outcome, {
        success: metafieldMessage('sharedMetafieldsTab.customSaved'),
        failure: metafieldMessage('sharedMetafieldsTab.customSaveFailed'),
      });
}

/** Saving shared metafields, or a template, without the plan that includes them. */
export const sharedMetafieldsUpgradeNotice: Notice = {
  tone: 'warning',
  message: metafieldMessage('sharedMetafieldsTab.upgrade'),
};
