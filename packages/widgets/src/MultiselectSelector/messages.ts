import { defineMessages } from '@metafields/design-system';

/** Texts of the multiselect selector beyond those core's catalogue already holds. */
export const multiselectSelectorMessages = defineMessages({
  /** The button opening the dialog; `label` is the field's label, for its accessible name. */
  'multiselectSelector.choose': 'Choose',
  'multiselectSelector.choose.label': 'Choose {label}',
  'multiselectSelector.remove': 'Remove {name}',
  /** Said once a chosen item was removed from the field, since its chip just disappears. */
  'multiselectSelector.removed': '{name} removed',
  /** A chosen item whose name is loading or unknown. */
  'multiselectSelector.unknownName': '#{id}',
  'multiselectSelector.noneChosen': 'None chosen',
});

/** Texts of the selector's dialog list. */
export const selectorDialogMessages = defineMessages({
  'multiselectSelector.dialog.search': 'Search',
  'multiselectSelector.dialog.options': 'Options',
  'multiselectSelector.dialog.loading': 'Loading options',
  'multiselectSelector.dialog.empty.title': 'No results found',
  'multiselectSelector.dialog.empty.search': 'Try another search.',
  'multiselectSelector.dialog.empty.none': 'There is nothing to choose from yet.',
  'multiselectSelector.dialog.chosenCount': '{count, plural, =0 {None chosen} other {# chosen}}',
  'multiselectSelector.dialog.pages': 'Pages of options',
  'multiselectSelector.dialog.confirm': 'Select',
});
