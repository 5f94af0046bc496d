// Logs in as the demo user the way a browser does: the page first (cookie and CSRF token),
// then the login call, then a page again for the signed-in session's own CSRF token (login
// renews the session). Returns the headers later requests send.

/** @param {string} baseUrl */
export async function demoSession(baseUrl) {
  const page = await fetch(`${baseUrl}/account/login`);
  const login = await fetch(`${baseUrl}/api/users/sessions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': await csrfTokenOf(page),
      cookie: cookieOf(page),
    },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const cookie = cookieOf(login);
  const signedIn = await fetch(`${baseUrl}/stores`, { headers: { cookie } });
  return { cookie, csrfToken: await csrfTokenOf(signedIn) };
}

/** @param {Response} response */
async function csrfTokenOf(response) {
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await response.text())?.[1];
  if (!token) throw new Error(`no CSRF token in ${response.url}`);
  return token;
}

/** @param {Response} response */
function cookieOf(response) {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('ms_sid='));
  if (!setCookie) throw new Error('no session cookie in the response');
  return /** @type {string} */ (setCookie.split(';')[0]);
}
