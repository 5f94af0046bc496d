import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { docgenOptions } from './docgen.js';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// The app's pages join Storybook once apps/admin/src exists; a glob over a missing folder is
// left out rather than trusted to be ignored by every Storybook and addon-vitest version.
const storyRoots = ['../packages/*/src', '../apps/admin/src'];
const stories = storyRoots
  .filter((root) => root.includes('*') || existsSync(path.resolve(configDir, root)))
  .map((root) => `${root}/**/*.stories.@(ts|tsx)`);

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The Introduction page first, then every story.
  stories: ['./docs/*.mdx', ...stories],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  staticDirs: ['./public', '../apps/admin/public'],
  core: { disableTelemetry: true },
  // Designers read this Storybook: no onboarding checklist in the sidebar or the menu.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Props tables from the TypeScript types, each prop's TSDoc comment as its description.
  // The root tsconfig holds only tooling, and the docgen plugin reads only files in its program.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: { ...docgenOptions, tsconfigPath: 'tsconfig.docgen.json' },
  },
  viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // Our packages resolve to their TypeScript sources (see docs/adr/0001).
      resolve: { conditions: ['@metafields/source', ...defaultClientConditions] },
    });
  },
};

export default config;
