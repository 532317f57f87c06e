import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig({
  name: 'public',
  dir: import.meta.dirname,
  port: Number(process.env.MFE_PUBLIC_PORT ?? 3001),
  title: 'Nivasa public pages (standalone)',
  exposes: { './pages': './src/app/pages.ts' },
});
