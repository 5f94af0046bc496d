// Logs in as the demo user the way a browser does: the page first (cookie and CSRF token),
// then the login call. Returns the cookie header to send with later requests.

/** @param {string} baseUrl */
export async function demoSession(baseUrl) {
  const page = await fetch(`${baseUrl}/account/login`);
  const csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  const anonymous = cookieOf(page);
  const login = await fetch(`${baseUrl}/api/users/sessions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrfToken ?? '',
      cookie: anonymous,
    },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  return cookieOf(login);
}

/** @param {Response} response */
function cookieOf(response) {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('ms_sid='));
  if (!setCookie) throw new Error('no session cookie in the response');
  return /** @type {string} */ (setCookie.split(';')[0]);
}
