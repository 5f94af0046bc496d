import { slugify } from '../slug.js';

/**
 * The key of a new template follows a slug of its name until the user edits the key by hand
 * (spec section 4). An existing template's key never follows: renaming must not move its data.
 */
export interface TemplateKeyState {
  name: string;
  meta_key: string;
  keyFollowsName: boolean;
}

export type TemplateKeyEvent =
  { type: 'nameChanged'; name: string } | { type: 'keyEdited'; meta_key: string };

export function initialTemplateKeyState(
  values: { name: string; meta_key: string },
  isNew: boolean,
): TemplateKeyState {
  return { ...values, keyFollowsName: isNew };
}

export function templateKeyReducer(
  state: TemplateKeyState,
  event: TemplateKeyEvent,
): TemplateKeyState {
  switch (event.type) {
    case 'nameChanged':
      return {
        ...state,
        name: event.name,
        meta_key: state.keyFollowsName ? slugify(event.name) : state.meta_key,
      };
    case 'keyEdited':
      return { ...state, meta_key: event.meta_key, keyFollowsName: false };
  }
}
