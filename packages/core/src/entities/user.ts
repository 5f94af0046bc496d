import * as z from 'zod/mini';
import { languageCodes } from '../languages.js';

/** An interface language's code, as `locales/` names its file ('de', 'pt_br'). */
export const languageCodeSchema = z.enum(languageCodes);

/** The signed-in user, as the session loads it (GET /api/users/me). */
export const userSchema = z.object({
  id: z.number().check(z.int()),
  email: z.email(),
  name: z.string(),
  /**
   * The interface language: the one the person chose, else the control panel's language for
   * them; null when neither is known (the browser's language applies).
   */
  language: z.optional(z.nullable(languageCodeSchema)),
});
export type User = z.infer<typeof userSchema>;

/**
 * Accounts made for a control panel's user have no mailbox of their own (ADR 0012): their
 * email is a placeholder on `.invalid` (RFC 2606, never delivered), and their name holds the
 * address the platform gave, which the account's holder may not control.
 */
const placeholderDomain = '.platform.invalid';

export const placeholderEmail = (storeHash: string, platformUserId: number): string =>
  `platform-user-${platformUserId}@${storeHash}${placeholderDomain}`;

export const hasMailbox = (user: Pick<User, 'email'>): boolean =>
  !user.email.endsWith(placeholderDomain);

/** How the app names the signed-in person: their email, or the platform's word for it. */
export const userLabel = (user: User): string => (hasMailbox(user) ? user.email : user.name);
