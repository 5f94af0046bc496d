import { StoreIntroPage } from '../InstalledPage/StoreIntroPage.js';

/** The welcome page (/stores/{store_hash}/welcome). */
export default function WelcomePage() {
  return <StoreIntroPage kind="welcome" />;
}
