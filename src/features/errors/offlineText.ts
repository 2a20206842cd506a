/** What the page being read says when a link on it cannot open its page because the connection is gone. */
export const OFFLINE_KEPT_MESSAGE =
  'You are offline, so that page cannot open yet. You can keep reading this one; the page you asked for opens when the connection is back.';
