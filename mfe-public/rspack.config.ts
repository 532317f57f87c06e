import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig({
  name: 'public',
  dir: import.meta.dirname,
  title: 'Nivasa public pages (standalone)',
  routes: './src/app/routes.ts',
  prerenderedPages: './src/app/prerendered.tsx',
});
