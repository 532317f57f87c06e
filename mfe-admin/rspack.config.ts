import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig({
  name: 'admin',
  dir: import.meta.dirname,
  title: 'Nivasa admin pages (standalone)',
  exposes: { './pages': './src/app/pages.ts' },
});
