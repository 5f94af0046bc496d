/**
 * Rule messages of custom resource values. The spec leaves the server's value rules unstated
 * (section 9) and core has texts only for URLs and lengths, so the rest are ours; the URL and
 * too-long messages come from core.
 */
export const valueMessages = {
  unknownField: 'This resource has no field with this key.',
  notText: 'Enter text.',
  tooShort: 'Use at least {min} characters',
  notNumber: 'Enter a number.',
  notWholeNumber: 'Enter a whole number.',
  belowMin: 'Enter {min} or more.',
  aboveMax: 'Enter {max} or less.',
  notBoolean: "Choose 'true' or 'false'.",
  notColor: 'Enter a color such as #1a2b3c.',
  notDate: 'Enter a date as YYYY-MM-DD.',
  notDatetime: 'Enter a date and time such as 2026-01-31T09:30:00Z.',
  dateBeforeMin: 'Enter {min} or later.',
  dateAfterMax: 'Enter {max} or earlier.',
  notJson: 'Enter valid JSON.',
  notSelectOption: 'Choose one of the options offered.',
  notFile: 'Choose a file.',
  notReference: 'Choose an item by its id.',
  onlyOne: 'Choose only one.',
  tooMany: 'Choose at most {max}.',
  referenceMissing: 'The chosen {resource} no longer exists.',
  idsRequired: 'Choose at least one item.',
  readOnly: 'This field is read-only.',
} as const;

/** A message with its placeholders filled in, so a 422 reads as plain English. */
export function filled(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
