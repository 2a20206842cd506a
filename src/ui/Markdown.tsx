import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import styled from 'styled-components';

export const SANITIZE_OPTIONS = { USE_PROFILES: { html: true } };

let sanitizer: Pick<typeof DOMPurify, 'sanitize'> = DOMPurify;

/** The server has no DOM of its own: it gives DOMPurify one (the same library and options as the browser). */
export function setSanitizer(purifier: Pick<typeof DOMPurify, 'sanitize'>) {
  sanitizer = purifier;
}

/** Markdown to HTML, then sanitized: no script, no event handler attribute, no javascript: URL. */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: false }) as string;
  return sanitizer.sanitize(html, SANITIZE_OPTIONS);
}

const Prose = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;
  img { max-width: 100%; height: auto; }
  pre { overflow-x: auto; padding: ${({ theme }) => theme.space.md}; background: ${({ theme }) => theme.colors.background}; border-radius: ${({ theme }) => theme.radii.md}; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid ${({ theme }) => theme.colors.border}; padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; }
  blockquote { margin: 0; padding-left: ${({ theme }) => theme.space.md}; border-left: 4px solid ${({ theme }) => theme.colors.border}; color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * The one Markdown renderer: the public blog article and the admin editor's preview both use it,
 * so the preview renders exactly as the article does.
 */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <Prose data-part="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
