import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMatcher } from '../../src/search/matcher';
import { plainMatch, searchMatch, type Searchable } from '../../src/search/rule';
import { hasDevanagari, soundKey, withSoundKey } from '../../src/domain/soundKey';
import { CONSULTANCIES } from '../../src/data/consultancies';

const OPERATORS = [
  ' ',
  '|',
  '\\|',
  "'",
  '"',
  '=',
  '!',
  '^',
  '$',
  '\\',
  '"$',
  '\'"',
  '!^',
  '^"',
  '" ',
  ' "',
  '\u0000',
  '\u001f',
  '.',
  '*',
  '(',
  ')',
  '[',
  ']',
  '+',
  '?',
  '{',
  '}',
];
const NON_ASCII = ['नेपाल', 'काठमाडौं', 'é', 'ß', 'İ', 'ﬃ', '日本', '한국', 'Ü', '😀'];

/** Text made of letters, operators, quotes, spaces and non-ASCII pieces, short and long. */
const piece = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 3, arbitrary: fc.constantFrom(...OPERATORS) },
  { weight: 2, arbitrary: fc.constantFrom(...NON_ASCII) },
  { weight: 2, arbitrary: fc.constantFrom('Aus', 'tra', 'lia', 'Kath', 'mandu', 'USA', 'uk', 'New Zealand', 'Edu', 'a', 'e') },
);
const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
const longText = fc.array(piece, { minLength: 10, maxLength: 30 }).map((parts) => parts.join(''));
const record = fc.record({
  name: text,
  location: text,
  specializations: fc.array(text, { maxLength: 4 }),
});

describe('the fuse-backed matcher keeps the exact rule (property)', () => {
  it('equals a plain lower-case includes() over generated records and queries, same records, same order', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 25 }), fc.array(fc.oneof(text, longText), { minLength: 1, maxLength: 8 }), (records, queries) => {
        const match = createMatcher(records);
        for (const q of queries) {
          // Queries are often taken from the records themselves, so matches are common.
          expect(match(q)).toEqual(plainMatch(records, q));
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('equals the rule for substrings cut from the records (hits, not only misses)', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 20 }), fc.nat(), fc.nat(), fc.nat(), (records, i, a, b) => {
        const r = records[i % records.length];
        const source = [r.name, r.location, ...r.specializations][a % (2 + r.specializations.length)];
        const start = source.length ? b % source.length : 0;
        const q = source.slice(start, start + 1 + (a % 40));
        expect(createMatcher(records)(q)).toEqual(plainMatch(records, q));
      }),
      { numRuns: 1500 },
    );
  });

  it('a text that spans two fields (end of one, start of the next) matches only where one field holds it', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 20 }), fc.nat(), fc.nat(), fc.nat(), (records, i, a, b) => {
        const r = records[i % records.length];
        const fields = [r.name, r.location, ...r.specializations];
        const k = a % (fields.length - 1);
        const q = fields[k].slice(-1 - (b % 6)) + fields[k + 1].slice(0, 1 + (a % 6));
        expect(createMatcher(records)(q)).toEqual(plainMatch(records, q));
      }),
      { numRuns: 1500 },
    );
  });

  it('on the shipped directory, for every prefix of every name, location and specialization', () => {
    const match = createMatcher(CONSULTANCIES);
    const fields = new Set(CONSULTANCIES.flatMap((c) => [c.name, c.location, ...c.specializations]));
    for (const f of fields) {
      for (let n = 1; n <= f.length; n++) {
        const q = f.slice(0, n);
        expect(match(q)).toEqual(plainMatch(CONSULTANCIES, q));
        expect(match(q.toUpperCase())).toEqual(plainMatch(CONSULTANCIES, q.toUpperCase()));
      }
    }
  });
});

describe('search in both scripts keeps the exact rule for Latin text (property)', () => {
  const keyed = fc.array(record, { maxLength: 25 }).map((rs) => rs.map(withSoundKey));
  const latinOnly = (t: string) => !hasDevanagari(t);

  it('text without Devanagari finds exactly what the plain rule finds, in order, whatever the records hold', () => {
    fc.assert(
      fc.property(keyed, fc.array(fc.oneof(text, longText).filter(latinOnly), { minLength: 1, maxLength: 8 }), (records, queries) => {
        const match = createMatcher(records);
        for (const q of queries) {
          expect(searchMatch(records, q)).toEqual(plainMatch(records, q));
          expect(match(q)).toEqual(plainMatch(records, q));
        }
      }),
      { numRuns: 800 },
    );
  });

  it('the fuse-backed matcher returns what the two-script rule returns, for any text', () => {
    fc.assert(
      fc.property(
        keyed,
        fc.array(fc.oneof(text, longText, fc.constantFrom(...NON_ASCII, 'काठमाडौं', 'ललितपुर', 'का')), { minLength: 1, maxLength: 8 }),
        (records, queries) => {
          const match = createMatcher(records);
          for (const q of queries) expect(match(q)).toEqual(searchMatch(records, q));
        },
      ),
      { numRuns: 800 },
    );
  });

  it('text with Devanagari finds every record the plain rule finds, and each extra one holds its sound key', () => {
    fc.assert(
      fc.property(keyed, fc.oneof(text, fc.constantFrom('काठमाडौं', 'नेपाल', 'पोखरा')).filter(hasDevanagari), (records, q) => {
        const found = searchMatch(records, q);
        const plain = plainMatch(records, q);
        expect(plain.every((r) => found.includes(r))).toBe(true);
        for (const r of found) if (!plain.includes(r)) expect(r.soundKey).toContain(soundKey(q));
      }),
      { numRuns: 800 },
    );
  });
});

describe('search input validation', () => {
  const records: Searchable[] = [{ name: 'Alpha', location: 'Kathmandu', specializations: ['Australia'] }];
  it('empty or whitespace-only text produces no suggestions', () => {
    const match = createMatcher(records);
    for (const blank of ['', ' ', '   ', '\t', '\n ']) expect(match(blank)).toEqual([]);
  });
  it('the text is trimmed and matched case-insensitively on name, location or specialization', () => {
    const match = createMatcher(records);
    expect(match('  alpha ')).toEqual(records);
    expect(match('KATHMANDU')).toEqual(records);
    expect(match('austral')).toEqual(records);
    expect(match('canada')).toEqual([]);
  });
  it('a query longer than 32 characters matches only real substrings (no Bitap false positives)', () => {
    const long = [{ name: 'Himalayan Pathways Education Consultancy Kathmandu', location: 'X', specializations: ['Y'] }];
    const match = createMatcher(long);
    expect(match('Himalayan Pathways Education Consultancy Kathmandx')).toEqual([]);
    expect(match('Himalayan Pathways Education Consultancy Kathmandu')).toEqual(long);
  });
  it('operators and spaces are taken literally', () => {
    const rs = [
      { name: 'A | B', location: 'x', specializations: ['y'] },
      { name: 'A B', location: 'x', specializations: ['y'] },
      { name: "=!^$'", location: 'x', specializations: ['y'] },
    ];
    const match = createMatcher(rs);
    expect(match('A | B')).toEqual([rs[0]]);
    expect(match('a b')).toEqual([rs[1]]);
    expect(match("!^$'")).toEqual([rs[2]]);
    expect(match('B A')).toEqual([]);
  });
});
