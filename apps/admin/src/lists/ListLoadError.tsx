import { commonMessages } from '@metafields/core';
import { Button, EmptyState, useMessages } from '@metafields/design-system';
import { messages } from './messages.js';

export interface ListLoadErrorProps {
  /** What failed, where the spec words it ('Unable to fetch matching orders'). @default 'Unable to load' */
  title?: string;
  onRetry: () => void;
  /** The retry is under way: the button shows it and ignores presses. */
  isRetrying: boolean;
}

/**
 * A list that failed to load says so in place of its table, as an alert, with 'Try again'. It
 * never sits above an empty table: an error is not an empty list.
 */
export function ListLoadError({ title, onRetry, isRetrying }: ListLoadErrorProps) {
  const t = useMessages(messages);
  const tCommon = useMessages(commonMessages);
  return (
    <div role="alert">
      <EmptyState
        tone="critical"
        icon="error"
        title={title ?? tCommon('common.loadFailed.title')}
        description={tCommon('common.loadFailed.message')}
        action={
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
            {t('resourceLists.retry')}
          </Button>
        }
      />
    </div>
  );
}
