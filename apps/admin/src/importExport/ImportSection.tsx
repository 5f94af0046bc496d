import type { ImportAnswer, JobUpload } from '@metafields/api-client';
import { Panel } from '@metafields/design-system';
import { ImportPanel, ImportPreview, type ImportPanelProps } from '@metafields/widgets';
import { JobHistorySection } from './JobHistorySection.js';
import type { JobSource } from './jobSource.js';
import { useImportLaunch } from './useImportLaunch.js';
import { useImportPreview } from './useImportPreview.js';
import { useImportUndo } from './useImportUndo.js';
import type { SourceJobHistory } from './useJobSourceHistory.js';

interface ImportSectionProps {
  /** Whose imports: a type's, a record's or a custom resource's (its `preview` and `undo`). */
  source: JobSource;
  /** The import history, which follows each start. */
  history: SourceJobHistory;
  /** The import notice's words: '{type} import started', 'Some {items} were not updated'. */
  names: { type: string; items: string };
  /** Uploads a file: an import, or with `mode: 'preview'` a preview. */
  startImport: (upload: JobUpload) => Promise<ImportAnswer>;
  hasTemplates: boolean;
  availability: ImportPanelProps['availability'];
  explorePlansHref: string;
  /** Whether the history may be read yet (the plan allows it, or the store is still loading). */
  mayLoad: boolean;
  /** What the preview's rows change. @default 'metafield' */
  subject?: 'metafield' | 'value';
  /** A title for the upload form's own panel, where the tab has other panels (a record's). */
  title?: string;
}

/**
 * An Import tab's import part (issue 28), the same on a resource list, a record and a custom
 * resource: the upload form ('Start upload', 'Preview changes'), the open preview until it is
 * applied or discarded, and the history, whose rows offer 'Review preview' and 'Undo this
 * import' (with its confirmation). Its parts are the tab's own children, so that the tab's
 * stack spaces them as before.
 */
export function ImportSection({
  source,
  history,
  names,
  startImport,
  hasTemplates,
  availability,
  explorePlansHref,
  mayLoad,
  subject,
  title,
}: ImportSectionProps) {
  const launch = useImportLaunch(history, names);
  const preview = useImportPreview({ source, history, startImport, launch });
  const undo = useImportUndo({ source, history, names });

  const panel = (
    <ImportPanel
      hasTemplates={hasTemplates}
      // The panel keeps the file for another try when the start fails.
      onStart={async (request) => {
        await launch(() => startImport(request), false);
      }}
      onPreview={preview.onPreview}
      availability={availability}
      explorePlansHref={explorePlansHref}
    />
  );
  return (
    <>
      {title === undefined ? (
        panel
      ) : (
        <Panel title={title} headingLevel={2}>
          {panel}
        </Panel>
      )}
      {preview.previewJob && (
        <ImportPreview
          job={preview.previewJob}
          {...(subject && { subject })}
          loadPage={preview.loadPage}
          onApply={preview.onApply}
          onDiscard={preview.onDiscard}
        />
      )}
      <JobHistorySection
        direction="import"
        source={source}
        history={history}
        mayLoad={mayLoad}
        rowActions={(job) => [...preview.rowActions(job), ...undo.rowActions(job)]}
      />
      {undo.dialog}
    </>
  );
}
