import type { Plugin } from 'vite';

/**
 * The app's module scripts at low fetch priority. Every public page arrives rendered, so its content
 * (text, the first cover image) needs none of the JavaScript to paint: the scripts that hydrate it
 * load beside it without taking bandwidth from it. The page's modulepreload links, which the server holds
 * until the page has painted (src/entry-server.tsx), keep a preload's own priority.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'gantavya:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"'),
    },
  };
}
