import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The typeface: an opt-in CSS entry (no JS module of the packages imports CSS).
import '@metafields/design-system/fonts.css';
import { App } from './App.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
