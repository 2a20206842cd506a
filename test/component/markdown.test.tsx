import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Markdown, renderMarkdown } from '../../src/ui/Markdown';
import { theme } from '../../src/ui/theme';

function show(source: string) {
  return render(
    <ThemeProvider theme={theme}>
      <Markdown source={source} />
    </ThemeProvider>,
  ).container;
}

describe('Markdown (blog articles and the admin preview, sanitized)', () => {
  it('renders headings, emphasis, lists and links', () => {
    const c = show('# Title\n\nSome *soft* and **bold** text.\n\n- one\n- two\n\n[Gantavya](https://gantavya.example)');
    expect(c.querySelector('h1')?.textContent).toBe('Title');
    expect(c.querySelector('em')?.textContent).toBe('soft');
    expect(c.querySelector('strong')?.textContent).toBe('bold');
    expect(c.querySelectorAll('li')).toHaveLength(2);
    expect(c.querySelector('a')?.getAttribute('href')).toBe('https://gantavya.example');
  });

  it('never lets a <script> tag reach the DOM', () => {
    const c = show('Hello\n\n<script>window.__pwned = true</script>\n\n<p>after</p>');
    expect(c.querySelector('script')).toBeNull();
    expect(c.innerHTML).not.toContain('__pwned');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(c.textContent).toContain('after');
  });

  it('never lets an onerror attribute (or any on* handler) reach the DOM', () => {
    const c = show('<img src="x" onerror="window.__pwned = true"> <a href="#" onclick="alert(1)">x</a>');
    const img = c.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.hasAttribute('onerror')).toBe(false);
    expect(c.querySelector('[onclick]')).toBeNull();
    expect(c.innerHTML).not.toMatch(/onerror|onclick/i);
  });

  it('drops javascript: URLs from Markdown links', () => {
    const html = renderMarkdown('[click](javascript:alert(1))');
    expect(html).not.toMatch(/javascript:/i);
  });
});
