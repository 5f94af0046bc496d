import { Inline, Link, Text, useMessages } from '@metafields/design-system';
import { legalLinks } from './legalLinks.js';
import { messages } from './messages.js';

/** The footer of the billing and help pages: the terms, the privacy policy and a company line. */
export function LegalFooter() {
  const t = useMessages(messages);
  return (
    <footer>
      <Inline gap="400" wrap>
        <Link href={legalLinks.terms} isExternal>
          {t('legalFooter.terms')}
        </Link>
        <Link href={legalLinks.privacy} isExternal>
          {t('legalFooter.privacy')}
        </Link>
        <Text as="span" tone="subdued">
          {t('legalFooter.company')}
        </Text>
      </Inline>
    </footer>
  );
}
