import { createContext, useContext } from 'react';

/**
 * True while the server draws a page's first screen (src/app/server-rendered.tsx). A part whose
 * code loads lazily once the page shows (the desktop's filter form) is left out there, as the
 * browser's first render leaves it out, whether or not the server has loaded that code before.
 */
export const ServerRenderContext = createContext(false);

export const useServerRender = (): boolean => useContext(ServerRenderContext);
