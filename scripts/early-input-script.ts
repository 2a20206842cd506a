import { minifySync, type Plugin } from 'vite';
import { EARLY_INPUT_SCRIPT } from '../src/app/earlyInput.ts';
import { EARLY_MENU_SCRIPT } from '../src/app/earlyMenu.ts';
import { EARLY_SEARCH_SCRIPT } from '../src/app/earlySearch.ts';
import { PAGE_SCRIPTS_RELEASE_SCRIPT } from '../src/app/pageScripts.ts';

/**
 * A script as the page carries it: minified (names shortened, spaces and comments gone), since these
 * bytes come before the page's content and hold back its first paint on a slow connection.
 */
export function minifyInlineScript(source: string): string {
  const { code, errors } = minifySync('inline.js', source, { compress: true, mangle: true });
  if (errors.length) throw new Error(`the inline script does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}

/**
 * The early-input holder as the first element of the page's body, before its content (src/app/earlyInput.ts;
 * inline, so it waits for no download, and not in the head, which holds no classic script): a tap made
 * after the page paints but before any of its code has arrived is held and shows it was taken. The
 * server allows it by its hash (server/inline-scripts.ts reads the built template). Beside it, the script
 * that releases the page's modulepreload links once the page has painted (src/app/pageScripts.ts), for
 * the same reason: it waits for no download. Before the holder, the mobile menu's stand-in (src/app/earlyMenu.ts)
 * and the search's (src/app/earlySearch.ts), which answer a press on the menu toggle or on Search at once,
 * before their code has arrived.
 */
export function earlyInputScript(): Plugin {
  return {
    name: 'gantavya:early-input-script',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '<body>',
          `<body>\n    ${[EARLY_MENU_SCRIPT, EARLY_SEARCH_SCRIPT, EARLY_INPUT_SCRIPT, PAGE_SCRIPTS_RELEASE_SCRIPT].map((script) => `<script>${minifyInlineScript(script)}</script>`).join('')}`,
        ),
    },
  };
}
