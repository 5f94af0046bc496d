/**
 * Stands for a partner app's own code that talks to its backend. The widgets never fetch: the
 * app loads, saves and deletes, and hands them data, callbacks and promises. The examples beside
 * this file import these names; they are declarations only, so `tsc` checks every example
 * against the widgets' real props without anything here running.
 */
import type {
  ChangeHistoryPage,
  ChangeHistoryQuery,
  CustomObject,
  CustomObjectField,
  CustomObjectValue,
  FileObject,
  FilterRule,
  ImportPreviewPage,
  ImportPreviewPageRequest,
  Job,
  Metafield,
  MetafieldFormValues,
  PlatformQueryParams,
  Product,
  ReassignOwnerBody,
  Template,
  TemplateField,
  TemplateFormValues,
  TemplateInput,
  TemplateMetafieldOperation,
} from '@metafields/core';
import type {
  CustomResourceTableQuery,
  ExportStart,
  FieldTableQuery,
  ImportStart,
  MetafieldSubmitPlan,
  MetafieldValuesSaveResult,
  ReferencePage,
  ReferenceQuery,
  ReferenceRecord,
  ReferenceSource,
  SelectorOption,
  SelectorPage,
  SelectorQuery,
  TemplateListQuery,
  TreePickerNode,
  ValueListQuery,
} from '@metafields/widgets';

/** One page of a list, and how many items there are over every page. */
export interface Page<Item> {
  items: Item[];
  total: number;
}

/** What a data hook of the app answers, as TanStack Query or SWR would. */
export interface Loaded<Data> {
  data: Data | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

// Lists the widgets page through: the app answers each query.
export declare function useCustomResources(
  query: CustomResourceTableQuery,
): Loaded<Page<CustomObject>>;
export declare function useFields(
  resourceId: number,
  query: FieldTableQuery,
): Loaded<Page<CustomObjectField>>;
export declare function useValues(
  resourceId: number,
  query: ValueListQuery,
): Loaded<Page<CustomObjectValue>>;
export declare function useTemplates(
  entity: 'product',
  query: TemplateListQuery,
): Loaded<Page<Template>>;
export declare function useProducts(page: number, pageSize: number): Loaded<Page<Product>>;
/** Every page of the platform's product list for one query (`GET /v3/catalog/products?…`). */
export declare function listAllProducts(query: PlatformQueryParams): Promise<Product[]>;
export declare function useMetafields(productId: number): Loaded<Metafield[]>;
export declare function useSharedMetafields(productId: number): Loaded<TemplateField[]>;

// Saves and deletes: a returned promise keeps the widget's button busy until it settles.
export declare function saveCustomResource(values: { name: string }): Promise<CustomObject>;
export declare function deleteCustomResource(resource: CustomObject): Promise<void>;
export declare function saveField(values: object): Promise<CustomObjectField>;
export declare function moveField(field: CustomObjectField, sortOrder: number): Promise<void>;
export declare function deleteField(field: CustomObjectField): Promise<void>;
export declare function saveValue(body: Record<string, unknown>): Promise<CustomObjectValue>;
export declare function deleteValue(value: CustomObjectValue): Promise<void>;
export declare function deleteValues(ids: number[]): Promise<void>;
export declare function saveTemplate(input: TemplateInput): Promise<Template>;
export declare function saveTemplateValues(values: TemplateFormValues): Promise<Template>;
export declare function moveTemplate(template: Template, sortOrder: number): Promise<void>;
export declare function deleteTemplate(template: Template): Promise<void>;
export declare function saveMetafield(plan: MetafieldSubmitPlan): Promise<Metafield>;
export declare function saveMetafieldValues(values: MetafieldFormValues): Promise<Metafield>;
export declare function deleteMetafield(metafield: Metafield): Promise<void>;
export declare function reassignOwner(body: ReassignOwnerBody): Promise<void>;
export declare function runMetafieldOperations(
  operations: TemplateMetafieldOperation[],
): Promise<MetafieldValuesSaveResult>;

// Imports and exports run as jobs on the app's backend.
export declare function loadExportJobs(): Promise<Job[]>;
export declare function startExport(request: ExportStart): Promise<void>;
export declare function startImport(request: ImportStart): Promise<void>;
export declare function countOrders(rule: FilterRule | null): number | 'loading' | 'unknown';
export declare function downloadJobFile(job: Job): void;
export declare function cancelJob(job: Job): Promise<void>;

// Pickers: pages of records to choose from, and the names of those already chosen.
export declare function searchBrands(query: SelectorQuery): Promise<SelectorPage>;
export declare function brandsByIds(ids: readonly string[]): Promise<SelectorOption[]>;
export declare function searchCustomerGroups(query: SelectorQuery): Promise<SelectorPage>;
export declare function customerGroupsByIds(ids: readonly string[]): Promise<SelectorOption[]>;
export declare function loadCategoryTree(parentId: string | null): Promise<TreePickerNode[]>;
export declare function findRecords(query: ReferenceQuery): Promise<ReferencePage>;
export declare function recordsByIds(
  source: ReferenceSource,
  ids: readonly number[],
): Promise<ReferenceRecord[]>;
export declare function uploadFile(file: File): Promise<FileObject>;
export declare function deleteFile(file: FileObject): Promise<void>;

// An import's preview (issue 28): the changes it found, and its Apply.
export declare function usePreviewJob(): Job;
export declare function loadPreviewPage(
  request: ImportPreviewPageRequest,
): Promise<ImportPreviewPage>;
export declare function applyPreview(): Promise<Job>;
export declare function closePreview(): void;

// The change history of a record (issue 28).
export declare function loadChangeHistory(query: ChangeHistoryQuery): Promise<ChangeHistoryPage>;
