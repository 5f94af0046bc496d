import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * Where a rich-text choice is remembered (spec: local storage under `wysiwygFields`, a list of
 * fields per resource): the resource (e.g. 'products' or a custom resource's slug) and the field
 * (a template's namespace.key, a custom resource field's meta_key, or 'value').
 */
export interface WysiwygScope {
  resource: string;
  field: string;
}

export const wysiwygStorageKey = 'wysiwygFields';

type WysiwygFields = Record<string, string[]>;

const changeEvent = 'metafields:wysiwyg-fields';

function readFields(): WysiwygFields {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(wysiwygStorageKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as WysiwygFields)
      : {};
  } catch {
    // Storage refused (private mode) or holds something else: nothing remembered.
    return {};
  }
}

/** Whether the WYSIWYG editor is on for a field: listed under its resource. */
export function isWysiwygOn({ resource, field }: WysiwygScope): boolean {
  const fields = readFields()[resource];
  return Array.isArray(fields) && fields.includes(field);
}

/** Remembers the choice, and tells every editor and menu of the same field in this page. */
export function rememberWysiwyg({ resource, field }: WysiwygScope, on: boolean): void {
  const all = readFields();
  const others = (Array.isArray(all[resource]) ? all[resource] : []).filter((f) => f !== field);
  const fields = on ? [...others, field] : others;
  try {
    localStorage.setItem(wysiwygStorageKey, JSON.stringify({ ...all, [resource]: fields }));
  } catch {
    // Storage refused: the choice lasts for this page only, through the event below.
  }
  window.dispatchEvent(new CustomEvent(changeEvent, { detail: { resource, field, on } }));
}

function subscribe(onChange: () => void): () => void {
  // Another tab writes through 'storage'; this page through our own event.
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/**
 * A field's WYSIWYG choice and its setter, shared by the editor's own toggle and a form's field
 * menu. Without a scope the choice is the component's own and is forgotten with it.
 */
export function useWysiwyg(scope: WysiwygScope | undefined): [boolean, (on: boolean) => void] {
  const [local, setLocal] = useState(false);
  const resource = scope?.resource;
  const field = scope?.field;
  const remembered = useSyncExternalStore(
    subscribe,
    () => resource !== undefined && field !== undefined && isWysiwygOn({ resource, field }),
    () => false,
  );
  const set = useCallback(
    (on: boolean) => {
      if (resource !== undefined && field !== undefined) rememberWysiwyg({ resource, field }, on);
      else setLocal(on);
    },
    [resource, field],
  );
  return [scope ? remembered : local, set];
}
