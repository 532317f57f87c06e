// Development only (`rspack serve`): offers the shell's React Refresh runtime to the remotes.
// It is the runtime that saw the page's React renderer register, so it is the only one that can
// refresh components, the remotes' included.
import * as reactRefreshRuntime from 'react-refresh/runtime';

globalThis.__NIVASA_REACT_REFRESH_RUNTIME__ = reactRefreshRuntime;
