import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { openApiDir } from '../testing/contract.js';
import {
  metafieldResources,
  type ListParam,
  type MetafieldOperation,
  type MetafieldResource,
} from './resources.js';

/**
 * The table of resource types is written by hand from the documents; this reads the documents
 * and checks every entry against them, so a wrong path, parameter or quirk cannot slip in.
 */

type Node = Record<string, unknown>;

function load(document: string): Node {
  return YAML.parse(fs.readFileSync(path.join(openApiDir, document), 'utf8')) as Node;
}

function deref(doc: Node, node: unknown): Node {
  let current = node as Node;
  while (current && typeof current['$ref'] === 'string') {
    const parts = (current['$ref'] as string).replace(/^#\//, '').split('/');
    current = parts.reduce<Node>((at, part) => at[part.replace(/~1/g, '/')] as Node, doc);
  }
  return current;
}

/** `/catalog/products/:product_id/metafields` → `/catalog/products/{product_id}/metafields`. */
const documented = (fastifyPath: string) => fastifyPath.replace(/:([A-Za-z_]+)/g, '{$1}');

const operations: Record<
  MetafieldOperation,
  { method: string; path: (r: MetafieldResource) => string }
> = {
  list: { method: 'get', path: (r) => documented(r.path) },
  create: { method: 'post', path: (r) => documented(r.path) },
  get: { method: 'get', path: (r) => documented(`${r.path}/:${r.metafieldParam}`) },
  update: { method: 'put', path: (r) => documented(`${r.path}/:${r.metafieldParam}`) },
  delete: { method: 'delete', path: (r) => documented(`${r.path}/:${r.metafieldParam}`) },
  batchList: { method: 'get', path: (r) => r.batchPath },
  batchCreate: { method: 'post', path: (r) => r.batchPath },
  batchUpdate: { method: 'put', path: (r) => r.batchPath },
  batchDelete: { method: 'delete', path: (r) => r.batchPath },
};

const queryNames: Record<ListParam, readonly string[]> = {
  id: ['id', 'id:in', 'id:not_in', 'id:min', 'id:max', 'id:greater', 'id:less'],
  key: ['key'],
  'key:in': ['key:in'],
  namespace: ['namespace'],
  'namespace:in': ['namespace:in'],
  direction: ['direction'],
  include_fields: ['include_fields'],
  exclude_fields: ['exclude_fields'],
  'resource_id:in': ['resource_id:in'],
  date_created: ['date_created'],
  date_modified: ['date_modified'],
  'date_created:min': ['date_created:min'],
  'date_created:max': ['date_created:max'],
  'date_modified:min': ['date_modified:min'],
  'date_modified:max': ['date_modified:max'],
  cursor: ['after', 'before'],
};

describe.each(metafieldResources.map((resource) => [resource.type, resource] as const))(
  '%s entry',
  (_type, resource) => {
    const doc = load(resource.document);
    const paths = doc['paths'] as Record<string, Node>;
    const item = (operation: MetafieldOperation) => paths[operations[operation].path(resource)];
    const operationOf = (operation: MetafieldOperation) => {
      const found = item(operation)?.[operations[operation].method] as Node | undefined;
      if (!found) throw new Error(`${resource.document} has no ${operation}`);
      return found;
    };
    /** The operation's parameters: the path item's, overridden by the operation's own. */
    const parametersOf = (operation: MetafieldOperation) => {
      const all = [
        ...((item(operation)?.['parameters'] as unknown[]) ?? []),
        ...((operationOf(operation)['parameters'] as unknown[]) ?? []),
      ].map((parameter) => deref(doc, parameter));
      return new Map(
        all.map((parameter) => [
          `${String(parameter['in'])}:${String(parameter['name'])}`,
          parameter,
        ]),
      );
    };
    const statuses = (operation: MetafieldOperation) =>
      Object.keys(operationOf(operation)['responses'] as Node);
    const responseSchema = (operation: MetafieldOperation, status: string) => {
      const response = deref(doc, (operationOf(operation)['responses'] as Node)[status]);
      return deref(doc, ((response['content'] as Node)['application/json'] as Node)['schema']);
    };

    it('names every operation’s path and path parameters as the document does', () => {
      for (const operation of Object.keys(operations) as MetafieldOperation[]) {
        expect(() => operationOf(operation), operation).not.toThrow();
      }
      const names = [...parametersOf('get').values()]
        .filter((parameter) => parameter['in'] === 'path')
        .map((parameter) => parameter['name']);
      const expected = [resource.parent?.param, resource.resourceParam, resource.metafieldParam];
      expect(names.sort()).toEqual(expected.filter((name) => name !== undefined).sort());
    });

    it.each(['list', 'batchList'] as const)(
      'accepts exactly the %s’s documented query parameters',
      (operation) => {
        const params = operation === 'list' ? resource.listParams : resource.batchListParams;
        const ours = params.flatMap((param) => queryNames[param]);
        const theirs = [...parametersOf(operation).values()]
          .filter((parameter) => parameter['in'] === 'query')
          .map((parameter) => String(parameter['name']))
          .filter((name) => !['page', 'limit'].includes(name));
        // `resource_id:in` is documented on the products list; the batch lists are where it
        // serves, so every batch list takes it too.
        const extension = operation === 'batchList' ? ['resource_id:in'] : [];
        expect([...ours].sort()).toEqual([...new Set([...theirs, ...extension])].sort());
      },
    );

    it('documents include_fields on getting one exactly where it is accepted', () => {
      expect(parametersOf('get').has('query:include_fields')).toBe(resource.getTakesFields);
    });

    it('documents a 400 exactly where a malformed request is answered with one', () => {
      for (const operation of [
        'create',
        'update',
        'batchCreate',
        'batchUpdate',
        'batchDelete',
        'batchList',
      ] as const) {
        expect(statuses(operation).includes('400'), operation).toBe(
          resource.badRequestOn.includes(operation),
        );
      }
    });

    it('types each batch 422’s errors as the answers do', () => {
      for (const operation of ['batchCreate', 'batchUpdate', 'batchDelete'] as const) {
        const errors = deref(
          doc,
          (responseSchema(operation, '422')['properties'] as Node)['errors'],
        );
        expect(errors['type'], operation).toBe(
          resource.objectErrorsOn.includes(operation) ? 'object' : 'array',
        );
      }
    });

    it('answers a single create as the document types it', () => {
      const data = deref(
        doc,
        (responseSchema('create', '200')['properties'] as Node | undefined)?.['data'],
      );
      expect(data?.['type'] === 'array').toBe(resource.singleAnswerIsList);
    });

    it('bounds the single endpoints’ description as the document does', () => {
      const body = deref(
        doc,
        (
          (deref(doc, operationOf('create')['requestBody'])['content'] as Node)[
            'application/json'
          ] as Node
        )['schema'],
      );
      const description = deref(doc, (body['properties'] as Node)['description']);
      expect(description['minLength'] ?? 0).toBe(resource.singleDescriptionMinLength);
    });
  },
);
