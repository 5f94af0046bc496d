import { defineMessages } from '../../i18n/defineMessages.js';

export const paginationMessages = defineMessages({
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page {page, number}',
  'pagination.pageOfPages': 'Page {page, number} of {pageCount, number}',
  'pagination.itemRange': '{start, number}–{end, number} of {total, number}',
  'pagination.itemRange.none': 'No items',
  'pagination.pageSize.label': 'Items per page',
});
