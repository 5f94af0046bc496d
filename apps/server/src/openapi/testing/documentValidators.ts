import { createAjv } from './ajv2020.js';
import { pointerOf } from './schemaPointers.js';

const key = 'openapi.json';

/**
 * Validators for the schemas of the document, compiled by Ajv from the document itself (its
 * `$ref`s to components included). Compiling throws on a schema Ajv cannot read.
 */
export function documentValidators(document: Record<string, unknown>) {
  const ajv = createAjv();
  // The document's own fields are no JSON Schema keywords: Ajv is told of them, not asked to check them.
  ajv.addVocabulary(Object.keys(document));
  ajv.addSchema(document, key);

  /** The schema at a JSON pointer: true when the data is valid, else Ajv's errors as text. */
  function at(pointer: string) {
    const fragment = pointer.split('/').map(encodeURIComponent).join('/');
    const validate = ajv.compile({ $ref: `${key}#${fragment}` });
    return (data: unknown): true | string => validate(data) || ajv.errorsText(validate.errors);
  }

  const operation = (method: string, path: string) => ['paths', path, method.toLowerCase()];
  const json = ['content', 'application/json', 'schema'];
  return {
    at,
    requestBody: (method: string, path: string) =>
      at(pointerOf([...operation(method, path), 'requestBody', ...json])),
    response: (method: string, path: string, status: number) =>
      at(pointerOf([...operation(method, path), 'responses', String(status), ...json])),
    /** A header of an answer, by the name the document gives it. */
    header: (method: string, path: string, status: number, name: string) =>
      at(
        pointerOf([
          ...operation(method, path),
          'responses',
          String(status),
          'headers',
          name,
          'schema',
        ]),
      ),
  };
}
