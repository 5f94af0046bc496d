import fs from 'node:fs';
import { csrfHeader, sessionCookie } from '../accounts/sessionPlugin.js';
import { errorBodySchema, errorDescriptions, errorStatuses } from './errors.js';
import { createSchemaConverter } from './jsonSchema.js';
import type { Access, ApiOperation, JsonSchema } from './operation.js';

/** The server's own version: the document changes with the package. */
function serverVersion(): string {
  // src/openapi/ and dist/openapi/ both sit two folders below package.json.
  const packageJson = new URL('../../package.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookie,
    description:
      'The browser session. Loading any page of the app starts an anonymous one; `POST /api/users/sessions` signs it in.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: csrfHeader,
    description:
      'Every write with a session carries the session’s CSRF token: from the page’s `csrf-token` meta tag, or the `X-CSRF-Token` header of the login answer.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token of one store (Settings → API tokens), for `/api/stores/{storeHash}/…` of that store only, while its plan has the `api-access` feature. Its scopes, chosen at creation, are `read` (GET only) or `read` and `write`; each operation names the scope it needs. Managing tokens and changing credentials take a signed-in person. No CSRF token is needed.',
  },
};

/** Who may call: OpenAPI's security requirements for the access and the method. */
function securityOf(access: Access, write: boolean): Array<Record<string, string[]>> {
  const session: Record<string, string[]> = write
    ? { sessionCookie: [], csrfToken: [] }
    : { sessionCookie: [] };
  if (access === 'public') return write ? [session] : [];
  if (access === 'user' || access === 'storeSession') return [session];
  // OpenAPI 3.1 lets a bearer requirement name roles: here the token's scope.
  return [session, { bearerAuth: [write ? 'write' : 'read'] }];
}

const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

type Convert = ReturnType<typeof createSchemaConverter>['convert'];

/** The properties of an object schema and which are required. */
function propertiesOf(schema: JsonSchema): Array<[string, JsonSchema, boolean]> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => [name, property, required.has(name)]);
}

function parametersOf(operation: ApiOperation, convert: Convert): JsonSchema[] {
  const names = pathParamNames(operation.path);
  const params = operation.params ? propertiesOf(convert(operation.params, 'input')) : [];
  const unknown = params.filter(([name]) => !names.includes(name)).map(([name]) => name);
  if (unknown.length > 0) {
    throw new Error(`${operation.id}: ${unknown.join(', ')} not in the path ${operation.path}`);
  }
  const pathParams = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: params.find(([param]) => param === name)?.[1] ?? { type: 'string' },
  }));
  const query = operation.query ? propertiesOf(convert(operation.query, 'input')) : [];
  const queryParams = query.map(([name, schema, required]) => ({
    name,
    in: 'query',
    required,
    schema,
  }));
  return [...pathParams, ...queryParams];
}

function requestBodyOf(operation: ApiOperation, convert: Convert): JsonSchema | undefined {
  const { body } = operation;
  if (!body) return undefined;
  const content =
    'json' in body
      ? { 'application/json': { schema: convert(body.json, 'input') } }
      : { 'multipart/form-data': { schema: body.multipart } };
  return {
    required: body.optional !== true,
    ...(body.description && { description: body.description }),
    content,
  };
}

function responsesOf(operation: ApiOperation, convert: Convert, errorRef: JsonSchema) {
  const responses: Record<string, JsonSchema> = {};
  for (const answer of operation.answers) {
    const headers = Object.entries(answer.headers ?? {}).map(([name, header]) => [
      name,
      { description: header.description, schema: convert(header.schema, 'output') },
    ]);
    responses[answer.status] = {
      description: answer.description,
      ...(headers.length > 0 && { headers: Object.fromEntries(headers) }),
      ...(answer.schema && {
        content: {
          [answer.mediaType ?? 'application/json']: { schema: convert(answer.schema, 'output') },
        },
      }),
    };
  }
  for (const status of errorStatuses(operation)) {
    responses[status] = {
      description: errorDescriptions[status] ?? 'Error.',
      content: { 'application/json': { schema: errorRef } },
    };
  }
  return responses;
}

/** The OpenAPI 3.1 document of the given operations. */
export function buildOpenApiDocument(operations: readonly ApiOperation[]): JsonSchema {
  const { convert, components } = createSchemaConverter();
  const errorRef = convert(errorBodySchema, 'output');
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const parameters = parametersOf(operation, convert);
    const requestBody = requestBodyOf(operation, convert);
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = {
      operationId: operation.id,
      summary: operation.summary,
      ...(operation.description && { description: operation.description }),
      tags: [operation.tag],
      security: securityOf(operation.access, operation.method !== 'GET'),
      ...(parameters.length > 0 && { parameters }),
      ...(requestBody && { requestBody }),
      responses: responsesOf(operation, convert, errorRef),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Metafield Studio API',
      version: serverVersion(),
      description:
        'The API of the Metafield Studio server, generated from the zod schemas its routes check requests with. Errors share one body, the `Error` schema.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: { schemas: components, securitySchemes },
  };
}
