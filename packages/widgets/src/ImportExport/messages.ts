import { defineMessages } from '@metafields/design-system';

/**
 * The import and export panels' own words. The spec's texts (titles, buttons, the upgrade lines,
 * the export limit) come from core's catalogues; these are the labels it does not give.
 */
export const importExportPanelMessages = defineMessages({
  'importExportPanel.type.shared': 'Shared',
  'importExportPanel.type.custom': 'Custom',
  'importPanel.file.description': 'A CSV file or an Excel workbook (.xlsx).',
  'importPanel.preview': 'Preview changes',
  'exportPanel.count.loading': 'Counting items…',
  'exportPanel.count.brands': '{count, plural, one {# brand} other {# brands}}',
  'exportPanel.count.categories': '{count, plural, one {# category} other {# categories}}',
  'exportPanel.count.channels': '{count, plural, one {# channel} other {# channels}}',
  'exportPanel.count.customers': '{count, plural, one {# customer} other {# customers}}',
  'exportPanel.count.locations': '{count, plural, one {# location} other {# locations}}',
  'exportPanel.count.products': '{count, plural, one {# product} other {# products}}',
});
