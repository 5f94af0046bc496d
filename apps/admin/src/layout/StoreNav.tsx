import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import {
  Link,
  SideNav,
  SideNavItem,
  SideNavList,
  SideNavSection,
  useMessages,
} from '@metafields/design-system';
import { currentStoreQueryAtom } from '../atoms/stores.js';
import { LazyLanguageMenu } from '../i18n/LazyLanguageMenu.js';
import { resourceNameMessages } from '../resources/messages.js';
import { StoreName } from './AppLayout.styles.js';
import { useIsEmbedded } from './embedded.js';
import { messages } from './messages.js';
import {
  currentStoreNavEntry,
  navResourceTypes,
  storeNavPath,
  type StoreNavEntry,
} from './storeNav.js';
import { useStoreHash } from './useStoreHash.js';

/**
 * A store's navigation: its name, always in view, then every area of the app for it, the
 * current one marked. Inside the control panel's frame, the language menu sits at its foot,
 * since the app shows no header there.
 */
export function StoreNav() {
  const isEmbedded = useIsEmbedded();
  const t = useMessages(messages);
  const tResource = useMessages(resourceNameMessages);
  const storeHash = useStoreHash();
  const { data: store } = useAtomValue(currentStoreQueryAtom);
  const current = currentStoreNavEntry(useLocation().pathname, storeHash);
  const item = (entry: StoreNavEntry, label: string) => (
    <SideNavItem key={entry} href={storeNavPath(storeHash, entry)} isCurrent={current === entry}>
      {label}
    </SideNavItem>
  );

  return (
    <SideNav
      aria-label={t('storeNav.label')}
      header={
        <>
          {/* The hash until the name is read, so the store is never unnamed. */}
          <StoreName title={store?.name ?? storeHash}>{store?.name ?? storeHash}</StoreName>
          {!isEmbedded && <Link href="/stores">{t('storeNav.allStores')}</Link>}
        </>
      }
      footer={isEmbedded ? <LazyLanguageMenu /> : undefined}
    >
      <SideNavList>{item('resources', t('storeNav.resources'))}</SideNavList>
      <SideNavSection title={t('storeNav.section.metafields')}>
        {navResourceTypes.map((type) => item(type, tResource(`resource.${type}`)))}
      </SideNavSection>
      <SideNavSection title={t('storeNav.section.data')}>
        {item('templates', t('storeNav.templates'))}
        {item('jobs', t('storeNav.jobs'))}
      </SideNavSection>
      <SideNavSection title={t('storeNav.section.store')}>
        {item('settings', t('storeNav.settings'))}
        {item('billing', t('storeNav.billing'))}
      </SideNavSection>
    </SideNav>
  );
}
