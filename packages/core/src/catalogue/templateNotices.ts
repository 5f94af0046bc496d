import {
  fixedNotice,
  namedSaveNotice,
  isUnauthenticated,
  logoutSignal,
  serverText,
  succeeded,
  type ActionOutcome,
  type LogoutSignal,
  type Notice,
  type SaveMode,
  type NoticeText,
} from './notices.js';
import { templateMessage } from './templateMessages.js';

/** After saving a template; `name` is the template's name. */
export function templateSaveNotice(
  outcome: ActionOutcome,
  mode: SaveMode,
  name: string,
): Notice | LogoutSignal {
  return namedSaveNotice(outcome, mode, name);
}

export function templateDeleteNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  return fixedNotice(outcome, {
    success: templateMessage('templateList.deleted'),
    failure: templateMessage('templateList.deleteFailed'),
  });
}

export function templateReorderNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  return fixedNotice(outcome, {
    success: templateMessage('templateList.reordered'),
    failure: templateMessage('templateList.reorderFailed'),
  });
}

/**
 * After a template export or a one-record export, both answered with a file. On failure the
 * caller passes the file's text parsed as JSON as the body; its error or message is shown.
 */
export function fileExportNotice(outcome: ActionOutcome): Notice | LogoutSignal {
  if (isUnauthenticated(outcome)) return logoutSignal;
  if (succeeded(outcome)) {
    return { tone: 'success', message: templateMessage('templateExport.succeeded') };
  }
  return {
    tone: 'critical',
    title: templateMessage('templateExport.failed.title'),
    message:
      serverText(outcome.body, ['error', 'message']) ??
      templateMessage('templateExport.failed.message'),
  };
}

/** Counts of a template import answer (`data.data`): numbers, or the lists of items. */
function countOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The errors of a template import: 'key: message' per key of an object, or a list of texts. */
function importErrors(errors: unknown): NoticeText[] {
  if (Array.isArray(errors)) return errors.map(String);
  return Object.entries(asRecord(errors)).map(([key, value]) =>
    templateMessage('templateImport.error', {
      key,
      message: Array.isArray(value) ? value.map(String).join(', ') : String(value),
    }),
  );
}

function importResult(body: unknown): { created: number; updated: number; errors: NoticeText[] } {
  const result = asRecord(asRecord(asRecord(body).data).data);
  return {
    created: countOf(result.created),
    updated: countOf(result.updated),
    errors: importErrors(result.errors),
  };
}

/**
 * After a template import: 'Created N ...' and 'Updated N ...' when N is above 0 (or 'Updated 0
 * ...' when nothing happened at all), then one notice per error key as 'key: message'. `type`
 * is the resource's singular name ('product').
 */
export function templateImportNotices(
  outcome: ActionOutcome,
  type: string,
): Notice[] | LogoutSignal {
  if (isUnauthenticated(outcome)) return logoutSignal;
  const failedTitle = templateMessage('templateImport.failed', { type });
  if (!succeeded(outcome)) {
    return [
      {
        tone: 'critical',
        message: serverText(outcome.body, ['error', 'message']) ?? failedTitle,
      },
    ];
  }
  const { created, updated, errors } = importResult(outcome.body);
  const notices: Notice[] = [];
  if (created > 0) {
    notices.push({
      tone: 'success',
      message: templateMessage('templateImport.created', { count: created, type }),
    });
  }
  if (updated > 0 || (created === 0 && errors.length === 0)) {
    notices.push({
      tone: 'success',
      message: templateMessage('templateImport.updated', { count: updated, type }),
    });
  }
  for (const message of errors) notices.push({ tone: 'critical', title: failedTitle, message });
  return notices;
}
