import { describe, expect, it } from 'vitest';
import { checkTemplateRow } from './templateImport.js';

const row = {
  row: 4,
  name: 'Care',
  namespace: 'shared',
  meta_key: 'care',
  content_type: 'text',
  use_on_storefront: true,
};

describe('checkTemplateRow', () => {
  it("gives the form's write for a good row, with the form's defaults", () => {
    expect(checkTemplateRow(row, [])).toEqual({
      write: {
        name: 'Care',
        namespace: 'shared',
        meta_key: 'care',
        description: undefined,
        content_type: 'text',
        options: { min: 1, max: 255 },
        use_on_storefront: true,
        sort_order: undefined,
      },
    });
    const chef = checkTemplateRow({ ...row, content_type: 'chef' }, [
      { id: 9, name: 'Chef', slug: 'chef' },
    ]);
    expect(chef).toMatchObject({
      write: { options: { entity_list_type: 'single', custom_object_id: 9 } },
    });
  });

  it("reports what the form's rules refuse on the file's column, first message only", () => {
    const refused = (change: Record<string, unknown>) =>
      checkTemplateRow({ ...row, ...change } as typeof row, []);
    expect(refused({ meta_key: 'k'.repeat(65) })).toEqual({
      failure: {
        row: 4,
        column: 'key',
        message: {
          key: 'templateImport.rowRefused',
          defaultMessage: expect.stringContaining('64') as string,
        },
      },
    });
    expect(refused({ name: '', content_type: 'nope' })).toMatchObject({
      failure: { row: 4, column: 'name', message: { defaultMessage: 'This field is required' } },
    });
    expect(refused({ content_type: 'chef' })).toMatchObject({
      failure: { row: 4, column: 'content_type' },
    });
    expect(refused({ options: { entity_list_type: 'many' } })).toMatchObject({
      failure: { row: 4, column: 'options' },
    });
  });
});
