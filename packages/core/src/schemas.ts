/**
 * The wire and form schemas of both spec documents (section 3), one file per entity under
 * `entities/`. This module only re-exports them, so existing imports of './schemas.js' keep working.
 */
export { loginInputSchema, passwordResetInputSchema } from './entities/accountInputs.js';
export type { LoginInput, PasswordResetInput } from './entities/accountInputs.js';
export {
  apiTokenCreateInputSchema,
  apiTokenDeleteInputSchema,
  apiTokenSchema,
  apiTokenScopeSchema,
  apiTokenScopes,
  normaliseApiTokenScopes,
  createdApiTokenSchema,
} from './entities/apiToken.js';
export type {
  ApiToken,
  ApiTokenCreateInput,
  ApiTokenDeleteInput,
  ApiTokenScope,
  CreatedApiToken,
} from './entities/apiToken.js';
export { brandSchema } from './entities/brand.js';
export type { Brand } from './entities/brand.js';
export { categorySchema } from './entities/category.js';
export type { Category } from './entities/category.js';
export { channelSchema } from './entities/channel.js';
export type { Channel } from './entities/channel.js';
export { contentTypeSchema } from './entities/contentType.js';
export type { ContentType } from './entities/contentType.js';
export { customObjectInputSchema, customObjectSchema } from './entities/customObject.js';
export type { CustomObject, CustomObjectInput } from './entities/customObject.js';
export {
  customObjectFieldInputSchema,
  customObjectFieldOptionsSchema,
  customObjectFieldSchema,
} from './entities/customObjectField.js';
export type {
  CustomObjectField,
  CustomObjectFieldInput,
  CustomObjectFieldOptions,
} from './entities/customObjectField.js';
export {
  customObjectFieldValueSchema,
  customObjectValueSchema,
} from './entities/customObjectValue.js';
export type { CustomObjectFieldValue, CustomObjectValue } from './entities/customObjectValue.js';
export { customerSchema } from './entities/customer.js';
export type { Customer } from './entities/customer.js';
export {
  entityListTypes,
  optionLimitSchema,
  selectOptionSchema,
  urlTypes,
} from './entities/fieldOptions.js';
export type { EntityListType, SelectOption, UrlType } from './entities/fieldOptions.js';
export { fileDisplayName, fileObjectSchema } from './entities/fileObject.js';
export type { FileObject } from './entities/fileObject.js';
export {
  filterConditionSchema,
  filterGroupSchema,
  filterRuleSchema,
} from './entities/filterRule.js';
export type { FilterCondition, FilterGroup, FilterRule } from './entities/filterRule.js';
export { emailAddress, maxLength, requiredText } from './entities/inputFields.js';
export {
  changeActions,
  changeActorKinds,
  changeEntrySchema,
  changeHistoryPageSchema,
  changeHistoryQuerySchema,
  changeRecordTypes,
  changeSubjects,
} from './entities/changeEntry.js';
export type {
  ChangeAction,
  ChangeActorKind,
  ChangeEntry,
  ChangeHistoryPage,
  ChangeHistoryQuery,
  ChangeSubject,
} from './entities/changeEntry.js';
export {
  importPreviewOutcomes,
  importPreviewPageSchema,
  importPreviewQuerySchema,
  importPreviewRowSchema,
} from './entities/importPreview.js';
export type {
  ImportPreviewCounts,
  ImportPreviewOutcome,
  ImportPreviewPage,
  ImportPreviewPageRequest,
  ImportPreviewRow,
} from './entities/importPreview.js';
export { jobSchema } from './entities/job.js';
export type { Job } from './entities/job.js';
export { exportRequestSchema, exportTypes, importRequestSchema } from './entities/jobRequests.js';
export type {
  ExportRequest,
  ExportType,
  ImportFile,
  ImportRequest,
} from './entities/jobRequests.js';
export { locationSchema } from './entities/location.js';
export type { Location } from './entities/location.js';
export { validationMessages } from './entities/messages.js';
export type { ValidationMessageKey } from './entities/messages.js';
export { metafieldSchema } from './entities/metafield.js';
export type { Metafield } from './entities/metafield.js';
export { metafieldInputSchema } from './entities/metafieldInput.js';
export type { MetafieldInput } from './entities/metafieldInput.js';
export { orderSchema, orderStatusSchema } from './entities/order.js';
export type { Order, OrderStatus } from './entities/order.js';
export { orderStatusTone } from './entities/orderStatusTone.js';
export type { OrderStatusTone } from './entities/orderStatusTone.js';
export { listMetaSchema, paginationSchema } from './entities/pagination.js';
export type { ListMeta, Pagination } from './entities/pagination.js';
export { productSchema } from './entities/product.js';
export type { Product } from './entities/product.js';
export { storeSchema } from './entities/store.js';
export type { Store } from './entities/store.js';
export { subscriptionSchema } from './entities/subscription.js';
export type { Subscription } from './entities/subscription.js';
export { templateOptionsSchema, templateSchema } from './entities/template.js';
export type { Template, TemplateOptions } from './entities/template.js';
export { templateInputSchema } from './entities/templateInput.js';
export type { TemplateInput } from './entities/templateInput.js';
export { withTextLimitDefaults } from './entities/textLimitDefaults.js';
export {
  hasMailbox,
  languageCodeSchema,
  placeholderEmail,
  userLabel,
  userSchema,
} from './entities/user.js';
export type { User } from './entities/user.js';
export { validationMessage } from './entities/validationMessage.js';
export { variantOptionValueSchema, variantSchema } from './entities/variant.js';
export type { Variant, VariantOptionValue } from './entities/variant.js';
export { webdavSettingsInputSchema, webdavSettingsSchema } from './entities/webdavSettings.js';
export type { WebdavSettings, WebdavSettingsInput } from './entities/webdavSettings.js';
export { dateTimeSchema, decimalStringSchema, idSchema } from './entities/wireFormats.js';
