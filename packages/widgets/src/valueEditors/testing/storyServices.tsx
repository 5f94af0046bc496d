import type { FileObject } from '@metafields/core';
import type { Decorator } from '@storybook/react-vite';
import type {
  ReferencePage,
  ReferenceQuery,
  ReferenceRecord,
  ReferenceSource,
  ValueEditorServices,
} from '../services/index.js';
import { ValueEditorServicesProvider } from '../services/index.js';

const names: Record<string, readonly string[]> = {
  product: ['Orbit Terrarium', 'Canvas Tote', 'Linen Apron', 'Oak Stool', 'Clay Mug', 'Wool Throw'],
  category: ['Kitchen', 'Garden', 'Bath', 'Living room', 'Office', 'Outdoor'],
  brand: ['Common Good', 'Sagaform', 'OFS', 'Fog Linen', 'Hario', 'Chemex'],
  page: ['About us', 'Shipping', 'Returns', 'Contact', 'Blog', 'Stockists'],
  location: ['Main warehouse', 'Shop front', 'Pop-up', 'Back room', 'Depot', 'Studio'],
};

/**
 * The records a reference to `source` may choose in stories: 60 of them (more than a page of
 * 50), named after the resource, with ids from 1. Custom resources get 'Recipe 1'….
 */
export function storyRecords(source: ReferenceSource): ReferenceRecord[] {
  const base = names[source.contentType];
  return Array.from({ length: 60 }, (_, index) => {
    const id = index + 1;
    const name = base
      ? `${base[index % base.length]}${index < base.length ? '' : ` ${Math.floor(index / base.length) + 1}`}`
      : `${source.contentType.charAt(0).toUpperCase()}${source.contentType.slice(1)} ${id}`;
    return { id, name, ...(source.contentType === 'product' && { detail: `SKU-${100 + id}` }) };
  });
}

/** Calls to the story services, for play functions to assert what an editor asked for. */
export interface StoryServicesLog {
  queries: ReferenceQuery[];
  uploaded: File[];
  deleted: FileObject[];
}

/**
 * In-memory services for stories and widget tests: search by name (case-insensitive), paging,
 * lookups by id, and uploads that answer a file object whose url previews the picked file.
 * `failing` makes every call fail, for the 'Unable to load' states.
 */
export function storyServices(options: { failing?: boolean } = {}): {
  services: ValueEditorServices;
  log: StoryServicesLog;
} {
  const log: StoryServicesLog = { queries: [], uploaded: [], deleted: [] };
  const failure = () => Promise.reject(new Error('Story services are failing'));
  let nextFileId = 1;
  const services: ValueEditorServices = {
    findReferences: async (query): Promise<ReferencePage> => {
      log.queries.push(query);
      if (options.failing) return failure();
      const search = query.search.trim().toLowerCase();
      const matching = storyRecords(query).filter((record) =>
        record.name.toLowerCase().includes(search),
      );
      const start = (query.page - 1) * query.perPage;
      return { records: matching.slice(start, start + query.perPage), total: matching.length };
    },
    lookUpReferences: async (source, ids) => {
      if (options.failing) return failure();
      return storyRecords(source).filter((record) => ids.includes(record.id));
    },
    uploadFile: async (file) => {
      log.uploaded.push(file);
      if (options.failing) return failure();
      const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
      return {
        id: nextFileId++,
        name: file.name,
        extension,
        url: URL.createObjectURL(file),
        label: '',
      };
    },
    deleteFile: async (file) => {
      log.deleted.push(file);
      if (options.failing) return failure();
    },
  };
  return { services, log };
}

/** A decorator giving a story's editors these services. */
export function withServices(services: ValueEditorServices): Decorator {
  const ServicesDecorator: Decorator = (Story) => (
    <ValueEditorServicesProvider services={services}>
      <Story />
    </ValueEditorServicesProvider>
  );
  return ServicesDecorator;
}
