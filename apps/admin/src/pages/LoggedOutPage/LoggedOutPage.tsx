import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LinkButton, useMessages } from '@metafields/design-system';
import { currentUserAtom } from '../../atoms/session.js';
import { currentStoreQueryAtom, storeHashAtom } from '../../atoms/stores.js';
import { AppIdentity } from '../../layout/AppIdentity.js';
import { CenteredPanel } from '../pages.styles.js';
import { messages } from './messages.js';

/**
 * The logged-out page (spec section 2): the app's name and description. When the store of the
 * `store_hash` query loads (someone is signed in and may open it), it goes straight there.
 */
export default function LoggedOutPage() {
  const t = useMessages(messages);
  const storeHash = useSearchParams()[0].get('store_hash') ?? '';
  const { data: user } = useAtomValue(currentUserAtom);
  const setStoreHash = useSetAtom(storeHashAtom);
  // The store is asked for only once someone is signed in: a 401 would be an answer anyway.
  const wanted = user ? storeHash : '';
  useLayoutEffect(() => setStoreHash(wanted), [wanted, setStoreHash]);
  const { data: store } = useAtomValue(currentStoreQueryAtom);

  if (wanted !== '' && store?.store_hash === wanted) {
    return <Navigate to={`/stores/${encodeURIComponent(wanted)}`} replace />;
  }
  return (
    <CenteredPanel>
      <AppIdentity />
      <LinkButton href="/account/login" variant="primary">
        {t('loggedOutPage.logIn')}
      </LinkButton>
    </CenteredPanel>
  );
}
