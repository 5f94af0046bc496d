import type { FileObject } from '@metafields/core';

/**
 * What a reference points at: a built-in resource by its content type (product, category,
 * brand, page or location), or a custom resource by its id.
 */
export interface ReferenceSource {
  /** The field's content type: a built-in resource's slug or a custom resource's slug. */
  contentType: string;
  /** Set for a reference to a custom resource (the field's `options.custom_object_id`). */
  customObjectId?: number | undefined;
}

/** One page of the picker dialog's list. `page` counts from 1. */
export interface ReferenceQuery extends ReferenceSource {
  search: string;
  page: number;
  perPage: number;
}

/** A record a reference may point at, as the picker shows it. */
export interface ReferenceRecord {
  id: number;
  /** The record's name (a custom resource value's display field). */
  name: string;
  /** A second line, such as a product's SKU. */
  detail?: string | undefined;
}

export interface ReferencePage {
  records: ReferenceRecord[];
  /** How many records match the search, on every page. */
  total: number;
}

/**
 * What the editors that reach outside the form need: the reference pickers look records up, the
 * file editors upload and delete. The host app implements them over its API; a partner app over
 * its own. Editors stay controlled: these only fetch or store, never change the value.
 */
export interface ValueEditorServices {
  /** A page of the records a reference may choose, matching the search. */
  findReferences: (query: ReferenceQuery) => Promise<ReferencePage>;
  /** The chosen records by id, to show their names; unknown ids are left out. */
  lookUpReferences: (source: ReferenceSource, ids: readonly number[]) => Promise<ReferenceRecord[]>;
  /** Stores a picked file and answers its file object (its label empty). */
  uploadFile: (file: File) => Promise<FileObject>;
  /** Deletes a stored file the person removed. */
  deleteFile: (file: FileObject) => Promise<void>;
}
