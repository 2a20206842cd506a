import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import styled from 'styled-components';

/**
 * The elements and attributes Markdown (with GitHub's tables and strikethrough) produces, and
 * nothing else: raw HTML in an article cannot add scripts, event handlers, styles (style, class,
 * <style>), forms, inputs, frames, SVG, ids or names (which could clobber the page's own).
 */
export const MARKDOWN_TAGS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];
export const MARKDOWN_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'start'];
/** Links and images may use these schemes, or be relative. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;
let dom: (Window & typeof globalThis) | null = typeof window === 'undefined' ? null : window;

/** The server has no DOM of its own: it gives one (jsdom's) to the same DOMPurify, hook and options as the browser's. */
export function setMarkdownWindow(w: Window & typeof globalThis) {
  dom = w;
  purifier = null;
}

/** A DOMPurify of its own (its hooks touch no other user), made on first use. */
function markdownPurifier() {
  if (purifier) return purifier;
  const win = dom;
  if (!win) throw new Error('Markdown needs a DOM to sanitise with (setMarkdownWindow on the server).');
  purifier = DOMPurify(win);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    let url: URL;
    try {
      url = new URL(node.getAttribute('href')!, win.document.baseURI);
    } catch {
      node.removeAttribute('href');
      return;
    }
    // A link to another site gets neither a handle on this page nor its address.
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== win.location.origin) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Markdown to HTML, sanitised to what Markdown itself produces; links to other sites get rel="noopener noreferrer".
 * `inline` renders one line's inline Markdown (emphasis, links) without a paragraph around it.
 */
export function renderMarkdown(source: string, { inline = false }: { inline?: boolean } = {}): string {
  const html = (inline ? marked.parseInline(source, { async: false, gfm: true }) : marked.parse(source, { async: false, gfm: true, breaks: false })) as string;
  return markdownPurifier().sanitize(html, {
    ALLOWED_TAGS: MARKDOWN_TAGS,
    // rel is not allowed from the source: only the hook above sets it.
    ALLOWED_ATTR: MARKDOWN_ATTRIBUTES,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

const Prose = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** HTML that renderMarkdown made (sanitised), in the Markdown's styles. */
export function MarkdownHtml({ html }: { html: string }) {
  return <Prose data-part="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The one Markdown renderer: the public blog article and the admin editor's preview both use it,
 * so the preview renders exactly as the article does.
 */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <MarkdownHtml html={html} />;
}
