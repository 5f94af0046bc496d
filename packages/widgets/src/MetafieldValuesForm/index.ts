export { MetafieldValuesForm } from './MetafieldValuesForm.js';
export type {
  MetafieldValuesFormProps,
  MetafieldValuesSaveFailure,
  MetafieldValuesSaveResult,
} from './MetafieldValuesForm.js';
