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
  },
});
