import { userSchema, type User } from '@metafields/core';

/**
 * The signed-in person the server put in the app's HTML as `<meta name="current-user">`, the
 * same as GET /api/users/me answers, so the app starts without that round trip. `null` when
 * the tag says nobody is signed in (empty); `undefined` when there is no tag or it does not hold
 * a user, and the app asks the server.
 */
export function readCurrentUser(doc: Pick<Document, 'querySelector'>): User | null | undefined {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="current-user"]')?.content;
  if (content === undefined) return undefined;
  if (content === '') return null;
  try {
    const user = userSchema.safeParse(JSON.parse(content));
    return user.success ? user.data : undefined;
  } catch {
    return undefined;
  }
}
