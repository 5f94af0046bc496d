import type { MessageDescriptor } from '../messages/defineMessages.js';
import { commonMessage } from './commonMessages.js';

/**
 * What the UI shows after an action: a notice built from the action's outcome. Our texts are
 * descriptors (translated by the UI); texts the server sent pass through as plain strings.
 */
export type NoticeText = MessageDescriptor | string;

export type NoticeTone = 'success' | 'info' | 'warning' | 'critical';

export interface Notice {
  tone: NoticeTone;
  title?: NoticeText;
  message: NoticeText;
  /** A link beside the message, such as 'Go to settings' of a file-store error. */
  link?: { label: NoticeText; href: string };
}

/** A 401 shows no notice: the session is gone and the user is logged out. */
export interface LogoutSignal {
  readonly logout: true;
}

export const logoutSignal: LogoutSignal = { logout: true };

/** What a notice rule gets: the HTTP status (0 when no answer came) and the parsed body. */
export interface ActionOutcome {
  status: number;
  body?: unknown;
}

/** The error body fields the spec reads; anything else in the body is ignored. */
export interface ErrorBody {
  error?: string;
  message?: string;
  title?: string;
  errors?: unknown;
}

export function isLogoutSignal(value: unknown): value is LogoutSignal {
  return typeof value === 'object' && value !== null && 'logout' in value && value.logout === true;
}

export function succeeded(outcome: ActionOutcome): boolean {
  return outcome.status >= 200 && outcome.status < 300;
}

export function isUnauthenticated(outcome: ActionOutcome): boolean {
  return outcome.status === 401;
}

/**
 * A machine code such as `plan_required` or `not_found`: our server puts one in `error` and its
 * sentence for people in `message`, while the platform and older servers put a sentence in
 * `error`. A code is never shown to a person, so it does not count as a text.
 */
const errorCode = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** The error body's text fields, keeping only non-empty strings that people can read. */
export function readErrorBody(body: unknown): ErrorBody {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (name: string) => {
    const value = record[name];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const read: ErrorBody = {};
  const error = text('error');
  const message = text('message');
  const title = text('title');
  if (error !== undefined && !errorCode.test(error)) read.error = error;
  if (message !== undefined) read.message = message;
  if (title !== undefined) read.title = title;
  if (record.errors !== undefined && record.errors !== null) read.errors = record.errors;
  return read;
}

/** The first server text among `fields`, in the order the spec prefers them. */
export function serverText(
  body: unknown,
  fields: readonly ('error' | 'message' | 'title')[],
): string | undefined {
  const read = readErrorBody(body);
  for (const field of fields) {
    const text = read[field];
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * The names of the fields a 422 body lists: the keys of an `errors` object (the platform's
 * shape), or the strings of an `errors` list.
 */
export function errorFieldNames(body: unknown): string[] {
  const { errors } = readErrorBody(body);
  if (Array.isArray(errors)) return errors.filter((item) => typeof item === 'string');
  if (typeof errors === 'object' && errors !== null) return Object.keys(errors);
  return [];
}

/** A success and a failure text of an action whose spec gives no server text to prefer. */
export function fixedNotice(
  outcome: ActionOutcome,
  texts: { success: NoticeText; failure: NoticeText },
): Notice | LogoutSignal {
  if (isUnauthenticated(outcome)) return logoutSignal;
  return succeeded(outcome)
    ? { tone: 'success', message: texts.success }
    : { tone: 'critical', message: texts.failure };
}

/** Whether a save created a record (POST, no id yet) or updated one (PUT). */
export type SaveMode = 'create' | 'update';

/**
 * '{name} created.' / '{name} updated.' and their 'could not be' failures, the save notices of
 * templates, resource fields and labelled values.
 */
export function namedSaveNotice(
  outcome: ActionOutcome,
  mode: SaveMode,
  name: string,
): Notice | LogoutSignal {
  return mode === 'create'
    ? fixedNotice(outcome, {
        success: commonMessage('common.saveNotice.created', { name }),
        failure: commonMessage('common.saveNotice.createFailed', { name }),
      })
    : fixedNotice(outcome, {
        success: commonMessage('common.saveNotice.updated', { name }),
        failure: commonMessage('common.saveNotice.updateFailed', { name }),
      });
}
