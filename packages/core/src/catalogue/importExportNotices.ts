import { importExportMessage } from './importExportMessages.js';
import {
  fixedNotice,
  isUnauthenticated,
  logoutSignal,
  serverText,
  succeeded,
  type ActionOutcome,
  type LogoutSignal,
  type Notice,
} from './notices.js';

/** After starting an export job: the server's error or message on failure, else ours. */
export function exportStartNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  if (isUnauthenticated(outcome)) return logoutSignal;
  if (succeeded(outcome)) {
    return { tone: 'success', message: importExportMessage('exportPanel.started') };
  }
  return {
    tone: 'critical',
    message:
      serverText(outcome.body, ['error', 'message']) ??
      importExportMessage('exportPanel.startFailed'),
  };
}

/**
 * Whether a successful import answer carries an error field: some rows were not written. Any
 * non-empty value counts, since the spec does not say the field is text.
 */
function carriesErrorField(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return error !== undefined && error !== null && error !== '' && error !== false;
}

function importFailure(outcome: ActionOutcome): Notice {
  return {
    tone: 'critical',
    title: importExportMessage('importPanel.failed.title'),
    message:
      serverText(outcome.body, ['error', 'message']) ??
      importExportMessage('importPanel.failed.message'),
  };
}

/**
 * After uploading a file for an import job (metafields and custom resource values). `type`
 * names what is imported as the heading shows it ('Products', 'Books'), `items` as running
 * text does ('products'). An answer with an error field gives an info notice instead, titled
 * with the server's error when it is text.
 */
export function importStartNotice(
  outcome: ActionOutcome,
  { type, items }: { type: string; items: string },
): Notice | LogoutSignal {
  if (isUnauthenticated(outcome)) return logoutSignal;
  if (!succeeded(outcome)) return importFailure(outcome);
  if (carriesErrorField(outcome.body)) {
    const title = serverText(outcome.body, ['error']);
    const partly = importExportMessage('importPanel.partlyUpdated', { type: items });
    return title === undefined
      ? { tone: 'info', message: partly }
      : { tone: 'info', title, message: partly };
  }
  return {
    tone: 'success',
    title: importExportMessage('importPanel.started.title', { type }),
    message: importExportMessage('importPanel.started.message'),
  };
}

/**
 * After a one-record import (a record's Import/Export tab), which writes at once: '{item}
 * imported' with 'Your changes have been saved.'; with an error field the info is titled with
 * the server's error, else 'Some {items} were not updated'. `item` names one record of the type
 * ('Product'), `items` several ('Products').
 */
export function recordImportNotice(
  outcome: ActionOutcome,
  { item, items }: { item: string; items: string },
): Notice | LogoutSignal {
  if (isUnauthenticated(outcome)) return logoutSignal;
  if (!succeeded(outcome)) return importFailure(outcome);
  const saved = importExportMessage('importPanel.imported.message');
  if (carriesErrorField(outcome.body)) {
    return {
      tone: 'info',
      title:
        serverText(outcome.body, ['error']) ??
        importExportMessage('importPanel.partlyUpdated', { type: items }),
      message: saved,
    };
  }
  return {
    tone: 'success',
    title: importExportMessage('importPanel.imported.title', { type: item }),
    message: saved,
  };
}

/** After cancelling an import or export job. */
export function cancelJobNotice(
  outcome: ActionOutcome,
  job: 'import' | 'export',
): Notice | LogoutSignal {
  return job === 'import'
    ? fixedNotice(outcome, {
        success: importExportMessage('importHistory.cancelled'),
        failure: importExportMessage('importHistory.cancelFailed'),
      })
    : fixedNotice(outcome, {
        success: importExportMessage('exportHistory.cancelled'),
        failure: importExportMessage('exportHistory.cancelFailed'),
      });
}
