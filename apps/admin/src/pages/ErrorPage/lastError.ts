/** The cookie the server's /auth and /load failures leave for this page (spec section 2). */
export const lastErrorCookie = 'last_error';

/** The last error's sentence from `cookies` (document.cookie), if there is one. */
export function readLastError(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== lastErrorCookie) continue;
    try {
      const sentence = decodeURIComponent(value.join('=')).trim();
      return sentence === '' ? undefined : sentence;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Forgets the last error once shown, so a reload or a later error page does not repeat it. */
export function clearLastError(): void {
  document.cookie = `${lastErrorCookie}=; Max-Age=0; Path=/`;
}
