export { ChangeOwnerDialog } from './ChangeOwnerDialog/index.js';
export type { ChangeOwnerDialogProps } from './ChangeOwnerDialog/index.js';
export { CustomResourceForm } from './CustomResourceForm/index.js';
export type { CustomResourceFormProps } from './CustomResourceForm/index.js';
export {
  CustomResourceTable,
  defaultCustomResourceTableQuery,
} from './CustomResourceTable/index.js';
export type {
  CustomResourceTableProps,
  CustomResourceTableQuery,
} from './CustomResourceTable/index.js';
export { FieldFields, FieldForm } from './FieldForm/index.js';
export type { FieldFieldsProps, FieldFormField, FieldFormProps } from './FieldForm/index.js';
export { FieldTable, defaultFieldTableQuery } from './FieldTable/index.js';
export type { FieldTableProps, FieldTableQuery } from './FieldTable/index.js';
export { MetafieldFields, MetafieldForm } from './MetafieldForm/index.js';
export type {
  MetafieldFieldsProps,
  MetafieldFormField,
  MetafieldFormProps,
  MetafieldFormState,
  MetafieldSubmitPlan,
  ValueEditorChoice,
} from './MetafieldForm/index.js';
export { coreOutputResolver, coreResolver } from './forms/coreResolver.js';
export { FormTextField } from './forms/FormTextField.js';
export type { FormTextFieldProps } from './forms/FormTextField.js';
export { useErrorText } from './forms/useErrorText.js';
export type { FocusableHandle, FormControlProps } from './forms/focusable.js';
export { MetafieldValuesForm } from './MetafieldValuesForm/index.js';
export type {
  MetafieldValuesFormProps,
  MetafieldValuesSaveFailure,
  MetafieldValuesSaveResult,
} from './MetafieldValuesForm/index.js';
export { GraphQLExample } from './GraphQLExample/index.js';
export type { GraphQLExampleProps } from './GraphQLExample/index.js';
export { ExportPanel, ImportPanel } from './ImportExport/index.js';
export { ChangeHistory } from './ChangeHistory/index.js';
export type { ChangeHistoryProps } from './ChangeHistory/index.js';
export { ImportPreview } from './ImportPreview/index.js';
export type { ImportPreviewProps } from './ImportPreview/index.js';
export type {
  ExportItemCount,
  ExportPanelProps,
  ExportPanelResource,
  ExportStart,
  ImportExportAvailability,
  ImportPanelProps,
  ImportStart,
} from './ImportExport/index.js';
export {
  JobErrorsDialog,
  JobHistoryPoller,
  JobHistoryTable,
  useJobHistory,
} from './JobHistory/index.js';
export type {
  JobErrorsDialogProps,
  JobHistoryPollerOptions,
  JobHistorySnapshot,
  JobDownloadFormat,
  JobHistoryTableKind,
  JobHistoryTableProps,
  JobRowAction,
  JobHistoryTimingOverride,
  PolledJob,
  PollerTimers,
  UseJobHistoryOptions,
  UseJobHistoryResult,
} from './JobHistory/index.js';
export {
  DeleteMetafieldsDialog,
  defaultMetafieldTableView,
  MetafieldTable,
} from './MetafieldTable/index.js';
export type {
  DeleteMetafieldsDialogProps,
  MetafieldTableProps,
  MetafieldTableView,
} from './MetafieldTable/index.js';
export { MultiselectSelector } from './MultiselectSelector/index.js';
export type {
  MultiselectSelectorProps,
  SelectorOption,
  SelectorPage,
  SelectorQuery,
} from './MultiselectSelector/index.js';
export {
  FilterButton,
  normalizeFilterRule,
  RuleBuilder,
  RuleSummary,
} from './RuleBuilder/index.js';
export type {
  FilterButtonProps,
  NormalizeFilterRuleOptions,
  RuleBuilderLoaders,
  RuleBuilderProps,
  RuleSummaryNames,
  RuleSummaryProps,
  RuleValueEditorProps,
  RuleValueEditors,
  ValueOption,
} from './RuleBuilder/index.js';
export { TemplateList, defaultTemplateListQuery } from './TemplateList/index.js';
export type { TemplateListProps, TemplateListQuery } from './TemplateList/index.js';
export { TreePicker } from './TreePicker/index.js';
export type { TreePickerNode, TreePickerProps } from './TreePicker/index.js';
export { ListPagination } from './ListPagination/index.js';
export type { ListPaginationProps } from './ListPagination/index.js';
export { ProductTable, productTableSortColumns } from './ProductTable/index.js';
export type { ProductTableProps, ProductTableSortColumn } from './ProductTable/index.js';
export { SelectOptionsEditor } from './SelectOptionsEditor/index.js';
export type { SelectOptionsEditorProps } from './SelectOptionsEditor/index.js';
export { TemplateFields, TemplateForm } from './TemplateForm/index.js';
export type {
  TemplateFieldsProps,
  TemplateFormField,
  TemplateFormProps,
} from './TemplateForm/index.js';
export { ValueForm } from './ValueForm/index.js';
export type { ValueFormProps } from './ValueForm/index.js';
export { ReturnFocus } from './ReturnFocus.js';
export type { ReturnFocusProps } from './ReturnFocus.js';
export { ValueList, defaultValueListQuery } from './ValueList/index.js';
export type { ValueListProps, ValueListQuery } from './ValueList/index.js';
export { loadMessages, WidgetsProvider } from './WidgetsProvider/index.js';
export type { WidgetsProviderProps } from './WidgetsProvider/index.js';
export {
  BooleanEditor,
  ColorEditor,
  DateEditor,
  DateTimeEditor,
  DecimalEditor,
  FileAndLabelEditor,
  FileEditor,
  HtmlEditor,
  IntegerEditor,
  isWysiwygOn,
  JsonEditor,
  ReferenceEditor,
  rememberWysiwyg,
  RichTextEditor,
  SelectEditor,
  TextEditor,
  UrlEditor,
  useValueEditorServices,
  useWysiwyg,
  ValueEditorFrame,
  valueEditorFor,
  valueEditors,
  ValueEditorServicesProvider,
  wysiwygStorageKey,
} from './valueEditors/index.js';
export type {
  BooleanValue,
  FileValue,
  ReferencePage,
  ReferenceQuery,
  ReferenceRecord,
  ReferenceSource,
  ReferenceValue,
  ValueEditor,
  ValueEditorField,
  ValueEditorFrameProps,
  ValueEditorOptions,
  ValueEditorProps,
  ValueEditorServices,
  ValueEditorServicesProviderProps,
  WysiwygScope,
} from './valueEditors/index.js';
export { useDescriptorText } from './useDescriptorText.js';
