/**
 * What the page says while a page or a part of it waits for its code: loading, the connection gone, a
 * failure. In the first catalog (lingui.config.ts), which every page loads before it renders, since these
 * show when nothing more can arrive. Tests read the English from `.message`.
 */
export const LOADING_TEXT = {
  /**
   * A page's code on its way (for screen readers): where the page goes (a spinner), or while the page
   * being read stays on screen (a bar along the top).
   */
  page: /*i18n*/ { id: 'loading.page', message: 'Loading page…' },
  tryAgain: /*i18n*/ { id: 'loading.tryAgain', message: 'Try again' },
  /** In place of a page whose code could not arrive because the connection is gone: the page opens when it is back. */
  offline: /*i18n*/ {
    id: 'loading.offline',
    message: 'You are offline. This page opens when the connection is back.',
  },
  /** Over the page being read, when a link on it cannot open its page because the connection is gone. */
  offlineKept: /*i18n*/ {
    id: 'loading.offlineKept',
    message: 'You are offline. Keep reading this page; the one you asked for opens when the connection is back.',
  },
  stay: /*i18n*/ { id: 'loading.stay', message: 'Stay on this page' },
  /** A page whose code failed to load even after a reload. */
  failedHeading: /*i18n*/ { id: 'loading.failed.heading', message: 'This page could not be loaded' },
  failedBody: /*i18n*/ { id: 'loading.failed.body', message: 'Check your connection and try again.' },
  /** A part of the page (a header widget) whose code failed to load while the connection is up (then failedBody). */
  widgetFailed: /*i18n*/ { id: 'loading.widgetFailed', message: 'Part of this page could not be loaded.' },
};
