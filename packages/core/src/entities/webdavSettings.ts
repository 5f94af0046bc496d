import * as z from 'zod/mini';
import { emailAddress, requiredText } from './inputFields.js';

/** The store's WebDAV login, kept as a whole object; null while never set. */
export const webdavSettingsSchema = z.object({
  webdav_username: z.nullable(z.string()),
  webdav_password: z.nullable(z.string()),
});
export type WebdavSettings = z.infer<typeof webdavSettingsSchema>;

/** The WebDAV settings form: the username is an email address. */
export const webdavSettingsInputSchema = z.object({
  webdav_username: emailAddress(),
  webdav_password: requiredText(),
});
export type WebdavSettingsInput = z.infer<typeof webdavSettingsInputSchema>;
