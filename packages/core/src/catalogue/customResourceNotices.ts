import { commonMessage } from './commonMessages.js';
import { customResourceMessage } from './customResourceMessages.js';
import {
  fixedNotice,
  namedSaveNotice,
  isUnauthenticated,
  logoutSignal,
  succeeded,
  type ActionOutcome,
  type LogoutSignal,
  type Notice,
  type SaveMode,
} from './notices.js';

/**
 * After saving a custom resource. A failure shows no notice: the server's field errors are kept
 * for display next to the fields.
 */
export function customResourceSaveNotice(
  outcome: ActionOutcome,
  mode: SaveMode,
  name: string,
): Notice | LogoutSignal | undefined {
  if (isUnauthenticated(outcome)) return logoutSignal;
  if (!succeeded(outcome)) return undefined;
  return {
    tone: 'success',
    message: commonMessage(
      mode === 'create' ? 'common.saveNotice.created' : 'common.saveNotice.updated',
      { name },
    ),
  };
}

export function customResourceDeleteNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  return fixedNotice(outcome, {
    success: customResourceMessage('customResourceSettings.deleted'),
    failure: customResourceMessage('customResourceSettings.deleteFailed'),
  });
}

/** After saving a resource field; `name` is the field's name. */
export function fieldSaveNotice(
  outcome: ActionOutcome,
  mode: SaveMode,
  name: string,
): Notice | LogoutSignal {
  return namedSaveNotice(outcome, mode, name);
}

export function fieldDeleteNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  return fixedNotice(outcome, {
    success: customResourceMessage('fieldTable.deleted'),
    failure: customResourceMessage('fieldTable.deleteFailed'),
  });
}

export function fieldReorderNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  return fixedNotice(outcome, {
    success: customResourceMessage('fieldTable.reordered'),
    failure: customResourceMessage('fieldTable.reorderFailed'),
  });
}

/**
 * After saving a value; `label` is its display-name value. Without one the texts say 'Resource
 * value', declared as whole sentences so that translations need not splice words.
 */
export function valueSaveNotice(
  outcome: ActionOutcome,
  mode: SaveMode,
  label?: string | null,
): Notice | LogoutSignal {
  const name = label?.trim() ?? '';
  if (name === '') {
    return mode === 'create'
      ? fixedNotice(outcome, {
          success: customResourceMessage('valueForm.unlabelled.created'),
          failure: customResourceMessage('valueForm.unlabelled.createFailed'),
        })
      : fixedNotice(outcome, {
          success: customResourceMessage('valueForm.unlabelled.updated'),
          failure: customResourceMessage('valueForm.unlabelled.updateFailed'),
        });
  }
  return namedSaveNotice(outcome, mode, name);
}

/** After deleting one value, or several with the bulk action. */
export function valueDeleteNotice(outcome: ActionOutcome, bulk: boolean): Notice | LogoutSignal {
  return bulk
    ? fixedNotice(outcome, {
        success: customResourceMessage('valueList.bulkDeleted'),
        failure: customResourceMessage('valueList.bulkDeleteFailed'),
      })
    : fixedNotice(outcome, {
        success: customResourceMessage('valueList.deleted'),
        failure: customResourceMessage('valueList.deleteFailed'),
      });
}
