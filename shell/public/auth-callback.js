// The identity provider sends this popup back to auth-callback.html with #id_token=…&state=….
// Hand that to the Nivasa page that opened it (same origin only; it checks the state), then close.
// A file of its own rather than inline: the Content-Security-Policy runs no inline script.
(function () {
  var hash = window.location.hash;
  // Keep the token out of this window's history.
  history.replaceState(null, '', window.location.pathname);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage({ type: 'nivasa:oidc', hash: hash }, window.location.origin);
    window.close();
  } else {
    document.getElementById('status').textContent =
      'This sign-in window lost track of the Nivasa page that opened it. Close it and try again.';
  }
})();
