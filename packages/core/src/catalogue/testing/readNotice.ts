import { isLogoutSignal, type LogoutSignal, type Notice } from '../notices.js';
import { renderText } from './renderText.js';

/** A notice as a person reads it: tone, title and message in English. Tests only. */
export function readNotice(notice: Notice | LogoutSignal | undefined) {
  if (notice === undefined) return undefined;
  if (isLogoutSignal(notice)) return 'logout';
  const read: { tone: Notice['tone']; title?: string; message: string; link?: string } = {
    tone: notice.tone,
    message: renderText(notice.message) ?? '',
  };
  if (notice.title !== undefined) read.title = renderText(notice.title) ?? '';
  if (notice.link !== undefined)
    read.link = `${renderText(notice.link.label)} -> ${notice.link.href}`;
  return read;
}

/** Just the message of a notice, in English, or 'logout'. Tests only. */
export function readMessage(notice: Notice | LogoutSignal | undefined): string | undefined {
  const read = readNotice(notice);
  return typeof read === 'object' ? read.message : read;
}
