import { describe, expect, it } from 'vitest';
import { renderText } from './catalogue/testing/renderText.js';
import { builtInEntityContentTypeSlugs, isBuiltInContentTypeSlug } from './contentTypeSlugs.js';
import {
  contentTypeDisplayName,
  contentTypeOptions,
  customResourceOfType,
  entityListTypeLabel,
  isCustomResourceType,
  isEntityType,
  numberStepOf,
  numberSteps,
  type CustomResourceSummary,
} from './contentTypes.js';

const books: CustomResourceSummary = { id: 7, name: 'Book', slug: 'books', plural_name: 'Books' };
const authors: CustomResourceSummary = { id: 9, name: 'Authors', slug: 'authors' };
// A resource named like a built-in: the built-in keeps the slug.
const shadow: CustomResourceSummary = { id: 11, name: 'My products', slug: 'product' };

describe('content type names', () => {
  it('gives every built-in slug its human name, in the spec order', () => {
    const names = contentTypeOptions().map((option) => [option.slug, renderText(option.name)]);
    expect(names).toEqual([
      ['text', 'Text'],
      ['rich_text', 'Rich text'],
      ['integer', 'Integer'],
      ['decimal', 'Decimal'],
      ['product', 'Product'],
      ['category', 'Category'],
      ['brand', 'Brand'],
      ['page', 'Page'],
      ['file', 'File'],
      ['file_and_label', 'File and label'],
      ['location', 'Location'],
      ['date', 'Date'],
      ['datetime', 'Date and time'],
      ['boolean', 'Boolean'],
      ['select', 'Select'],
      ['color', 'Color'],
      ['url', 'URL'],
      ['html', 'HTML'],
      ['json', 'JSON'],
    ]);
  });

  it('names built-ins by a descriptor keyed by the slug', () => {
    expect(contentTypeDisplayName('file_and_label')).toEqual({
      key: 'contentType.file_and_label',
      defaultMessage: 'File and label',
    });
  });

  it('names a custom resource type by the resource name, else falls back to the slug', () => {
    expect(contentTypeDisplayName('books', [books])).toBe('Book');
    expect(contentTypeDisplayName('books')).toBe('books');
    expect(contentTypeDisplayName('legacy_gallery', [books])).toBe('legacy_gallery');
  });
});

describe('content type list with custom resources', () => {
  it('appends one reference type per custom resource after the 19 built-ins', () => {
    const options = contentTypeOptions([books, authors]);
    expect(options).toHaveLength(21);
    expect(options.slice(19)).toEqual([
      { kind: 'customResource', slug: 'books', name: 'Book', customResourceId: 7 },
      { kind: 'customResource', slug: 'authors', name: 'Authors', customResourceId: 9 },
    ]);
    expect(options[0]).toMatchObject({ kind: 'builtIn', slug: 'text' });
  });

  it('leaves out a custom resource whose slug shadows a built-in', () => {
    const options = contentTypeOptions([shadow, books]);
    expect(options.filter((option) => option.slug === 'product')).toHaveLength(1);
    expect(options.filter((option) => option.kind === 'customResource')).toHaveLength(1);
  });
});

describe('isCustomResourceType and isEntityType', () => {
  it('recognises custom resource slugs only among the given resources', () => {
    expect(isCustomResourceType('books', [books])).toBe(true);
    expect(isCustomResourceType('books', [authors])).toBe(false);
    expect(isCustomResourceType('product', [shadow])).toBe(false);
    expect(customResourceOfType('authors', [books, authors])).toBe(authors);
  });

  it('counts brand, category, file, file_and_label, location, page and product as entity types', () => {
    expect(builtInEntityContentTypeSlugs).toEqual([
      'brand',
      'category',
      'file',
      'file_and_label',
      'location',
      'page',
      'product',
    ]);
    for (const slug of builtInEntityContentTypeSlugs) expect(isEntityType(slug)).toBe(true);
  });

  it('counts custom resources as entity types, and no other built-in', () => {
    expect(isEntityType('books', [books])).toBe(true);
    expect(isEntityType('books')).toBe(false);
    for (const slug of ['text', 'rich_text', 'integer', 'select', 'json', 'datetime', 'url']) {
      expect(isEntityType(slug, [books])).toBe(false);
    }
  });

  it('tells built-in slugs from others', () => {
    expect(isBuiltInContentTypeSlug('datetime')).toBe(true);
    expect(isBuiltInContentTypeSlug('books')).toBe(false);
  });
});

describe('number steps', () => {
  it('steps integers by 1 and decimals by 0.01, others not at all', () => {
    expect(numberSteps).toEqual({ integer: 1, decimal: 0.01 });
    expect(numberStepOf('integer')).toBe(1);
    expect(numberStepOf('decimal')).toBe(0.01);
    expect(numberStepOf('text')).toBeUndefined();
  });
});

describe('entityListTypeLabel', () => {
  it("labels the choice 'Single {type}' and 'List of {type}s'", () => {
    expect(renderText(entityListTypeLabel('single', 'product'))).toBe('Single product');
    expect(renderText(entityListTypeLabel('list', 'product'))).toBe('List of products');
    expect(renderText(entityListTypeLabel('list', 'file_and_label'))).toBe(
      'List of file and labels',
    );
  });

  it("says 'categories' for the category list", () => {
    expect(renderText(entityListTypeLabel('list', 'category'))).toBe('List of categories');
    expect(renderText(entityListTypeLabel('single', 'category'))).toBe('Single category');
  });

  it("uses a reference's name, and its plural name (else its name) for the list", () => {
    expect(renderText(entityListTypeLabel('single', 'books', [books]))).toBe('Single Book');
    expect(renderText(entityListTypeLabel('list', 'books', [books]))).toBe('List of Books');
    expect(renderText(entityListTypeLabel('list', 'authors', [authors]))).toBe('List of Authors');
  });
});
