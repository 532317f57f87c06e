import { join } from 'node:path';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';
import { readDependencies, sharedSingletons } from './shared-singletons';

describe('sharedSingletons', () => {
  it("shares React, jotai, styled-components, TanStack Query and the workspace modules once, at the app's versions", () => {
    const dependencies = readDependencies(join(REPO_ROOT, 'shell'));
    const shared = sharedSingletons(dependencies) as Record<string, { singleton?: boolean; requiredVersion?: string | false }>;
    expect(shared.react).toEqual({ singleton: true, requiredVersion: dependencies.react });
    expect(shared['react-dom/client']).toEqual({ singleton: true, requiredVersion: dependencies['react-dom'] });
    expect(shared.jotai).toEqual({ singleton: true, requiredVersion: dependencies.jotai });
    // Bundled by its one user, a shared module itself, so only what it uses ships.
    expect(shared['jotai/utils']).toBeUndefined();
    expect(shared['@tanstack/react-query']?.singleton).toBe(true);
    expect(shared['@nivasa/ui/router']?.singleton).toBe(true);
    // The router and antd go only through @nivasa/ui's modules.
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared.antd).toBeUndefined();
  });

  it('makes eager only the modules it is given, and refuses one that is not shared', () => {
    const dependencies = readDependencies(join(REPO_ROOT, 'shell'));
    const shared = sharedSingletons(dependencies, ['react', '@nivasa/ui/router']) as Record<
      string,
      { eager?: boolean; singleton?: boolean }
    >;
    expect(shared.react).toEqual({ singleton: true, requiredVersion: dependencies.react, eager: true });
    expect(shared['@nivasa/ui/router']).toMatchObject({ singleton: true, strictVersion: true, eager: true });
    expect(shared['react-dom'].eager).toBeUndefined();
    expect(() => sharedSingletons(dependencies, ['antd'])).toThrow('Not shared, so they cannot be eager: antd.');
  });
});
