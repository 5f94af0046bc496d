import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { startTestServer } from '../testing/testServer.js';
import { buildOpenApiDocument } from './document.js';
import { apiOperations } from './operations/index.js';
import { documentValidators } from './testing/documentValidators.js';
import { schemaPointers } from './testing/schemaPointers.js';

const document = buildOpenApiDocument(apiOperations);
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** OpenAPI 3.1's required fields, and the parts of an operation this document uses. */
const media = z.strictObject({ schema: z.record(z.string(), z.unknown()) });
const operationShape = z.strictObject({
  operationId: z.string().min(1),
  summary: z.string().min(1),
  description: z.string().optional(),
  tags: z.array(z.string()).length(1),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  parameters: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        in: z.enum(['path', 'query', 'header', 'cookie']),
        required: z.boolean(),
        schema: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
  requestBody: z
    .strictObject({
      required: z.boolean(),
      description: z.string().optional(),
      content: z.record(z.string(), media),
    })
    .optional(),
  responses: z
    .record(
      z.string().regex(/^[1-5]\d\d$/),
      z.strictObject({
        description: z.string().min(1),
        headers: z
          .record(
            z.string(),
            z.strictObject({
              description: z.string().min(1),
              schema: z.record(z.string(), z.unknown()),
            }),
          )
          .optional(),
        content: z.record(z.string(), media).optional(),
      }),
    )
    .refine((responses) => Object.keys(responses).length > 0, 'at least one response'),
});
const documentShape = z.strictObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.strictObject({
    title: z.string().min(1),
    version: z.string().min(1),
    description: z.string(),
  }),
  servers: z.array(z.strictObject({ url: z.string() })),
  tags: z.array(z.strictObject({ name: z.string() })),
  paths: z.record(z.string().regex(/^\//), z.partialRecord(z.enum(methods), operationShape)),
  components: z.strictObject({
    schemas: z.record(z.string().regex(/^[A-Za-z0-9._-]+$/), z.record(z.string(), z.unknown())),
    securitySchemes: z.record(
      z.string(),
      z.looseObject({ type: z.enum(['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS']) }),
    ),
  }),
});
type Document = z.infer<typeof documentShape>;

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation! })),
  );

/** Every `$ref` in the document, at any depth. */
function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
  );
}

describe('the OpenAPI document', () => {
  it('has the shape OpenAPI 3.1 requires, with the server’s name and version', () => {
    const parsed = documentShape.parse(document);
    const { version } = JSON.parse(
      fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(parsed.info).toMatchObject({ title: 'Metafield Studio API', version });
    expect(parsed.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(parsed.components.securitySchemes).sort()).toEqual([
      'bearerAuth',
      'csrfToken',
      'sessionCookie',
    ]);
  });

  it('compiles every schema with Ajv as JSON Schema draft 2020-12', () => {
    const validators = documentValidators(document);
    const pointers = schemaPointers(document);
    expect(pointers.length).toBeGreaterThan(100);
    const failures = pointers.flatMap((pointer) => {
      try {
        validators.at(pointer);
        return [];
      } catch (error) {
        return [`${pointer}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('resolves every $ref to a component', () => {
    const parsed = documentShape.parse(document);
    const missing = refsIn(parsed).filter(
      (ref) => !(ref.replace('#/components/schemas/', '') in parsed.components.schemas),
    );
    expect(missing).toEqual([]);
    expect(parsed.components.schemas.Error).toMatchObject({ required: ['error', 'message'] });
  });

  it('gives every operation a unique id, its path parameters, a known tag and known schemes', () => {
    const parsed = documentShape.parse(document);
    const operations = operationsOf(parsed);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = parsed.tags.map((tag) => tag.name);
    const schemes = Object.keys(parsed.components.securitySchemes);
    for (const { path, operation } of operations) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(
        inPath.map((parameter) => parameter.name),
        path,
      ).toEqual(templated);
      expect(inPath.every((parameter) => parameter.required)).toBe(true);
      expect(tags).toContain(operation.tags[0]);
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
      }
    }
  });

  it('documents the tenancy: store routes take a session or a bearer token; writes need CSRF', () => {
    const parsed = documentShape.parse(document);
    const createTemplate = parsed.paths['/api/stores/{storeHash}/templates/{type}']?.post;
    expect(createTemplate?.security).toEqual([
      { sessionCookie: [], csrfToken: [] },
      { bearerAuth: ['write'] },
    ]);
    expect(parsed.paths['/api/stores/{storeHash}']?.get?.security).toEqual([
      { sessionCookie: [] },
      { bearerAuth: ['read'] },
    ]);
    // Tokens are managed by people: no token may make or list another.
    const tokens = parsed.paths['/api/stores/{storeHash}/api-tokens'];
    expect(tokens?.post?.security).toEqual([{ sessionCookie: [], csrfToken: [] }]);
    expect(tokens?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(createTemplate?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '401', '403', '404', '409', '422']),
    );
    expect(parsed.paths['/api/health']?.get?.security).toEqual([]);
    expect(parsed.paths['/api/users/me']?.get?.security).toEqual([{ sessionCookie: [] }]);
  });

  it('documents billing as for a signed-in person only, never an API token; the plans public', () => {
    const parsed = documentShape.parse(document);
    const billing = operationsOf(parsed).filter(({ operation }) => operation.tags[0] === 'Billing');
    expect(billing.map(({ method, path }) => `${method} ${path}`)).toContain(
      'post /api/stores/{storeHash}/subscription',
    );
    expect(parsed.paths['/api/billing/plans']?.get?.security).toEqual([]);
    for (const { method, path, operation } of billing) {
      if (path === '/api/billing/plans') continue;
      expect(operation.security).toEqual([
        method === 'get' ? { sessionCookie: [] } : { sessionCookie: [], csrfToken: [] },
      ]);
    }
    const subscribe = parsed.paths['/api/stores/{storeHash}/subscription']?.post;
    expect(Object.keys(subscribe?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '401', '403', '404', '409', '422']),
    );
  });

  it('documents a file answer by its media type and headers, and an optional body', () => {
    const parsed = documentShape.parse(document);
    const exportTemplates = parsed.paths['/api/stores/{storeHash}/templates/export/{type}']?.post;
    expect(exportTemplates?.requestBody?.required).toBe(false);
    expect(exportTemplates?.responses['200']).toMatchObject({
      content: { 'text/csv': { schema: { type: 'string' } } },
      headers: { 'Content-Disposition': { schema: { type: 'string' } } },
    });
    expect(Object.keys(exportTemplates?.responses['200']?.content ?? {})).toEqual(['text/csv']);
    const createTemplate = parsed.paths['/api/stores/{storeHash}/templates/{type}']?.post;
    expect(createTemplate?.requestBody?.required).toBe(true);
  });
});

describe('GET /api/openapi.json', () => {
  const servers: Array<Awaited<ReturnType<typeof startTestServer>>> = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  it('answers the document as JSON, without a session, the same each time', async () => {
    const server = await startTestServer();
    servers.push(server);
    const first = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual(JSON.parse(JSON.stringify(document)));
    const second = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(second.body).toBe(first.body);
  });
});
