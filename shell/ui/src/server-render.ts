import { createContext, useContext } from 'react';

/**
 * True while a remote's server draws a page's first screen (its src/app/server-rendered.tsx). A
 * part whose code loads lazily once the page shows (search's desktop filter form, the admin
 * queue's antd table) is left out there, as the browser's first render leaves it out, whether or
 * not the server has loaded that code before.
 */
export const ServerRenderContext = createContext(false);

export const useServerRender = (): boolean => useContext(ServerRenderContext);
