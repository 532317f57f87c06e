import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig({
  name: 'account',
  dir: import.meta.dirname,
  port: Number(process.env.MFE_ACCOUNT_PORT ?? 3002),
  title: 'Nivasa account pages (standalone)',
  exposes: { './pages': './src/app/pages.ts' },
});
