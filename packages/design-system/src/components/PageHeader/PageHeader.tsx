import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import type { LinkProps } from '../Link/Link.js';
import {
  Actions,
  BackLabel,
  BackLink,
  Description,
  PageHeaderRoot,
  TabsSlot,
  Title,
  TitleBlock,
  TitleRow,
} from './PageHeader.styles.js';

export interface PageHeaderBackLink extends Pick<LinkProps, 'href' | 'onPress' | 'routerOptions'> {
  /** The page it leads back to, such as "Resources"; also the link's accessible name. */
  label: string;
}

export interface PageHeaderProps {
  /** The page's title: its one `h1`. */
  title: ReactNode;
  /** A link to the parent page, above the title, with a back arrow that turns in RTL. */
  backLink?: PageHeaderBackLink;
  /** A sentence under the title on what the page is for. */
  description?: ReactNode;
  /** The page's buttons, at the end of the title row (the right in English), primary last. */
  actions?: ReactNode;
  /** A tab list for the page's sections, under the title. */
  tabs?: ReactNode;
  className?: string;
}

/**
 * The top of a page: an optional link back to the parent page, the title (`h1`) with an
 * optional description, the page's actions on the end side, and optional tabs. The actions
 * wrap under the title when the row runs out of room.
 */
export function PageHeader({
  title,
  backLink,
  description,
  actions,
  tabs,
  className,
}: PageHeaderProps) {
  return (
    <PageHeaderRoot className={className}>
      {backLink && (
        <BackLink
          href={backLink.href}
          onPress={backLink.onPress}
          routerOptions={backLink.routerOptions}
        >
          <Icon name="chevronLeft" />
          <BackLabel title={backLink.label}>{backLink.label}</BackLabel>
        </BackLink>
      )}
      <TitleRow>
        <TitleBlock>
          <Title level={1} title={typeof title === 'string' ? title : undefined}>
            {title}
          </Title>
          {description != null && <Description>{description}</Description>}
        </TitleBlock>
        {actions != null && <Actions>{actions}</Actions>}
      </TitleRow>
      {tabs != null && <TabsSlot>{tabs}</TabsSlot>}
    </PageHeaderRoot>
  );
}
