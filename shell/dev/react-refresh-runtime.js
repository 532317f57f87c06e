// Development only (`rspack serve`): what a remote gets for 'react-refresh/runtime'. Inside the
// shell it is the shell's runtime (see offer-react-refresh.js); on the remote's own page, its own.
module.exports = globalThis.__NIVASA_REACT_REFRESH_RUNTIME__ ?? require('react-refresh/runtime.js');
