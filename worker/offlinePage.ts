/** The page the service worker answers with when a page cannot be loaded and no copy of it was kept. */

export const OFFLINE_HEADING = 'You are offline';
export const OFFLINE_MESSAGE = 'The connection is gone, and this page was not saved on this device. It will open once you are back online.';
export const OFFLINE_SAVED_HEADING = 'Pages you can read offline';
export const OFFLINE_NONE_SAVED = 'No pages are saved on this device yet: pages you open while online are kept for reading offline.';
export const OFFLINE_RETRY = 'Try again';

export interface SavedPage {
  /** The page's path and query, on this site. */
  path: string;
  title: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The text of a kept page's title element (entities as written), or null. */
export function titleOf(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match) return null;
  const title = match[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
  return title || null;
}

/**
 * The offline page: what happened, a way to try again (a link to the address asked for), and links to the
 * pages kept on this device. No script: it works with nothing else loaded.
 */
export function offlinePageHtml({ path, saved, siteName, themeColor }: { path: string; saved: SavedPage[]; siteName: string; themeColor: string }): string {
  const list = saved.length
    ? `<ul>${saved.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`).join('')}</ul>`
    : `<p>${OFFLINE_NONE_SAVED}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${themeColor}" />
<meta name="robots" content="noindex" />
<title>${OFFLINE_HEADING} | ${escapeHtml(siteName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;background:#f8fafc;color:#111827;line-height:1.5}
header{background:#fff;border-bottom:1px solid #d1d5db;padding:1rem}
header a{font-weight:800;font-size:1.375rem;color:#083b68;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem;overflow-wrap:anywhere}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
a{color:${themeColor}}
li{margin:.5rem 0}
.retry{display:inline-block;padding:.625rem 1rem;border-radius:.5rem;background:${themeColor};color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<header><a href="/">${escapeHtml(siteName)}</a></header>
<main>
<h1>${OFFLINE_HEADING}</h1>
<p role="status">${OFFLINE_MESSAGE}</p>
<p><a class="retry" href="${escapeHtml(path)}">${OFFLINE_RETRY}</a></p>
<h2>${OFFLINE_SAVED_HEADING}</h2>
${list}
</main>
</body>
</html>`;
}
