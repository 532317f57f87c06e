import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig({
  name: 'admin',
  dir: import.meta.dirname,
  port: Number(process.env.MFE_ADMIN_PORT ?? 3003),
  title: 'Nivasa admin pages (standalone)',
  exposes: { './pages': './src/app/pages.ts' },
});
