import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { SITE_TEXT } from '../services/contracts/src/messages';
import { defineAppConfig } from '../rspack.config.base';
import { AntdStylesPlugin } from '../tools/src/build-plugins/antd-styles';
import { ShellPagesPlugin } from '../tools/src/build-plugins/shell-pages-plugin';
import { serviceWorkerConfig } from '../tools/src/build-plugins/service-worker';

const require = createRequire(import.meta.url);

/** The Sinhala and Tamil letters of Noto Sans, regular and semi-bold, as public/fonts/*.css name them. */
const FONT_FILES = (['sinhala', 'tamil'] as const).flatMap((script) =>
  [400, 600].map((weight) => ({
    from: require.resolve(`@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff2`),
    to: 'fonts/[name][ext]',
  })),
);

const shellConfig = defineAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  title: SITE_TEXT.title,
  prerenderedFrame: './src/app/prerendered.tsx',
  // The shared modules app/bootstrap.tsx imports, and those they import; the production build
  // fails, naming them, where the code and this list differ (StartupPreloadPlugin).
  startupShared: [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'jotai',
    'styled-components',
    '@tanstack/react-query',
    '@nivasa/session/api-client',
    '@nivasa/session/language',
    '@nivasa/session/query-client',
    '@nivasa/session/session-api',
    '@nivasa/session/session-refresh',
    '@nivasa/session/session-state',
    '@nivasa/session/session-storage',
    '@nivasa/ui/buttons',
    '@nivasa/ui/global-style',
    '@nivasa/ui/layout',
    '@nivasa/ui/loading-screen',
    '@nivasa/ui/places/place-combobox',
    '@nivasa/ui/router',
    '@nivasa/ui/spinner',
    '@nivasa/ui/theme',
  ],
  runtimePlugins: [path.join(import.meta.dirname, 'src/features/remotes/runtime/remote-fallback-plugin.ts')],
});

export default (...args: Parameters<typeof shellConfig>) => {
  const config = shellConfig(...args);
  config.name = 'shell';
  // The shell is always served from the site's root, and its index.html answers deep routes too
  // (/reset-password/<token>): its scripts must load from /, not relative to the page's path.
  config.output = { ...config.output, publicPath: '/' };
  // Static files served as they are: auth-callback.html, where the identity provider's popup lands,
  // and the Sinhala and Tamil fonts' stylesheets (public/fonts), with the font files they name.
  // and the installed app's icons (public/icons).
  config.plugins = [...(config.plugins ?? []), new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }, ...FONT_FILES] })];
  // The service worker, antd's stylesheets and the forms drawn with them are the production
  // build's: under `rspack serve` every file changes as it is edited.
  const [env = {}] = args;
  if (config.mode !== 'production' || env.RSPACK_SERVE) return config;
  config.plugins.push(
    new AntdStylesPlugin({ appDir: import.meta.dirname, module: './src/app/antd-styles.tsx' }),
    new ShellPagesPlugin({ appDir: import.meta.dirname, module: './src/app/prerendered-pages.tsx' }),
  );
  return [config, serviceWorkerConfig(import.meta.dirname)];
};
