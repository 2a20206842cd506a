import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/ui/Markdown';
import fixture from '../fixtures/xss-filter-evasion.json';

/** What Markdown produces: the only elements and attributes allowed to survive. */
const MARKDOWN_ELEMENTS = new Set('a blockquote br code del em h1 h2 h3 h4 h5 h6 hr img li ol p pre strong table tbody td th thead tr ul'.split(' '));
const MARKDOWN_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'start', 'rel']);

/** Everything in the rendered HTML that could run code or style the page; empty when safe. */
function executableOrStyling(html: string): string[] {
  const found: string[] = [];
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!MARKDOWN_ELEMENTS.has(tag)) found.push(`element <${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      if (!MARKDOWN_ATTRIBUTES.has(attr.name)) found.push(`attribute ${attr.name} on <${tag}>`);
      if (attr.name === 'href' || attr.name === 'src') {
        let url: URL;
        try {
          url = new URL(attr.value, 'https://gantavya.example/blog/a');
        } catch {
          found.push(`unparsable ${attr.name} ${attr.value}`);
          continue;
        }
        const imageData = tag === 'img' && attr.name === 'src' && /^data:image\//i.test(attr.value);
        if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) && !imageData) found.push(`${attr.name}=${attr.value}`);
      }
    }
  }
  return found;
}

describe('Markdown sanitising against the OWASP XSS Filter Evasion Cheat Sheet', () => {
  it("the fixture holds the cheat sheet's payloads, with their source", () => {
    expect(fixture.source).toMatch(/OWASP .*XSS Filter Evasion Cheat Sheet/);
    expect(fixture.payloads.length).toBeGreaterThan(150);
  });

  const contexts: Array<[string, (p: string) => string]> = [
    ['as written', (p) => p],
    ['as a link target', (p) => `[click](${p})`],
    ['as an image source', (p) => `![picture](${p})`],
  ];
  it.each(contexts)('V1.3.5 V1.3.1 no payload leaves anything executable or styling when placed %s', (_where, place) => {
    const survivors: string[] = [];
    for (const { section, payload } of fixture.payloads) {
      const problems = executableOrStyling(renderMarkdown(place(payload)));
      if (problems.length) survivors.push(`${section}: ${JSON.stringify(payload).slice(0, 80)} -> ${problems.join('; ')}`);
    }
    expect(survivors).toEqual([]);
  });
});

describe('Markdown keeps what Markdown makes, and only that', () => {
  it('headings, emphasis, lists, quotes, code, tables, strikethrough, links and images survive', () => {
    const html = renderMarkdown(
      '## Visa\n\nSome *soft*, **bold** and ~~old~~ text.\n\n3. three\n4. four\n\n> quoted\n\n```js\nlet a = 1;\n```\n\n| a | b |\n|:-:|---|\n| 1 | 2 |\n\n[home](/) ![logo](/logo.png "Logo")\n\n---',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const tag of ['h2', 'em', 'strong', 'del', 'ol', 'li', 'blockquote', 'pre', 'code', 'table', 'thead', 'tbody', 'th', 'td', 'a', 'img', 'hr']) {
      expect(doc.querySelector(tag), tag).not.toBeNull();
    }
    expect(doc.querySelector('ol')!.getAttribute('start')).toBe('3');
    expect(doc.querySelector('img')!.getAttribute('title')).toBe('Logo');
    expect(executableOrStyling(html)).toEqual([]);
  });

  it('V3.4.5 links to other sites get rel="noopener noreferrer"; links within the site do not need it', () => {
    const doc = new DOMParser().parseFromString(
      renderMarkdown(
        '[out](https://other.example/page) [in](/consultancies) [mail](mailto:info@gantavya.example) <a href="https://other.example" rel="opener" target="_blank">raw</a>',
      ),
      'text/html',
    );
    const [out, inside, mail, raw] = Array.from(doc.querySelectorAll('a'));
    expect(out!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside!.hasAttribute('rel')).toBe(false);
    expect(mail!.hasAttribute('rel')).toBe(false);
    expect(raw!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(raw!.hasAttribute('target')).toBe(false);
  });

  it.each([
    ['a style attribute', '<p style="position:fixed;inset:0">cover</p>', '[style]'],
    ['a <style> element', '<style>body{display:none}</style>text', 'style'],
    ['a class', '<p class="sc-admin-banner">fake</p>', '[class]'],
    ['a form and its inputs', '<form action="https://evil.example"><input name="password"><button>Go</button></form>', 'form, input, button'],
    ["an id (clobbering the page's own elements)", '<img id="root" src="/x.png">', '[id]'],
    ['a name', '<a name="config" href="/">x</a>', '[name]'],
    ['a task-list checkbox', '- [x] done', 'input'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['inline SVG', '<svg><circle r="5"/></svg>', 'svg'],
  ])('V1.3.5 removes %s', (_what, source, selector) => {
    const html = renderMarkdown(source);
    expect(new DOMParser().parseFromString(html, 'text/html').querySelector(selector)).toBeNull();
    expect(executableOrStyling(html)).toEqual([]);
  });
});
