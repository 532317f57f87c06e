/** The remotes the shell composes, and the pages each one must expose. */
export const REMOTE_NAMES = ['public', 'account', 'admin'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemotePageKeys {
  public: 'home' | 'about' | 'terms' | 'privacy';
  account: 'myAccount' | 'editDetails';
  admin: 'dashboardHome';
}

/**
 * What each remote's exposed `./pages` module must export. The component type is
 * left to the front ends so that this package stays free of React.
 */
export interface RemotePagesModule<R extends RemoteName, Component> {
  pages: Record<RemotePageKeys[R], Component>;
}

/** Served by the shell at /remotes.json: remote name to its mf-manifest.json URL. */
export type RemotesMap = Record<RemoteName, string>;
