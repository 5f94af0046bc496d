import { useCallback } from 'react';
import { useMessages } from '@metafields/design-system';
import { messages } from './messages.js';

const jobTypes = ['shared', 'custom', 'import', 'preview', 'undo'] as const;
type JobType = (typeof jobTypes)[number];
const isJobType = (type: string): type is JobType => (jobTypes as readonly string[]).includes(type);

/**
 * A job's Type badge: a metafield job's Shared or Custom, a value import's Import, or an import's
 * Preview or Undo (issue 28).
 */
export function useFormatJobType() {
  const t = useMessages(messages);
  return useCallback(
    (type: string) => (isJobType(type) ? t(`importExport.jobType.${type}`) : type),
    [t],
  );
}
