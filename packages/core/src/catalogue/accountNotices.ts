import { accountMessage } from './accountMessages.js';
import { commonMessage } from './commonMessages.js';
import {
  isUnauthenticated,
  logoutSignal,
  serverText,
  succeeded,
  type ActionOutcome,
  type LogoutSignal,
  type Notice,
  type NoticeText,
} from './notices.js';

/** Success text, or the first server text among `fields`, else our failure text. */
function serverFirstNotice(
  outcome: ActionOutcome,
  texts: { success: NoticeText; failure: NoticeText },
  fields: readonly ('error' | 'message')[],
): Notice | LogoutSignal {
  if (isUnauthenticated(outcome)) return logoutSignal;
  if (succeeded(outcome)) return { tone: 'success', message: texts.success };
  return { tone: 'critical', message: serverText(outcome.body, fields) ?? texts.failure };
}

/** After creating an API token: the server's message, then its error, else ours. */
export function apiTokenCreateNotice(outcome: ActionOutcome, name: string): Notice | LogoutSignal {
  return serverFirstNotice(
    outcome,
    {
      success: accountMessage('apiTokenCreateModal.created', { name }),
      failure: accountMessage('apiTokenCreateModal.failed'),
    },
    ['message', 'error'],
  );
}

export function apiTokenDeleteNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  return serverFirstNotice(
    outcome,
    {
      success: accountMessage('apiTokenDeleteModal.deleted'),
      failure: accountMessage('apiTokenDeleteModal.failed'),
    },
    ['message', 'error'],
  );
}

export function webdavSaveNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  return serverFirstNotice(
    outcome,
    {
      success: accountMessage('webdavSettings.saved'),
      failure: accountMessage('webdavSettings.saveFailed'),
    },
    // The server error; ours puts a code there and its sentence in message.
    ['error', 'message'],
  );
}

export function appExtensionUpdateNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  return serverFirstNotice(
    outcome,
    {
      success: accountMessage('appExtension.updated'),
      failure: accountMessage('appExtension.updateFailed'),
    },
    ['error', 'message'],
  );
}

/**
 * A file-store (WebDAV) failure of a file field: the server's message with a 'Go to settings'
 * link to the store's settings.
 */
export function fileStoreErrorNotice(body: unknown, storeHash: string): Notice {
  return {
    tone: 'critical',
    message: serverText(body, ['message', 'error']) ?? commonMessage('common.error.unknown'),
    link: {
      label: accountMessage('fileStore.goToSettings'),
      href: `/stores/${encodeURIComponent(storeHash)}/settings`,
    },
  };
}

/** Shown on the login page after a password reset. */
export const passwordResetNotice: Notice = {
  tone: 'success',
  title: accountMessage('passwordResetPage.done.title'),
  message: accountMessage('passwordResetPage.done.message'),
};
