import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';

/**
 * User-visible words of the filter rule builder (spec: metafields.md, sections 2 to 5).
 * Quoted words of the spec are used verbatim; the rest are our English (see README.md here).
 */
export const filterMessages = defineMessages({
  // Field labels. 'Grand total', 'Purchasability' and 'Channel' (tree_id) are the spec's words.
  'filters.field.dateCreated': 'Date created',
  'filters.field.dateModified': 'Date modified',
  'filters.field.status': 'Status',
  'filters.field.grandTotal': 'Grand total',
  'filters.field.channel': 'Channel',
  'filters.field.id': 'ID',
  'filters.field.company': 'Company',
  'filters.field.customerGroup': 'Customer group',
  'filters.field.name': 'Name',
  'filters.field.brand': 'Brand',
  'filters.field.categories': 'Categories',
  'filters.field.purchasability': 'Purchasability',
  'filters.field.condition': 'Condition',
  'filters.field.visible': 'Visible on storefront',
  'filters.field.keyword': 'Keyword',
  'filters.field.category': 'Category',

  // Operator labels. Before, On or after, More than, Less than, Exists and Does not exist are the spec's.
  'filters.operator.contains': 'Contains',
  'filters.operator.notContains': 'Does not contain',
  'filters.operator.is': 'Is',
  'filters.operator.isNot': 'Is not',
  'filters.operator.startsWith': 'Starts with',
  'filters.operator.notStartsWith': 'Does not start with',
  'filters.operator.endsWith': 'Ends with',
  'filters.operator.notEndsWith': 'Does not end with',
  'filters.operator.in': 'Is one of',
  'filters.operator.notIn': 'Is not one of',
  'filters.operator.moreThan': 'Is more than',
  'filters.operator.lessThan': 'Is less than',
  'filters.operator.before': 'Before',
  'filters.operator.onOrAfter': 'On or after',
  'filters.operator.moreThanDaysAgo': 'More than',
  'filters.operator.lessThanDaysAgo': 'Less than',
  'filters.operator.true': 'Is true',
  'filters.operator.false': 'Is false',
  'filters.operator.exists': 'Exists',
  'filters.operator.notExists': 'Does not exist',

  // The badge after a number of days: the spec's 'day' or 'days ago'.
  'filters.value.daysBadge': '{count, plural, one {day} other {days ago}}',

  // Enumerations (spec section 3).
  'filters.availability.available': 'Can be purchased',
  'filters.availability.preorder': 'Can be pre-ordered',
  'filters.availability.disabled': 'Cannot be purchased',
  'filters.condition.new': 'New',
  'filters.condition.used': 'Used',
  'filters.condition.refurbished': 'Refurbished',
  'filters.inventoryTracking.none': 'None',
  'filters.inventoryTracking.product': 'Product',
  'filters.inventoryTracking.variant': 'Variant',
  'filters.productType.physical': 'Physical',
  'filters.productType.digital': 'Digital',
  'filters.modifier.anywhere': 'anywhere',
  'filters.modifier.wholeWords': 'as whole word',

  // Rule builder actions and markers (spec section 2, "Filter rule builder").
  'filters.action.filterFurther': 'Filter further',
  'filters.action.duplicateRule': 'Duplicate rule',
  'filters.action.addAnotherRule': 'Add another rule',
  'filters.action.removeAllFilters': 'Remove all filters',
  'filters.marker.or': 'Or',
  'filters.marker.and': 'And',

  // Condition problems (spec section 5: field, operator and value are required).
  'filters.validation.fieldRequired': 'Choose a field',
  'filters.validation.fieldUnknown': 'This field cannot be filtered on',
  'filters.validation.fieldFilterRequired': 'Choose a custom field',
  'filters.validation.operatorRequired': 'Choose an operator',
  'filters.validation.operatorUnavailable': 'This operator is not available for this field',
  'filters.validation.valueRequired': 'Enter a value',
  'filters.validation.numberInvalid': 'Enter a number',
  'filters.validation.daysInvalid': 'Enter a whole number of days',
  'filters.validation.dateInvalid': 'Enter a date as YYYY-MM-DD',
});

export type FilterMessageKey = keyof typeof filterMessages;

/** The descriptor of one of these messages, for rules that hand a text to the UI. */
export function filterMessage(
  key: FilterMessageKey,
  values?: Readonly<Record<string, string | number>>,
): MessageDescriptor {
  return values === undefined
    ? { key, defaultMessage: filterMessages[key] }
    : { key, defaultMessage: filterMessages[key], values };
}
