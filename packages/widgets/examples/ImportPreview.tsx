import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { ImportPreview } from '@metafields/widgets';
import { applyPreview, closePreview, loadPreviewPage, usePreviewJob } from './yourBackend.js';

export function ProductImportPreview() {
  const job = usePreviewJob();
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ImportPreview
        job={job}
        loadPage={loadPreviewPage}
        onApply={async () => {
          await applyPreview();
          closePreview();
        }}
        onDiscard={closePreview}
      />
    </DesignSystemProvider>
  );
}
