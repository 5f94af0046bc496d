export { MetafieldForm } from './MetafieldForm.js';
export type {
  MetafieldFormProps,
  MetafieldFormState,
  MetafieldSubmitPlan,
} from './MetafieldForm.js';
export { MetafieldFields } from './MetafieldFields.js';
export type { MetafieldFieldsProps } from './MetafieldFields.js';
export type { ValueEditorChoice } from './MetafieldValueInput.js';
export type { MetafieldFormField } from './metafieldFormValues.js';
