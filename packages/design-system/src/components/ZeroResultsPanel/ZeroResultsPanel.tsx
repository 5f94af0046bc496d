import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/Button.js';
import { EmptyState } from '../EmptyState/EmptyState.js';
import type { EmptyStateProps } from '../EmptyState/EmptyState.js';
import { zeroResultsPanelMessages } from './messages.js';

export interface ZeroResultsPanelProps {
  /** The list failed to load: shows "Unable to load" and "Please try again later". */
  isError?: boolean;
  /** With `isError`, shows a "Try again" button that calls this. */
  onRetry?: () => void;
  /** While a retry is in flight, the button shows a spinner and ignores presses. */
  isRetrying?: boolean;
  /** The title when there are no results. @default "No results" */
  title?: ReactNode;
  /** What to try instead, such as "Try another search or clear the filters." */
  description?: ReactNode;
  /** A way forward when there are no results, such as a "Clear filters" button. */
  action?: ReactNode;
  /** The heading's document level. @default 2 */
  headingLevel?: EmptyStateProps['headingLevel'];
  className?: string;
  style?: CSSProperties;
}

/**
 * What a list, table or search shows when it has nothing to show: no results, with the given
 * title and description, or a load error with an optional retry. The error is an alert, so a
 * screen reader reads it out as it appears.
 */
export function ZeroResultsPanel({
  isError = false,
  onRetry,
  isRetrying = false,
  title,
  description,
  action,
  headingLevel,
  className,
  style,
}: ZeroResultsPanelProps) {
  const t = useMessages(zeroResultsPanelMessages);
  if (isError) {
    return (
      <div role="alert" className={className} style={style}>
        <EmptyState
          tone="critical"
          icon="error"
          title={t('zeroResultsPanel.error.title')}
          description={t('zeroResultsPanel.error.description')}
          headingLevel={headingLevel}
          action={
            onRetry && (
              <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
                {t('zeroResultsPanel.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }
  return (
    <EmptyState
      icon="search"
      title={title ?? t('zeroResultsPanel.empty.title')}
      description={description}
      action={action}
      headingLevel={headingLevel}
      className={className}
      style={style}
    />
  );
}
