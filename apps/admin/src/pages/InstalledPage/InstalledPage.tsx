import { StoreIntroPage } from './StoreIntroPage.js';

/** Where a fresh install from the control panel lands (/stores/{store_hash}/installed). */
export default function InstalledPage() {
  return <StoreIntroPage kind="installed" />;
}
