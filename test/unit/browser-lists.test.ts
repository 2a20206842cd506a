// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { storedItemsFrom } from '../../machines/stored-list/stored-list.view';
import { COMPARE_TRAY } from '../../src/common/compare/compareShell';
import { SHORTLIST } from '../../src/common/shortlist/shortlistShell';
import { compareRequestFrom } from '../../src/common/compareIds';
import { paths } from '../../src/config/routes';

describe('a stored compare tray or shortlist is read defensively', () => {
  it.each([
    ['not a list', { a: 1 }],
    ['a string', 'hello'],
    ['null', null],
  ])('%s gives an empty tray', (_what, value) => {
    expect(storedItemsFrom(value, COMPARE_TRAY)).toEqual([]);
    expect(storedItemsFrom(value, SHORTLIST)).toEqual([]);
  });

  it('keeps only well-formed items, each once, at most the limit (a tray stored without kinds reads as consultancies)', () => {
    const stored = [
      { id: 1, name: 'Alpha' },
      { id: 1, name: 'Alpha again' },
      { id: -2, name: 'Negative' },
      { id: 2.5, name: 'Fraction' },
      { id: 3, name: '   ' },
      { id: 4 },
      null,
      { id: 5, name: 'Five', extra: '<script>' },
      { id: 6, name: 'Six' },
      { id: 7, name: 'Seven' },
      { id: 8, name: 'Eight' },
    ];
    expect(storedItemsFrom(stored, COMPARE_TRAY)).toEqual([
      { kind: 'consultancy', id: 1, name: 'Alpha' },
      { kind: 'consultancy', id: 5, name: 'Five' },
      { kind: 'consultancy', id: 6, name: 'Six' },
      { kind: 'consultancy', id: 7, name: 'Seven' },
    ]);
    // A list of several kinds needs the kind: without it an item is not read.
    expect(storedItemsFrom(stored, SHORTLIST)).toEqual([]);
  });

  it('tells shortlist items apart by kind and id, and drops unknown kinds', () => {
    const stored = [
      { kind: 'consultancy', id: 1, name: 'Alpha' },
      { kind: 'university', id: 1, name: 'Uni' },
      { kind: 'consultancy', id: 1, name: 'Alpha twice' },
      { kind: 'scholarship', id: 2, name: 'Unknown kind' },
    ];
    expect(storedItemsFrom(stored, SHORTLIST)).toEqual([
      { kind: 'consultancy', id: 1, name: 'Alpha' },
      { kind: 'university', id: 1, name: 'Uni' },
    ]);
    expect(storedItemsFrom(stored, { ...SHORTLIST, max: 1 })).toHaveLength(1);
  });
});

describe('the compare link (?ids=…)', () => {
  it('reads positive whole ids, each once, the first four, and counts what it left out', () => {
    expect(compareRequestFrom('?ids=3,1,3,x,-4,0,2,9,10')).toEqual({ ids: [3, 1, 2, 9], unreadable: 3, beyondLimit: 1 });
    expect(compareRequestFrom('?ids=')).toEqual({ ids: [], unreadable: 0, beyondLimit: 0 });
    expect(compareRequestFrom('')).toEqual({ ids: [], unreadable: 0, beyondLimit: 0 });
    expect(compareRequestFrom('?ids=99999999999')).toEqual({ ids: [], unreadable: 1, beyondLimit: 0 });
  });

  it('is built from the tray in its order, and read back to the same ids', () => {
    const href = paths.compare([12, 4, 7]);
    expect(href).toBe('/compare?ids=12,4,7');
    expect(compareRequestFrom(href.slice(href.indexOf('?'))).ids).toEqual([12, 4, 7]);
  });
});
