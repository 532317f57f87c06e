import path from 'node:path';
import { rspack } from '@rspack/core';
import { SITE_TEXT } from '../services/contracts/src/messages';
import { defineAppConfig } from '../rspack.config.base';

const shellConfig = defineAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  title: SITE_TEXT.title,
  prerenderedFrame: './src/app/prerendered.tsx',
  runtimePlugins: [path.join(import.meta.dirname, 'src/features/remotes/runtime/remote-fallback-plugin.ts')],
});

export default (...args: Parameters<typeof shellConfig>) => {
  const config = shellConfig(...args);
  // The shell is always served from the site's root, and its index.html answers deep routes too
  // (/reset-password/<token>): its scripts must load from /, not relative to the page's path.
  config.output = { ...config.output, publicPath: '/' };
  // Static pages served as they are: auth-callback.html, where the identity provider's popup lands.
  config.plugins = [...(config.plugins ?? []), new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })];
  return config;
};
