// A store that the server did not seed (the emulator's `large2`, `large3`): its owner installs
// the app from the control panel, and pays for the Enterprise plan, which exports need. All
// through HTTP, as the owner's browser would, so that every instance sees the same store.
import { call } from './jobsApi.mjs';

/**
 * Installs the app into `storeHash` and answers the owner's signed-in session there.
 * @param {string} serverUrl @param {string} platformUrl @param {string} storeHash
 * @param {string} clientId the app's client id with the emulator
 */
export async function storeOwnerSession(
  serverUrl,
  platformUrl,
  storeHash,
  clientId = 'metafield-studio-local',
) {
  const consent = await fetch(
    `${platformUrl}/manage/stores/${storeHash}/apps/${clientId}/install`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    },
  );
  const location = consent.headers.get('location');
  if (consent.status !== 303 || !location) {
    throw new Error(`the install form of ${storeHash} answered ${consent.status}`);
  }
  // The callback is the instance that registered the app last (the code is bound to that
  // address); its session, in the shared database, is good on every instance.
  const installed = await fetch(location, { redirect: 'manual' });
  const cookie = installed.headers
    .getSetCookie()
    .find((line) => line.startsWith('ms_sid='))
    ?.split(';')[0];
  if (!cookie)
    throw new Error(
      `the install of ${storeHash} answered ${installed.status}, no session (${installed.headers.get('location')})`,
    );
  const page = await (await fetch(`${serverUrl}/stores`, { headers: { cookie } })).text();
  const csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(page)?.[1];
  if (!csrfToken) throw new Error(`no CSRF token for ${storeHash}'s owner`);
  const session = { cookie, csrfToken };
  const json = { 'content-type': 'application/json' };
  await call(serverUrl, session, `/api/stores/${storeHash}/company-details`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({
      company_name: `Owner of ${storeHash}`,
      email: 'billing@example.com',
      address_line1: '1 Market Street',
      city: 'Austin',
      postcode: '78701',
      country: 'US',
    }),
  });
  await call(serverUrl, session, `/api/stores/${storeHash}/subscription`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ price_id: 'price_enterprise_monthly' }),
  });
  return session;
}
