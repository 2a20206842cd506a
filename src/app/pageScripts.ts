/**
 * How a server-rendered page's scripts reach the browser without holding back its first paint.
 *
 * The server writes the modulepreload links of everything the page needs to hydrate (the app's own
 * chunk and the page's chunk, each with all it imports, from Vite's manifest) inside a template with
 * this id. A template's content is inert: nothing in it is fetched while the page arrives and paints.
 * Once the page has painted, the entry puts the links into the head, and all the chunks load at once,
 * side by side, with no waterfall; then it hydrates.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * Resolves once the browser has painted the page: in the task after the next animation frame. A tab
 * that paints no frames (one opened in the background) goes on after a short wait instead.
 */
export function afterFirstPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, 100);
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}

/** Moves the page's modulepreload links from their template into the head, where they start loading. */
export function releasePageScripts(doc: Document = document): number {
  const template = doc.getElementById(PAGE_SCRIPTS_ID);
  if (!(template instanceof doc.defaultView!.HTMLTemplateElement)) return 0;
  const links = template.content.querySelectorAll('link[rel="modulepreload"]').length;
  doc.head.append(template.content.cloneNode(true));
  template.remove();
  return links;
}
