import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page whose code is fetched on its first render, or earlier through `preload`. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A remote's page, loaded lazily like React.lazy, with a `preload` the shell calls for the page
 * a visit lands on: its chunks then download beside the shell's own instead of after them.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= load());
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
