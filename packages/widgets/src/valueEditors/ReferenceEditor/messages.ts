import { defineMessages } from '@metafields/design-system';

// `contentType` is the field's content type slug; any slug but the built-in resources' is a
// custom resource, whose records are called records.
export const referenceEditorMessages = defineMessages({
  'valueEditors.reference.choose.single':
    'Choose {contentType, select, product {product} category {category} brand {brand} page {page} location {location} other {record}}',
  'valueEditors.reference.choose.list':
    'Choose {contentType, select, product {products} category {categories} brand {brands} page {pages} location {locations} other {records}}',
  'valueEditors.reference.remove': 'Remove {name}',
  /** A chosen record whose name is loading or unknown. */
  'valueEditors.reference.unknownName': '#{id}',
  'valueEditors.reference.noneChosen': 'None chosen',
});

export const referencePickerMessages = defineMessages({
  'valueEditors.referencePicker.records':
    '{contentType, select, product {Products} category {Categories} brand {Brands} page {Pages} location {Locations} other {Records}}',
  'valueEditors.referencePicker.search': 'Search',
  'valueEditors.referencePicker.loading': 'Loading records',
  'valueEditors.referencePicker.empty.title': 'No records found',
  'valueEditors.referencePicker.empty.search': 'Try another search.',
  'valueEditors.referencePicker.chosenCount': '{count, plural, =0 {None chosen} other {# chosen}}',
  'valueEditors.referencePicker.pages': 'Pages of records',
  'valueEditors.referencePicker.confirm': 'Select',
});
