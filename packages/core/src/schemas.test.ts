import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as schemas from './schemas.js';

const entityModules = readdirSync(new URL('./entities/', import.meta.url)).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);

describe('schemas', () => {
  it('re-exports every value that the entity modules export', async () => {
    const exported: string[] = [];
    for (const name of entityModules) {
      const module: Record<string, unknown> = await import(
        `./entities/${name.replace(/\.ts$/, '.js')}`
      );
      exported.push(...Object.keys(module));
    }
    expect(exported.length).toBeGreaterThan(40);
    expect(Object.keys(schemas).sort()).toEqual(exported.sort());
  });

  it('keeps the names the server and the api client import', () => {
    for (const name of [
      'paginationSchema',
      'listMetaSchema',
      'productSchema',
      'userSchema',
      'storeSchema',
      'loginInputSchema',
    ]) {
      expect(schemas).toHaveProperty(name);
    }
  });
});
