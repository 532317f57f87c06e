import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig({
  name: 'admin',
  dir: import.meta.dirname,
  title: 'Nivasa admin pages (standalone)',
  routes: './src/app/routes.ts',
});
