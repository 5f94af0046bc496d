// The public API of @metafields/core: every rule of the spec, once. Named exports only (no
// `export *`), so what partner apps may rely on is visible and reviewable here. Entities come
// through schemas.ts, the rule builder through filters/index.ts.
export { accountMessage, accountMessages } from './catalogue/accountMessages.js';
export type { AccountMessageKey } from './catalogue/accountMessages.js';
export {
  apiTokenCreateNotice,
  apiTokenDeleteNotice,
  appExtensionUpdateNotice,
  fileStoreErrorNotice,
  passwordResetNotice,
  webdavSaveNotice,
} from './catalogue/accountNotices.js';
export {
  billingDisplay,
  billingRefreshes,
  companyDetailsInputSchema,
  prorationPreviewCents,
} from './billing/index.js';
export type {
  BillingAction,
  BillingDisplay,
  BillingQuery,
  BillingStore,
  BillingSubscription,
  CompanyDetailsInput,
  ProratedSubscription,
} from './billing/index.js';
export { commonMessage, commonMessages } from './catalogue/commonMessages.js';
export type { CommonMessageKey } from './catalogue/commonMessages.js';
export {
  customResourceMessage,
  customResourceMessages,
} from './catalogue/customResourceMessages.js';
export type { CustomResourceMessageKey } from './catalogue/customResourceMessages.js';
export {
  customResourceDeleteNotice,
  customResourceSaveNotice,
  fieldDeleteNotice,
  fieldReorderNotice,
  fieldSaveNotice,
  valueDeleteNotice,
  valueSaveNotice,
} from './catalogue/customResourceNotices.js';
export { importExportMessage, importExportMessages } from './catalogue/importExportMessages.js';
export type { ImportExportMessageKey } from './catalogue/importExportMessages.js';
export {
  cancelJobNotice,
  exportStartNotice,
  importStartNotice,
  recordImportNotice,
} from './catalogue/importExportNotices.js';
export { messageDescriptor } from './catalogue/messageDescriptor.js';
export type { MessageValues } from './catalogue/messageDescriptor.js';
export { metafieldMessage, metafieldMessages } from './catalogue/metafieldMessages.js';
export type { MetafieldMessageKey } from './catalogue/metafieldMessages.js';
export {
  massEditErrorText,
  metafieldDeleteNotice,
  metafieldSaveNotice,
  reassignOwnerNotice,
  sharedMetafieldsSaveNotice,
  sharedMetafieldsUpgradeNotice,
} from './catalogue/metafieldNotices.js';
export {
  errorFieldNames,
  fixedNotice,
  isLogoutSignal,
  isUnauthenticated,
  logoutSignal,
  namedSaveNotice,
  readErrorBody,
  serverText,
  succeeded,
} from './catalogue/notices.js';
export type {
  ActionOutcome,
  ErrorBody,
  LogoutSignal,
  Notice,
  NoticeText,
  NoticeTone,
  SaveMode,
} from './catalogue/notices.js';
export { resourceListMessage, resourceListMessages } from './catalogue/resourceListMessages.js';
export type { ResourceListMessageKey } from './catalogue/resourceListMessages.js';
export { templateMessage, templateMessages } from './catalogue/templateMessages.js';
export type { TemplateMessageKey } from './catalogue/templateMessages.js';
export {
  fileExportNotice,
  templateDeleteNotice,
  templateImportNotices,
  templateReorderNotice,
  templateSaveNotice,
} from './catalogue/templateNotices.js';
export {
  categorySearchResultLimit,
  defaultChannelId,
  defaultSorts,
  exportItemLimit,
  fetchLimits,
  historyPolling,
  historyRetentionMs,
  historyRetry,
  imagePreviewExtensions,
  isImagePreviewable,
  loginRedirectDelayMs,
  logoutDelayMs,
  metafieldLimits,
  nameMaxLength,
  pageSizes,
  richTextMinHeightPx,
  searchDebounce,
  selectableFiles,
  textOptionLimitDefaults,
  valueInputMaxWidth,
} from './constants.js';
export type { PageSizeSetting, SortDirection } from './constants.js';
export {
  builtInContentTypeSlugs,
  builtInEntityContentTypeSlugs,
  isBuiltInContentTypeSlug,
} from './contentTypeSlugs.js';
export type { BuiltInContentTypeSlug, BuiltInEntityContentTypeSlug } from './contentTypeSlugs.js';
export {
  builtInContentTypeName,
  contentTypeDisplayName,
  contentTypeMessages,
  contentTypeOptions,
  customResourceOfType,
  entityListTypeLabel,
  isCustomResourceType,
  isEntityType,
  numberStepOf,
  numberSteps,
} from './contentTypes.js';
export type { ContentTypeOption, CustomResourceSummary } from './contentTypes.js';
export { csvErrorLine, dataRowNumber, headerRowNumber } from './csv/csvResult.js';
export type { CsvParseResult, CsvRowError } from './csv/csvResult.js';
export {
  customLayoutColumns,
  customLayoutHeader,
  customLayoutRow,
  deleteMode,
  parseCustomLayout,
} from './csv/customLayout.js';
export type { CustomLayoutRow } from './csv/customLayout.js';
export {
  customResourceValueIdColumn,
  customResourceValueRow,
  customResourceValuesHeader,
  parseCustomResourceValues,
} from './csv/customResourceValues.js';
export type { CsvResourceField, CustomResourceValueRow } from './csv/customResourceValues.js';
export {
  escapeFormulaCell,
  formulaTriggerCharacters,
  unescapeFormulaCell,
} from './csv/formulaEscaping.js';
export { csvMessage, csvMessages } from './csv/messages.js';
export type { CsvMessageKey } from './csv/messages.js';
export { needsProductId, productIdColumn } from './csv/metafieldColumns.js';
export type { CsvMetafield, CsvRecordRef, ImportedMetafieldValue } from './csv/metafieldColumns.js';
export {
  parseSharedLayout,
  sharedLayoutHeader,
  sharedLayoutIdColumn,
  sharedLayoutRow,
} from './csv/sharedLayout.js';
export type { CsvTemplate, SharedLayoutRow } from './csv/sharedLayout.js';
export {
  parseTemplateDefinitions,
  templateDefinitionColumns,
  templateDefinitionRow,
  templateDefinitionsHeader,
} from './csv/templateDefinitions.js';
export type { TemplateDefinition, TemplateDefinitionRow } from './csv/templateDefinitions.js';
export { templateImportResult } from './csv/templateImportResult.js';
export type { TemplateImportResult } from './csv/templateImportResult.js';
export {
  importPreviewPageOf,
  templateImportChange,
  templateImportRefusal,
} from './csv/templateImportPreview.js';
export { bulkDeleteValuesBody } from './customResources/bulkDelete.js';
export type { BulkDeleteValuesBody } from './customResources/bulkDelete.js';
export {
  defaultDisplayField,
  displayFieldOf,
  displayNameOf,
} from './customResources/displayName.js';
export { entityListTypeChoice } from './customResources/entityListTypeChoice.js';
export type { EntityListTypeChoice } from './customResources/entityListTypeChoice.js';
export {
  canUseAsDisplayName,
  fieldOptionsForContentType,
  fieldWithContentType,
  newFieldValues,
} from './customResources/fieldForm.js';
export type { FieldFormValues } from './customResources/fieldForm.js';
export { customResourceFormSchema, fieldFormSchema } from './customResources/formSchemas.js';
export { numberInputLimits, textInputLimits } from './customResources/inputLimits.js';
export type {
  NumberContentType,
  NumberInputLimits,
  TextInputLimits,
} from './customResources/inputLimits.js';
export { customResourcesMessages } from './customResources/messages.js';
export type { CustomResourcesMessageKey } from './customResources/messages.js';
export {
  addSelectOption,
  appendPastedSelectOptions,
  canRemoveSelectOption,
  defaultSelectOptionDelimiter,
  moveSelectOption,
  parsePastedSelectOptions,
  removeSelectOption,
  selectOptionDelimiterLabels,
  selectOptionDelimiters,
  selectOptionRows,
} from './customResources/selectOptions.js';
export type { SelectOptionDelimiter } from './customResources/selectOptions.js';
export { URL_MAX_LENGTH, urlError, urlPatterns } from './customResources/urlValidation.js';
export {
  cleanedItem,
  holdsAnyFieldValue,
  serialiseCustomResourceValue,
  serialiseFieldValue,
  wholeItemContentTypes,
} from './customResources/valueSerialisation.js';
export type { SerialisedFieldValue } from './customResources/valueSerialisation.js';
export {
  addCondition,
  addGroup,
  availabilityOptions,
  clearRule,
  conditionMarker,
  conditionOptions,
  conditionToQueryParts,
  containsModifierOptions,
  customFieldsField,
  daysBadge,
  decodeRuleParam,
  defaultOperator,
  dropUnavailableValues,
  duplicateGroup,
  emptyCondition,
  encodeRuleParam,
  fieldParams,
  filterFieldCatalogue,
  filterFieldTypes,
  filterFields,
  filterMessage,
  filterMessages,
  filterOperators,
  filterResources,
  findFilterField,
  fixedOptions,
  groupMarker,
  groupToPlatformQuery,
  hasValue,
  inventoryTrackingOptions,
  isConditionActive,
  isFilterOperator,
  isIsoDate,
  isListOperator,
  isOperatorShown,
  listOperators,
  maxRuleParamLength,
  modifierOperators,
  needsNoValue,
  operatorGroups,
  operatorGroupsByType,
  operatorLabel,
  operatorRestrictions,
  operatorsFor,
  operatorsForType,
  parseListValue,
  platformParams,
  productTypeOptions,
  removeCondition,
  ruleBuilderActions,
  ruleBuilderActionsOffered,
  serializeListValue,
  setField,
  setFieldFilter,
  setModifier,
  setOperator,
  setValue,
  startRule,
  subtractDays,
  takesModifier,
  toPlatformQuery,
  unionOfGroups,
  untypedOperatorGroups,
  validateCondition,
  validateRule,
  valueInputType,
  valueInputTypes,
  valuelessOperators,
} from './filters/index.js';
export type {
  ConditionPart,
  ConditionPath,
  ConditionProblem,
  FieldParams,
  FilterField,
  FilterFieldType,
  FilterMessageKey,
  FilterOperator,
  FilterOption,
  FilterResource,
  GroupQuery,
  OperatorGroup,
  PlatformQuery,
  PlatformQueryOptions,
  PlatformQueryParams,
  QueryPart,
  QueryPartMerge,
  RuleBuilderAction,
  RuleProblem,
  ValueInputType,
} from './filters/index.js';
export { formatConditionSummary, formatRuleSummary, summarizeRule } from './filters/ruleSummary.js';
export type {
  ConditionSummary,
  RuleSummary,
  RuleSummaryFormat,
  SummaryOption,
  SummaryText,
  SummaryValue,
} from './filters/ruleSummary.js';
export { ruleSummaryMessage, ruleSummaryMessages } from './filters/ruleSummaryMessages.js';
export type { RuleSummaryMessageKey } from './filters/ruleSummaryMessages.js';
export { graphqlAlias } from './graphql/graphqlAlias.js';
export { placeholderIds, storefrontExample } from './graphql/storefrontExample.js';
export type { StorefrontExample, StorefrontExampleInput } from './graphql/storefrontExample.js';
export {
  changeActions,
  changeActorKinds,
  changeEntrySchema,
  changeHistoryPageSchema,
  changeHistoryQuerySchema,
  changeRecordTypes,
  changeSubjects,
} from './schemas.js';
export type {
  ChangeAction,
  ChangeActorKind,
  ChangeEntry,
  ChangeHistoryPage,
  ChangeHistoryQuery,
  ChangeSubject,
} from './schemas.js';
export {
  importPreviewOutcomes,
  importPreviewPageSchema,
  importPreviewQuerySchema,
  importPreviewRowSchema,
} from './schemas.js';
export type {
  ImportPreviewCounts,
  ImportPreviewOutcome,
  ImportPreviewPage,
  ImportPreviewPageRequest,
  ImportPreviewRow,
} from './schemas.js';
export { exportLimitBlock } from './jobs/exportLimit.js';
export type { ExportBlocked, ExportLimitInput } from './jobs/exportLimit.js';
export { jobPanelAvailability, jobPanelPlanAllows } from './jobs/panelAvailability.js';
export type {
  JobPanelAvailability,
  JobPanelPlan,
  JobPanelScope,
} from './jobs/panelAvailability.js';
export { canCancel, canDownload, jobProgress } from './jobs/jobActions.js';
export { jobBadge, jobBadgeTones } from './jobs/jobBadge.js';
export type { JobBadge, JobBadgeTone } from './jobs/jobBadge.js';
export { formatDuration, jobDuration } from './jobs/jobDuration.js';
export {
  jobHistoryKinds,
  jobHistoryPollInterval,
  jobHistoryTiming,
  shouldPollJobHistory,
  shouldRetryJobHistory,
} from './jobs/jobHistoryPolling.js';
export type { JobHistoryKind } from './jobs/jobHistoryPolling.js';
export { isExpired } from './jobs/jobRetention.js';
export {
  finalJobStatuses,
  inProgressJobStatuses,
  isJobFinal,
  isJobProcessing,
  isJobRunning,
  jobStatuses,
  processingJobStatuses,
} from './jobs/jobStatuses.js';
export type { JobStatus } from './jobs/jobStatuses.js';
export { jobsMessages } from './jobs/messages.js';
export type { JobsMessageKey } from './jobs/messages.js';
export {
  chooseLanguage,
  defaultLanguage,
  interfaceLanguageFor,
  interfaceLanguages,
  languageCodes,
  languageOf,
  matchLanguage,
} from './languages.js';
export type { InterfaceLanguage, LanguageCode } from './languages.js';
export { defineMessages } from './messages/defineMessages.js';
export type { MessageCatalog, MessageDescriptor } from './messages/defineMessages.js';
export { loadMessages } from './messages/loadMessages.js';
export { metafieldsToSave } from './metafields/massEdit.js';
export type { ChangedMetafieldIds, MassEditKey, MassEditMetafield } from './metafields/massEdit.js';
export { metafieldFormMessages } from './metafields/messages.js';
export {
  isJsonText,
  metafieldValueFormat,
  metafieldValuePreview,
  metafieldValuePreviewMaxLength,
} from './metafields/metafieldValue.js';
export type {
  MetafieldValueFormat,
  MetafieldValuePreview,
  MetafieldValuePreviewItem,
} from './metafields/metafieldValue.js';
export { metafieldSavePlan, newMetafieldValues } from './metafields/metafieldSavePlan.js';
export type {
  MetafieldFormValues,
  MetafieldPayload,
  MetafieldSavePlan,
} from './metafields/metafieldSavePlan.js';
export { parseOwnerId, reassignOwnerBody } from './metafields/reassignOwner.js';
export type { ReassignOwnerBody } from './metafields/reassignOwner.js';
export {
  actionOutcomeOf,
  bulkDeletePercent,
  bulkDeleteStep,
  runBulkDelete,
  startBulkDelete,
} from './metafields/bulkDelete.js';
export type {
  BulkDeleteFailure,
  BulkDeleteItem,
  BulkDeleteProgress,
} from './metafields/bulkDelete.js';
export {
  matchesMetafieldSearch,
  metafieldPage,
  metafieldTableSortColumns,
  normaliseMetafieldSearch,
  searchMetafields,
  sortMetafields,
} from './metafields/metafieldTable.js';
export type {
  MetafieldPage,
  MetafieldTableRow,
  MetafieldTableSort,
  MetafieldTableSortColumn,
} from './metafields/metafieldTable.js';
export {
  canWrite,
  defaultPermissionSet,
  flagsOfPermissionSet,
  isAvailableOnStorefront,
  isFieldReadOnly,
  isValueInputReadOnly,
  permissionSetFromFlags,
  permissionSetLabel,
  permissionSetMessages,
  permissionSets,
  storefrontPermissionSets,
  withStorefrontAccess,
} from './permissionSets.js';
export type { PermissionSet } from './permissionSets.js';
export {
  availabilityBannerTone,
  canCreateSharedMetafield,
  featureAvailabilityMessage,
  featureTiers,
  features,
  isActiveSandboxOrTrial,
  isChannelAllowed,
  isFeatureAllowed,
  isFeatureUsable,
  isImportExportAllowed,
  isMultiStoreAllowed,
  isValueImportExportAllowed,
} from './plans.js';
export type { Feature, PlanStore } from './plans.js';
export { productPrice, productSortKeys } from './productPrice.js';
export type { ProductSortColumn } from './productPrice.js';
export { pageCountOf, pageSizeOf, pageWithin } from './listPaging.js';
export { orderStatusTone } from './entities/orderStatusTone.js';
export type { OrderStatusTone } from './entities/orderStatusTone.js';
export { resourceTypes } from './resourceTypes.js';
export type { ResourceType, ResourceTypePlural } from './resourceTypes.js';
export {
  apiTokenCreateInputSchema,
  apiTokenDeleteInputSchema,
  apiTokenSchema,
  apiTokenScopeSchema,
  apiTokenScopes,
  normaliseApiTokenScopes,
  brandSchema,
  categorySchema,
  channelSchema,
  contentTypeSchema,
  createdApiTokenSchema,
  customObjectFieldInputSchema,
  customObjectFieldOptionsSchema,
  customObjectFieldSchema,
  customObjectFieldValueSchema,
  customObjectInputSchema,
  customObjectSchema,
  customObjectValueSchema,
  customerSchema,
  dateTimeSchema,
  decimalStringSchema,
  emailAddress,
  entityListTypes,
  exportRequestSchema,
  exportTypes,
  fileDisplayName,
  fileObjectSchema,
  filterConditionSchema,
  filterGroupSchema,
  filterRuleSchema,
  idSchema,
  importRequestSchema,
  jobSchema,
  listMetaSchema,
  locationSchema,
  loginInputSchema,
  maxLength,
  metafieldInputSchema,
  metafieldSchema,
  optionLimitSchema,
  orderSchema,
  orderStatusSchema,
  paginationSchema,
  passwordResetInputSchema,
  productSchema,
  requiredText,
  selectOptionSchema,
  storeSchema,
  subscriptionSchema,
  templateInputSchema,
  templateOptionsSchema,
  templateSchema,
  urlTypes,
  hasMailbox,
  languageCodeSchema,
  placeholderEmail,
  userLabel,
  userSchema,
  validationMessage,
  validationMessages,
  variantOptionValueSchema,
  variantSchema,
  webdavSettingsInputSchema,
  webdavSettingsSchema,
  withTextLimitDefaults,
} from './schemas.js';
export type {
  ApiToken,
  ApiTokenCreateInput,
  ApiTokenDeleteInput,
  ApiTokenScope,
  Brand,
  Category,
  Channel,
  ContentType,
  CreatedApiToken,
  CustomObject,
  CustomObjectField,
  CustomObjectFieldInput,
  CustomObjectFieldOptions,
  CustomObjectFieldValue,
  CustomObjectInput,
  CustomObjectValue,
  Customer,
  EntityListType,
  ExportRequest,
  ExportType,
  FileObject,
  FilterCondition,
  FilterGroup,
  FilterRule,
  ImportFile,
  ImportRequest,
  Job,
  ListMeta,
  Location,
  LoginInput,
  Metafield,
  MetafieldInput,
  Order,
  OrderStatus,
  Pagination,
  PasswordResetInput,
  Product,
  SelectOption,
  Store,
  Subscription,
  Template,
  TemplateInput,
  TemplateOptions,
  UrlType,
  User,
  ValidationMessageKey,
  Variant,
  VariantOptionValue,
  WebdavSettings,
  WebdavSettingsInput,
} from './schemas.js';
export { slugify } from './slug.js';
export { templatesMessages } from './templates/messages.js';
export { placeAt, sortOrderAfterMove } from './templates/sortOrder.js';
export type { RowMove } from './templates/sortOrder.js';
export {
  blankTemplateContentType,
  defaultTemplateNamespace,
  newTemplateValues,
  templateUniqueId,
} from './templates/template.js';
export type { TemplateFormValues } from './templates/template.js';
export { templateDeleteWarning } from './templates/templateDeleteWarning.js';
export { initialTemplateKeyState, templateKeyReducer } from './templates/templateKey.js';
export type { TemplateKeyEvent, TemplateKeyState } from './templates/templateKey.js';
export {
  isEmptyTemplateValue,
  serialiseTemplateValue,
  templateMetafieldOperation,
  templateMetafieldSavePlan,
  templateMetafieldSyncLists,
} from './templates/templateMetafieldSave.js';
export type {
  SavedTemplateMetafield,
  TemplateMetafield,
  TemplateMetafieldOperation,
  TemplateMetafieldSaveResult,
  TemplateSyncItem,
  TemplateSyncLists,
} from './templates/templateMetafieldSave.js';
export {
  isSameTemplateMetafieldOperation,
  isTemplateFieldReadOnly,
  templateFieldKey,
  templateFieldMetafield,
  templateFieldSavePlan,
  templateFieldsInOrder,
} from './templates/templateFields.js';
export type {
  TemplateField,
  TemplateFieldMetafield,
  TemplateFieldOperation,
} from './templates/templateFields.js';
export { parseTemplateValue, templateValueText } from './templates/templateMetafieldValue.js';
export { templateOptionsForContentType } from './templates/templateOptions.js';
