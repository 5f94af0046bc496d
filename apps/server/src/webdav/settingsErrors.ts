import { accountMessages, webdavSettingsInputSchema } from '@metafields/core';
import * as z from 'zod';
import { HttpError } from '../http/errors.js';
import { invalid, parseInput } from '../validation.js';

export const settingsBody = z.strictObject(webdavSettingsInputSchema.shape);

const LABELS: Record<string, string> = {
  webdav_username: accountMessages['webdavSettings.username'],
  webdav_password: 'Password',
};

/**
 * The settings form, or a 422 whose `message` is one sentence naming every wrong field: the
 * spec wants username and password errors "shown together in one message" (core's
 * `webdavSaveNotice` shows it). `errors` keeps them by field as everywhere else.
 */
export function parseSettings(body: unknown): z.output<typeof settingsBody> {
  try {
    return parseInput(settingsBody, body);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    const sentence = Object.entries(error.errors)
      .map(([field, messages]) => `${LABELS[field] ?? field}: ${messages[0] ?? ''}`)
      .join(' ');
    throw invalid(error.errors, sentence, error.code);
  }
}
