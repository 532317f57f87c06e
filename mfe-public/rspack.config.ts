import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig({
  name: 'public',
  dir: import.meta.dirname,
  title: 'Nivasa public pages (standalone)',
  exposes: { './pages': './src/app/pages.ts' },
});
