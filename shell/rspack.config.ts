import path from 'node:path';
import { defineAppConfig } from '../rspack.config.base';

export default defineAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  title: 'Nivasa | Places to stay and homes across Sri Lanka',
  runtimePlugins: [path.join(import.meta.dirname, 'src/features/remotes/runtime/remote-fallback-plugin.ts')],
});
