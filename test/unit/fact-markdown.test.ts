import { describe, expect, it } from 'vitest';
import { expandFacts, factMarkdown, factValueText, MISSING_FACT } from '../../src/common/facts/factMarkdown';
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
    const out = expandFacts('See {{fact k}} and {{fact gone}}.', (key) => (key === 'k' ? sneaky : undefined));
    expect(out).toContain('\\[click\\]\\(javascript:alert\\(1\\)\\) \\<b\\>x\\</b\\> \\*y\\*');
    expect(out).toContain(`and ${MISSING_FACT}.`);
  });
});
