import { accountMessages } from '@metafields/core';
import { Heading, Link, Stack, useMessages } from '@metafields/design-system';
import { LegalFooter } from '../../layout/LegalFooter.js';
import { appInfo } from '../../layout/appInfo.js';
import { PlansTable } from '../../billing/PlansTable.js';
import { PublicPage } from './PricingPage.styles.js';
import { messages } from './messages.js';

/**
 * The public pricing page (/pricing, no sign-in): heading 'Pricing', the logo, the plans table
 * and a link to the marketplace, where a merchant installs the app.
 */
export default function PricingPage() {
  const t = useMessages(messages);
  const tAccount = useMessages(accountMessages);
  return (
    <PublicPage>
      <Stack gap="400">
        <img src="/img/logo.svg" alt="" width={48} height={48} />
        <Heading level={1}>{tAccount('pricingPage.title')}</Heading>
        <PlansTable />
        <Link href={appInfo.marketplaceUrl} isExternal>
          {t('pricingPage.marketplace')}
        </Link>
        <LegalFooter />
      </Stack>
    </PublicPage>
  );
}
