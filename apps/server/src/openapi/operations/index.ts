import type { ApiOperation } from '../operation.js';
import { accountOperations } from './accounts.js';
import { appExtensionOperations } from './appExtensions.js';
import { billingOperations } from './billing.js';
import { changeHistoryOperations } from './changeHistory.js';
import { customResourceOperations } from './customResources.js';
import { metafieldImportOperations } from './metafieldImport.js';
import { metafieldExportOperations } from './metafieldExport.js';
import { recordJobOperations } from './recordJobs.js';
import { recordTransferOperations } from './recordTransfer.js';
import { storeOperations } from './stores.js';
import { templateRecordOperations } from './templateRecords.js';
import { templateOperations } from './templates.js';
import { templateTransferOperations } from './templateTransfer.js';
import { valueJobOperations } from './valueJobs.js';
import { webdavOperations } from './webdav.js';

/** Every documented operation, area by area: the document lists them in this order. */
export const apiOperations: readonly ApiOperation[] = [
  ...accountOperations,
  ...storeOperations,
  ...webdavOperations,
  ...customResourceOperations,
  ...valueJobOperations,
  ...templateOperations,
  ...templateTransferOperations,
  ...templateRecordOperations,
  ...appExtensionOperations,
  ...billingOperations,
  ...metafieldImportOperations,
  ...metafieldExportOperations,
  ...recordTransferOperations,
  ...recordJobOperations,
  ...changeHistoryOperations,
];
