import { describe, expect, it } from 'vitest';
import { expandFactsText, factMarkdown, factValueText, MISSING_FACT, renderFactMarkdown } from '../../src/common/facts/factMarkdown';
import type { FactInput } from '../../src/domain/fact';
import { factKeysIn, readableFactKeys } from '../../src/domain/factRefs';

const fact = (over: Partial<FactInput> = {}): FactInput => ({
  key: 'destination.australia.cost.living',
  page: '/destinations/australia',
  label: 'Living costs',
  value: { kind: 'money', min: 29_710, max: 29_710, currency: 'AUD', per: 'year' },
  checkedOn: '2025-07',
  sourceUrl: 'https://immi.homeaffairs.gov.au/visas',
  sourceName: 'Department of Home Affairs',
  ...over,
});

describe('{{fact KEY}} in Markdown', () => {
  it('finds each key once, in order, with spaces allowed inside the braces', () => {
    expect(factKeysIn('a {{fact x.y}} b {{ fact  z }} c {{fact x.y}}')).toEqual(['x.y', 'z']);
    expect(readableFactKeys('{{fact Bad_Key}} {{fact good.key}}')).toEqual(['good.key']);
  });

  it('renders an amount with its period, month and linked source', () => {
    expect(factValueText(fact())).toBe('AUD 29,710 a year');
    expect(factMarkdown(fact())).toBe('AUD 29,710 a year (as of July 2025, [Department of Home Affairs](https://immi.homeaffairs.gov.au/visas))');
  });

  it('a value cannot inject Markdown or HTML; an unknown key becomes a plain notice', () => {
    const sneaky = fact({ value: { kind: 'text', text: '[click](javascript:alert(1)) <b>x</b> *y*' } });
    const html = renderFactMarkdown('See {{fact k}} and {{fact gone}}.', (key) => (key === 'k' ? sneaky : undefined));
    const p = new DOMParser().parseFromString(html, 'text/html').body.querySelector('p')!;
    expect(p.querySelectorAll('b, em, script').length).toBe(0);
    expect(p.querySelector('[data-fact="k"]')?.textContent).toBe('[click](javascript:alert(1)) <b>x</b> *y* (as of July 2025, Department of Home Affairs)');
    expect([...p.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://immi.homeaffairs.gov.au/visas']);
    expect(p.textContent).toContain(`and ${MISSING_FACT}.`);
  });

  it("each fact is an element naming its key; the text's own HTML cannot make one", () => {
    const html = renderFactMarkdown('Funds: {{fact k}}. <span data-fact="forged">GBP 1</span> [a]({{fact k}} "{{fact k}}")', (key) =>
      key === 'k' ? fact() : undefined,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('[data-fact]')].map((e) => [e.getAttribute('data-fact'), e.textContent])).toEqual([
      ['k', 'AUD 29,710 a year (as of July 2025, Department of Home Affairs)'],
    ]);
    expect(doc.body.textContent).toContain('GBP 1');
  });

  it('as plain text (structured data), a fact keeps its month and names its source', () => {
    expect(expandFactsText('Live on {{fact k}}; {{fact gone}}.', (key) => (key === 'k' ? fact() : undefined))).toBe(
      `Live on AUD 29,710 a year (as of July 2025, Department of Home Affairs); ${MISSING_FACT}.`,
    );
  });
});
