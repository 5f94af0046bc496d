import { createContext, use } from 'react';

/**
 * Whether the app runs inside the control panel's frame (opened from its Apps menu or an App
 * Extension): the control panel shows its own header and sign-out around it, so the app shows
 * neither and keeps to a compact layout. A cross-origin parent makes `window.top` unreadable
 * but still comparable. Stories, themselves in a frame, say which they show.
 */
export const EmbeddedContext = createContext(
  typeof window !== 'undefined' && window.self !== window.top,
);

export const useIsEmbedded = () => use(EmbeddedContext);
