import path from 'node:path';
import { defineAppConfig } from '../rspack.config.base';

// A browser test builds a variant with a page this remote does not ship (its routes module under
// e2e/fixtures), into a folder of its own, and releases it in place of this build.
const variantRoutes = process.env.MFE_ADMIN_VARIANT_ROUTES;
const variantDist = process.env.MFE_ADMIN_VARIANT_DIST;
if (variantRoutes && !variantDist) throw new Error('MFE_ADMIN_VARIANT_ROUTES needs MFE_ADMIN_VARIANT_DIST, or the variant replaces dist');

const adminConfig = defineAppConfig({
  name: 'admin',
  dir: import.meta.dirname,
  title: 'Nivasa admin pages (standalone)',
  routes: variantRoutes ?? './src/app/routes.ts',
});

export default (...args: Parameters<typeof adminConfig>) => {
  const config = adminConfig(...args);
  if (variantDist) config.output = { ...config.output, path: path.resolve(variantDist) };
  return config;
};
