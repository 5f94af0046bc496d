import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod';
import { componentRegistry } from './components.js';
import type { JsonSchema } from './operation.js';

/** Request parts are documented as the client sends them, answers as the server sends them. */
export type Direction = 'input' | 'output';

const componentRef = (id: string) => `#/components/schemas/${id}`;

/** Points zod's `#/$defs/X` at the document's `#/components/schemas/X`, at every depth. */
function pointAtComponents(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pointAtComponents);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')
        ? [key, componentRef(value.slice('#/$defs/'.length))]
        : [key, pointAtComponents(value)],
    ),
  );
}

/**
 * Converts zod schemas to JSON Schema with zod's own `toJSONSchema`, collecting the registered
 * components they use. What zod cannot express (a refine's logic, a transform's result) is left
 * open (`unrepresentable: 'any'`) rather than guessed.
 */
export function createSchemaConverter() {
  const components: Record<string, JsonSchema> = {};

  function convert(schema: z.core.$ZodType, io: Direction): JsonSchema {
    // `$schema` goes: OpenAPI 3.1 sets the dialect (draft 2020-12) for the whole document.
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      metadata: componentRegistry,
      // Our registry holds the component names; `.describe()` texts stay in zod's global one.
      override: ({ zodSchema, jsonSchema }) => {
        const description = z.globalRegistry.get(zodSchema)?.description;
        if (description !== undefined) jsonSchema.description ??= description;
      },
    }) as JsonSchema;
    for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
      const component = pointAtComponents(definition) as JsonSchema;
      // One name, one schema: a component read both as input and as output would differ.
      if (components[id] && !isDeepStrictEqual(components[id], component)) {
        throw new Error(`The component ${id} converts differently in two operations (${io}).`);
      }
      components[id] = component;
    }
    return pointAtComponents(json) as JsonSchema;
  }

  return { convert, components };
}
