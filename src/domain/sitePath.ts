/**
 * A request's URL as a path on this site, safe to put in a link: parsed as a browser parses it (so
 * `//host/...` and `/\host/...` lose the host they would name), then with leading slashes and
 * backslashes folded to one, so the result can never be read as another site's address.
 */
export function sitePathOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return '/';
  }
  return `/${`${parsed.pathname}${parsed.search}`.replace(/^[/\\]+/, '')}`;
}
