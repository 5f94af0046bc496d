import type { CustomResourceSummary, Template } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { TemplateForm } from '@metafields/widgets';
import { deleteTemplate, saveTemplate } from './yourBackend.js';

export function EditTemplate(props: {
  template?: Template;
  templateCount: number;
  customResources: CustomResourceSummary[];
}) {
  const { template, templateCount, customResources } = props;
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <TemplateForm
        value={template} // none: 'Create shared metafield'
        customResources={customResources}
        existingTemplateCount={templateCount}
        onSubmit={(input) => saveTemplate(input)} // checked by core's schema first
        onDelete={template && (() => deleteTemplate(template))}
      />
    </DesignSystemProvider>
  );
}
