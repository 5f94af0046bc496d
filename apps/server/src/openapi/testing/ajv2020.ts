import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type { ValidateFunction as SchemaValidator } from 'ajv';

/**
 * Ajv 8's JSON Schema draft 2020-12 validator (OpenAPI 3.1's dialect), with the formats zod
 * writes (`email`, `date-time`). Strict: a keyword Ajv does not know fails the compile instead
 * of being ignored.
 */
export function createAjv() {
  return addFormats.default(new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true }));
}

export type Ajv = ReturnType<typeof createAjv>;
