import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { Link, useMessages } from '@metafields/design-system';
import { userLabel } from '@metafields/core';
import { currentUserAtom } from '../atoms/session.js';
import { LazyLanguageMenu } from '../i18n/LazyLanguageMenu.js';
import { LazyToastRegion } from '../notices/LazyToastRegion.js';
import { Brand, Header, Muted, SkipLink } from './AppLayout.styles.js';
import { useIsEmbedded } from './embedded.js';
import { messages } from './messages.js';

/**
 * The frame of every signed-in page: the app's header (its name, the language menu, who is
 * signed in and Log out) over the page. Inside the control panel's frame the control panel's
 * own header serves, so the app shows none.
 */
export function AppLayout() {
  const isEmbedded = useIsEmbedded();
  const t = useMessages(messages);
  const { data: user } = useAtomValue(currentUserAtom);
  return (
    <>
      <SkipLink href="#main">{t('appLayout.skipToContent')}</SkipLink>
      {!isEmbedded && (
        <Header>
          <Brand href="/stores">
            <img src="/img/logo.svg" alt="" width={24} height={24} />
            {t('app.name')}
          </Brand>
          <LazyLanguageMenu />
          {user && <Muted>{t('appLayout.signedInAs', { email: userLabel(user) })}</Muted>}
          <Link href="/account/logout">{t('appLayout.logout')}</Link>
        </Header>
      )}
      <Outlet />
      <LazyToastRegion />
    </>
  );
}
