import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { ImportPanel } from '@metafields/widgets';
import { startImport } from './yourBackend.js';

export function ImportProducts() {
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ImportPanel
        hasTemplates
        onStart={({ file, importType }) => startImport({ file, importType })}
        explorePlansHref="/billing"
      />
    </DesignSystemProvider>
  );
}
