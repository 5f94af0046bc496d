import type { ImportAnswer } from '@metafields/api-client';
import { actionOutcomeOf, importStartNotice } from '@metafields/core';
import { useNotify } from '../notices/useNotify.js';
import type { SourceJobHistory } from './useJobSourceHistory.js';

/**
 * Starts an import's job (an upload, a preview, a preview's Apply) and tells how it went: the
 * import's notice ('Your import has been started…'), nothing for a preview (which appears
 * itself), or the failure's notice, rethrowing it. The history then watches for the new job.
 */
export function useImportLaunch(history: SourceJobHistory, names: { type: string; items: string }) {
  const notify = useNotify();
  return async (started: () => Promise<ImportAnswer>, isPreview: boolean) => {
    try {
      const answer = await started();
      if (!isPreview) notify(importStartNotice({ status: 201, body: answer }, names));
      history.notifyStarted();
      return answer;
    } catch (error) {
      notify(importStartNotice(actionOutcomeOf(error), names));
      throw error;
    }
  };
}
