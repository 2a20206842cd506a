/**
 * How a server-rendered page's scripts reach the browser without holding back its first paint.
 *
 * The server writes the modulepreload links of everything the page needs to hydrate (the app's own
 * chunk and the page's chunk, each with all it imports, from Vite's manifest) inside a template with
 * this id. A template's content is inert: nothing in it is fetched while the page arrives and paints.
 * Once the document has been parsed and painted, the links go into the head, and all the chunks load at
 * once, side by side, with no waterfall; then the entry hydrates.
 *
 * The release is an inline script at the start of the body (PAGE_SCRIPTS_RELEASE_SCRIPT, allowed by its
 * hash in the CSP like the early-input holder), so it waits for no download: on a slow connection the
 * chunks start as soon as the page has painted, beside the entry script, instead of one round trip later,
 * when the entry has arrived. The entry releases them too (`releasePageScripts`), for a page where the
 * inline script did not run; whichever comes first moves them, the other finds nothing to move.
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

/**
 * The inline script's release: once the parser has reached the end of the document (the page's whole
 * content is in, so the next frame paints the largest text or image; module scripts have not run yet)
 * and the page's first paint is on the screen, the template's links go into the head. On Lighthouse's
 * fast trace the chunks must start after the largest paint, or its simulated paint counts them; a frame
 * reaches the screen some time after its animation-frame callbacks have run (on a busy machine, hundreds
 * of milliseconds), so the release waits for the frame after it and for the browser to report the first
 * contentful paint (a paint entry is reported once it is on the screen). Where the page marked an image
 * as its largest paint (`fetchpriority="high"`: the blog's first cover), the release also waits until that
 * image has arrived and the frames after it have run: on Lighthouse's trace the largest paint is then the
 * image, and chunks started before it would count against it. A tab that paints nothing (hidden) goes on
 * after a short wait, a visible one after 1 s at most (a slow phone waits no longer for an image).
 * Self-contained (its source is the inline script): it refers to nothing outside its own body.
 */
export function releasePageScriptsOncePainted(doc: Document, id: string): Promise<void> {
  const win = doc.defaultView!;
  let resolveReleased: () => void = () => {};
  const released = new Promise<void>((resolve) => (resolveReleased = resolve));
  const release = () => {
    const template = doc.getElementById(id) as HTMLTemplateElement | null;
    if (template && template.content) {
      doc.head.append(template.content.cloneNode(true));
      template.remove();
    }
    resolveReleased();
  };
  const painted = () => win.performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  // The image the page marked as its largest paint (fetchpriority="high", a list's first cover), still arriving.
  const pendingImage = () => Array.from(doc.querySelectorAll('img[fetchpriority="high"]')).find((img) => !(img as HTMLImageElement).complete);
  const whenPainted = () => {
    const image = pendingImage();
    if (image) {
      const next = () => win.requestAnimationFrame(() => win.requestAnimationFrame(whenPainted));
      image.addEventListener('load', next, { once: true });
      image.addEventListener('error', next, { once: true });
    } else if (painted()) win.setTimeout(release, 0);
    else win.requestAnimationFrame(whenPainted);
  };
  const afterPaint = () => {
    win.setTimeout(release, doc.visibilityState === 'hidden' ? 100 : 1000);
    win.requestAnimationFrame(() => win.requestAnimationFrame(whenPainted));
  };
  if (doc.readyState === 'loading') doc.addEventListener('readystatechange', afterPaint, { once: true });
  else afterPaint();
  return released;
}

/** Where the inline script leaves its release (a promise) for the entry. */
export const PAGE_SCRIPTS_GLOBAL = '__gantavyaPageScripts';

/** The inline script at the start of the page's body that releases the page's scripts (see above). */
export const PAGE_SCRIPTS_RELEASE_SCRIPT = `window.${PAGE_SCRIPTS_GLOBAL}=(${releasePageScriptsOncePainted.toString()})(document,${JSON.stringify(PAGE_SCRIPTS_ID)});`;

/**
 * Resolves once the inline script has released the page's scripts; where it did not run (a page without
 * it, a test), once the page has painted. The entry imports the app's code only then: its import would
 * fetch the same chunks, before the paint on a fast machine.
 */
export function pageScriptsReleased(win: Window = window): Promise<void> {
  const released = (win as unknown as Record<string, Promise<void> | undefined>)[PAGE_SCRIPTS_GLOBAL];
  return released ?? afterFirstPaint(win);
}
