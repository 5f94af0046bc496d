import { useAtomValue } from 'jotai';
import { LinkButton, Text, useMessages } from '@metafields/design-system';
import { currentUserAtom } from '../../atoms/session.js';
import { AppIdentity } from '../../layout/AppIdentity.js';
import { appInfo } from '../../layout/appInfo.js';
import { messages as layoutMessages } from '../../layout/messages.js';
import { CenteredPanel } from '../pages.styles.js';
import { messages } from './messages.js';

/**
 * The home page (spec section 2): the app's name, logo, description and id, whether someone is
 * signed in (a user is loaded), and the way on: the stores, or the login first.
 */
export default function HomePage() {
  const t = useMessages(messages);
  const app = useMessages(layoutMessages);
  const { data: user, isPending } = useAtomValue(currentUserAtom);
  return (
    <CenteredPanel>
      <AppIdentity />
      <Text tone="subdued">{t('homePage.appId', { id: appInfo.id })}</Text>
      {isPending ? (
        <Text role="status">{app('app.loading')}</Text>
      ) : user ? (
        <>
          <Text>{t('homePage.signedIn', { email: user.email })}</Text>
          <LinkButton href="/stores" variant="primary">
            {t('homePage.openStores')}
          </LinkButton>
        </>
      ) : (
        <>
          <Text>{t('homePage.signedOut')}</Text>
          <LinkButton href="/account/login" variant="primary">
            {t('homePage.logIn')}
          </LinkButton>
        </>
      )}
    </CenteredPanel>
  );
}
