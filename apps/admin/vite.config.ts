import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

export default defineConfig({
  plugins: [react(), precompress()],
  // Workspace packages resolve to their TypeScript sources: one build, no stale dist.
  resolve: { conditions: ['@metafields/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets the bench map a page to the chunks it loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically, every page loads first: one file, not 30
        // small ones queued six at a time on the browser's connections (over a 40 ms link
        // they ended 330 ms after the first; issue 26). One file also compresses better.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
