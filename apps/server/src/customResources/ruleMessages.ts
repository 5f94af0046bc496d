/**
 * Server-side rule messages of custom resources. The spec leaves the server's rules unstated
 * (section 9: "Server-side rules for fields, values and resources: not shown") and core has no
 * texts for them, so these are ours; the required and too-long messages come from core.
 */
export const ruleMessages = {
  contentTypeUnknown: 'Choose one of the content types offered.',
  displayNameTextOnly: 'Only a text field can be used as the display name.',
  metaKeyFormat: 'Use lowercase letters, numbers and hyphens only.',
  metaKeyReserved: 'This key is reserved. Choose another name.',
  metaKeyTaken: 'Another field of this resource already uses this key.',
  slugEmpty: 'The name needs at least one letter or number to make a key.',
  slugBuiltIn: 'This key is a built-in content type. Choose another name.',
  slugTaken: 'Another resource already uses this key.',
  limitNotNumber: 'Enter a number.',
  limitNotWholeNumber: 'Enter a whole number.',
  limitNegative: 'Enter 0 or more.',
  limitNotDate: 'Enter a date as YYYY-MM-DD.',
  minAboveMax: 'The minimum must not be greater than the maximum.',
  urlTypeRequired: 'Choose absolute or relative.',
  selectOptionsRequired: 'Add at least one option.',
  selectOptionEmpty: 'Enter a value for this option.',
  selectOptionDuplicate: 'This option is already in the list.',
  idMismatch: 'The id does not match the address.',
} as const;
