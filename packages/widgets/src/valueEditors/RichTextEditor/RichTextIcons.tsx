// List drawings for the toolbar, in the design system's 24-unit outline style; decorative, since
// each button is named by its label. Bullets and numbers sit at the line's start, so the drawings
// turn around in right-to-left text.
import { ListIcon } from './RichText.styles.js';

export function BulletedListIcon() {
  return (
    <ListIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="6" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="5" cy="12" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="5" cy="18" r="1.5" fill="currentColor" stroke="none" />
      <path d="M10 6h10M10 12h10M10 18h10" />
    </ListIcon>
  );
}

export function NumberedListIcon() {
  return (
    <ListIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 4h1.5v5M4 9h3M3.5 14.5a1.5 1.5 0 0 1 3 0c0 1.5-3 2-3 4h3M10 6h10M10 12h10M10 18h10" />
    </ListIcon>
  );
}
