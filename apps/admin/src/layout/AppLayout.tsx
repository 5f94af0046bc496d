import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { Link, ToastRegion, useMessages } from '@metafields/design-system';
import { userLabel } from '@metafields/core';
import { currentUserAtom } from '../atoms/session.js';
import { Brand, Header, Main, Muted, SkipLink } from './AppLayout.styles.js';
import { messages } from './messages.js';

export function AppLayout() {
  const t = useMessages(messages);
  const { data: user } = useAtomValue(currentUserAtom);
  return (
    <>
      <SkipLink href="#main">{t('appLayout.skipToContent')}</SkipLink>
      <Header>
        <Brand href="/stores">
          <img src="/img/logo.svg" alt="" width={28} height={28} />
          {t('app.name')}
        </Brand>
        {user && <Muted>{t('appLayout.signedInAs', { email: userLabel(user) })}</Muted>}
        <Link href="/account/logout">{t('appLayout.logout')}</Link>
      </Header>
      <Main id="main">
        <Outlet />
      </Main>
      <ToastRegion />
    </>
  );
}
