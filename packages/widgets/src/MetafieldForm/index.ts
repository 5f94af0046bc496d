export { MetafieldForm } from './MetafieldForm.js';
export type { MetafieldFormProps, MetafieldSubmitPlan } from './MetafieldForm.js';
