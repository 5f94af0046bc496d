import { describe, expect, it } from 'vitest';
import {
  initialTemplateKeyState,
  templateKeyReducer,
  type TemplateKeyEvent,
} from './templateKey.js';

const run = (isNew: boolean, events: TemplateKeyEvent[], start = { name: '', meta_key: '' }) =>
  events.reduce(templateKeyReducer, initialTemplateKeyState(start, isNew));

describe('template key (spec section 4)', () => {
  it("follows a slug of a new template's name", () => {
    const state = run(true, [
      { type: 'nameChanged', name: 'Care' },
      { type: 'nameChanged', name: 'Care Instructions' },
    ]);
    expect(state).toEqual({
      name: 'Care Instructions',
      meta_key: 'care-instructions',
      keyFollowsName: true,
    });
  });

  it('stops following once the user edits the key by hand', () => {
    const state = run(true, [
      { type: 'nameChanged', name: 'Care' },
      { type: 'keyEdited', meta_key: 'washing' },
      { type: 'nameChanged', name: 'Care Instructions' },
    ]);
    expect(state).toEqual({
      name: 'Care Instructions',
      meta_key: 'washing',
      keyFollowsName: false,
    });
  });

  it("never follows an existing template's name", () => {
    const state = run(false, [{ type: 'nameChanged', name: 'Renamed' }], {
      name: 'Original',
      meta_key: 'original',
    });
    expect(state.meta_key).toBe('original');
    expect(state.name).toBe('Renamed');
  });
});
