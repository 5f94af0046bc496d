export { ApiError } from './ApiError.js';
export { createApiClient } from './client.js';
export type { ApiClient, ProductList, ProductListParams, ProductSort } from './client.js';
export { csrfHeader, readCsrfToken } from './http.js';
export { readCurrentUser } from './currentUser.js';
export type { HttpOptions } from './http.js';
export type {
  BrandList,
  CustomerList,
  NamedListParams,
  OrderFilterParams,
  OrderListParams,
} from './lists.js';
export {
  billingPlanSchema,
  companyDetailsSchema,
  invoiceSchema,
  storeSubscriptionSchema,
} from './billing.js';
export type { BillingPlan, CompanyDetails, Invoice, StoreSubscription } from './billing.js';
export { appExtensionSchema } from './appExtensions.js';
export type { AppExtension } from './appExtensions.js';
export { fileNameOf, recordMetafieldsPath } from './jobs.js';
export type {
  DownloadedFile,
  ImportAnswer,
  JobCalls,
  JobDirection,
  JobResource,
  JobUpload,
  RecordExportOf,
  RecordExportRequest,
  RecordImportAnswer,
} from './jobs.js';
export type { HistoryCalls } from './history.js';
export type { CategoryList, CategoryListParams, CategoryTreeNode } from './categories.js';
export { ownerPath } from './metafields.js';
export type { MetafieldOwner } from './metafields.js';
export { variantName } from './records.js';
export type { VariantList, VariantListParams } from './variants.js';
export type { RecordTemplateFields, TemplateList, TemplateListParams } from './templates.js';
export { isReferenceContentType } from './references.js';
export type { ReferenceContentType, ReferenceRecord } from './references.js';
export { readFeatureFlags } from './featureFlags.js';
export type { FieldList, FieldListQuery } from './customResourceFields.js';
export type { ValueInput, ValueList, ValueListQuery } from './customResourceValues.js';
