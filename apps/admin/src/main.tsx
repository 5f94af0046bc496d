import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The typeface is an opt-in CSS entry of the design system (no JS module of it imports CSS).
import '@metafields/design-system/fonts.css';
import { readCsrfToken, readCurrentUser } from '@metafields/api-client';
import { App } from './App.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App csrfToken={readCsrfToken(document)} currentUser={readCurrentUser(document)} />
  </StrictMode>,
);
