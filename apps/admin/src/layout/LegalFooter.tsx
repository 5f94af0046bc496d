import styled from 'styled-components';
import { Inline, Link, Text, token, useMessages } from '@metafields/design-system';
import { appInfo, appInfoMessages } from './appInfo.js';

const Footer = styled.footer`
  margin-block-start: ${token('space.600')};
  padding-block-start: ${token('space.300')};
  border-block-start: 1px solid ${token('color.border')};
`;

/** The terms and privacy links with the company line, below the help and billing pages. */
export function LegalFooter() {
  const t = useMessages(appInfoMessages);
  return (
    <Footer>
      <Inline gap="300">
        <Link href={appInfo.termsUrl} isExternal>
          {t('legalFooter.terms')}
        </Link>
        <Link href={appInfo.privacyUrl} isExternal>
          {t('legalFooter.privacy')}
        </Link>
      </Inline>
      <Text>
        {t('legalFooter.company', {
          year: String(new Date().getFullYear()),
          company: appInfo.company,
        })}
      </Text>
    </Footer>
  );
}
