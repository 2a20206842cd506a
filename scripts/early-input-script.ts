import type { Plugin } from 'vite';
import { EARLY_INPUT_SCRIPT } from '../src/app/earlyInput.ts';

/**
 * The early-input holder as the first script of the page's head (src/app/earlyInput.ts): a tap made
 * after the page paints but before any of its code has arrived is held and shows it was taken. The
 * server allows it by its hash (server/inline-scripts.ts reads the built template).
 */
export function earlyInputScript(): Plugin {
  return {
    name: 'gantavya:early-input-script',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</title><!--/head-->', `</title><!--/head-->\n    <script>${EARLY_INPUT_SCRIPT}</script>`),
    },
  };
}
