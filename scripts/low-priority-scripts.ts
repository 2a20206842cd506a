import type { Plugin } from 'vite';

/**
 * The app's module scripts at low fetch priority. Every public page arrives rendered, so its content
 * (text, the first cover image) needs none of the JavaScript to paint: the scripts that hydrate it
 * load beside it without taking bandwidth from it. The server writes the page's modulepreload links
 * at the same priority (src/entry-server.tsx).
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
