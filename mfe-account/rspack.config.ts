import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig({
  name: 'account',
  dir: import.meta.dirname,
  title: 'Nivasa account pages (standalone)',
  routes: './src/app/routes.ts',
});
