import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import YAML from 'yaml';

/**
 * Contract checks against the platform's own OpenAPI documents (`apps/platform/openapi/`):
 * a request must be one the document accepts, and the answer must match the documented schema
 * of its status code. The documents are read as they are; nothing is copied by hand.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
/** The platform's documents, kept in `apps/platform/openapi/` as they were published. */
export const openApiDir = path.resolve(here, '../../openapi');

export type OpenApiDocument =
  | 'brands_catalog.v3.yml'
  | 'categories_catalog.v3.yml'
  | 'category-trees_catalog.v3.yml'
  | 'channels.v3.yml'
  | 'customers.v2.yml'
  | 'customers.v3.yml'
  | 'locations.v3.yml'
  | 'orders.v2.oas2.yml'
  | 'orders.v3.yml'
  | 'pages.v3.yml'
  | 'product-variants_catalog.v3.yml'
  | 'products_catalog.v3.yml'
  | 'store_information.v2.yml';

/**
 * OpenAPI 3.0 writes `exclusiveMaximum: true` beside `maximum`; the JSON Schema draft the
 * validator compiles wants the bound itself. Rewrites the 3.0 form in place.
 */
function toJsonSchemaBounds(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(toJsonSchemaBounds);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [exclusive, bound] of [
    ['exclusiveMaximum', 'maximum'],
    ['exclusiveMinimum', 'minimum'],
  ] as const) {
    if (typeof record[exclusive] !== 'boolean') continue;
    if (record[exclusive] && typeof record[bound] === 'number') {
      record[exclusive] = record[bound];
      delete record[bound];
    } else {
      delete record[exclusive];
    }
  }
  Object.values(record).forEach(toJsonSchemaBounds);
}

const apis = new Map<OpenApiDocument, Promise<OpenAPIBackend>>();

/** The document as a validator, parsed once per test file. */
export function openApi(document: OpenApiDocument): Promise<OpenAPIBackend> {
  let api = apis.get(document);
  if (!api) {
    const definition = YAML.parse(fs.readFileSync(path.join(openApiDir, document), 'utf8'));
    toJsonSchemaBounds(definition);
    const backend = new OpenAPIBackend({
      definition,
      // The documents are validated by their authors; compiling every schema up front would
      // cost seconds per file for operations a test never calls.
      quick: true,
      ajvOpts: { logger: false },
      customizeAjv: (ajv) => {
        // A CommonJS module: its `default` is the plugin under Node's ESM interop.
        addFormats.default(ajv);
        return ajv;
      },
    });
    api = backend.init();
    apis.set(document, api);
  }
  return api;
}

/** `/stores/demo/v3/catalog/products?limit=5` → `/catalog/products` and its query. */
function documentPath(url: string): { path: string; query: Record<string, string> } {
  const parsed = new URL(url, 'http://platform.test');
  const match = /^\/stores\/[^/]+\/v[23](\/.*)$/.exec(parsed.pathname);
  if (!match?.[1]) throw new Error(`${url} is not a /stores/{store_hash}/v2|v3 path`);
  return { path: match[1], query: Object.fromEntries(parsed.searchParams) };
}

export interface ContractCall {
  document: OpenApiDocument;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the emulator is called: `/stores/{hash}/v3/…?…`. */
  url: string;
  token: string;
  payload?: unknown;
  /**
   * Whether the request itself must be valid per the document (default). A test of the
   * emulator's answer to bad input sets this to false.
   */
  validRequest?: boolean;
}

export interface ContractResult {
  response: LightMyRequestResponse;
  status: number;
  body: unknown;
  operation: Operation;
}

function describeErrors(errors: unknown): string {
  return JSON.stringify(errors, null, 2).slice(0, 2000);
}

/**
 * Sends the call to the emulator and checks it against the document: the operation exists, the
 * request is valid (unless `validRequest: false`), the status code is documented for the
 * operation, and the body matches that status's schema. Throws with the validator's errors.
 */
export async function checkContract(
  app: FastifyInstance,
  call: ContractCall,
): Promise<ContractResult> {
  const api = await openApi(call.document);
  const { path: documentedPath, query } = documentPath(call.url);
  const headers = {
    'x-auth-token': call.token,
    accept: 'application/json',
    ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const request = {
    method: call.method.toLowerCase(),
    path: documentedPath,
    query,
    headers,
    ...(call.payload === undefined ? {} : { body: call.payload }),
  };
  const operation = api.matchOperation(request);
  if (!operation) {
    throw new Error(`${call.method} ${documentedPath} is not an operation of ${call.document}`);
  }
  if (call.validRequest !== false) {
    const validation = api.validateRequest(request, operation);
    if (!validation.valid) {
      throw new Error(
        `the request is not valid per ${call.document}: ${describeErrors(validation.errors)}`,
      );
    }
  }
  const options: InjectOptions = {
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload === undefined ? {} : { payload: JSON.stringify(call.payload) }),
  };
  const response = await app.inject(options);
  const status = response.statusCode;
  const documented = Object.keys(operation.responses ?? {});
  if (!documented.includes(String(status)) && !documented.includes('default')) {
    throw new Error(
      `${call.method} ${documentedPath} answered ${status}, which ${call.document} does not document (${documented.join(', ')}): ${response.body.slice(0, 500)}`,
    );
  }
  // An empty answer (a 204) is checked as `null`: valid where the document declares no body.
  const body: unknown = response.body === '' ? null : response.json();
  const validation = api.validateResponse(body, operation, status);
  if (validation.errors && validation.errors.length > 0) {
    throw new Error(
      `the ${status} answer to ${call.method} ${call.url} does not match ${call.document}: ${describeErrors(validation.errors)}`,
    );
  }
  return { response, status, body, operation };
}
