// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { DEFAULT_COVER, DEFAULT_LOGO } from '../../src/data/consultancy-images';
import { consultancySchema } from '../../src/domain/consultancy';
import { NEPAL_PHONE_RE } from '../../src/domain/common';
import { SAMPLE_PHONE } from '../../src/domain/directory';

describe('the built-in consultancy directory', () => {
  it('has about 90 records (85 to 95)', () => {
    expect(CONSULTANCIES.length).toBeGreaterThanOrEqual(85);
    expect(CONSULTANCIES.length).toBeLessThanOrEqual(95);
  });

  it('every record matches the consultancy schema', () => {
    for (const c of CONSULTANCIES) {
      const result = consultancySchema.safeParse(c);
      expect(result.success, `record ${c.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it('ratings lie between 3.6 and 4.8, and both ends occur', () => {
    const ratings = CONSULTANCIES.map((c) => c.rating);
    expect(Math.min(...ratings)).toBe(3.6);
    expect(Math.max(...ratings)).toBe(4.8);
  });

  it('ids are unique and specializations non-empty', () => {
    expect(new Set(CONSULTANCIES.map((c) => c.id)).size).toBe(CONSULTANCIES.length);
    for (const c of CONSULTANCIES) expect(c.specializations.length).toBeGreaterThan(0);
  });

  it('some names repeat (branches in other cities)', () => {
    const names = CONSULTANCIES.map((c) => c.name);
    expect(new Set(names).size).toBeLessThan(names.length);
  });

  it('a good share carries the optional fields', () => {
    const share = (pick: (c: (typeof CONSULTANCIES)[number]) => unknown) => CONSULTANCIES.filter((c) => pick(c) !== undefined).length / CONSULTANCIES.length;
    for (const field of ['established', 'districtsCovered', 'testPreparation', 'branches', 'highlights', 'socialMedia', 'mission', 'vision'] as const) {
      expect(
        share((c) => c[field]),
        field,
      ).toBeGreaterThan(0.1);
    }
  });

  it('is sample data: every record says so, e-mail and web addresses on the reserved .example domain, images local', () => {
    for (const c of CONSULTANCIES) {
      expect(c.sample).toBe(true);
      expect(c.email).toMatch(/@[a-z0-9-]+\.example$/);
      expect(c.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(c.logo.startsWith('/images/')).toBe(true);
      expect(c.coverImage.startsWith('/images/')).toBe(true);
    }
  });

  it('every logo and cover, and both defaults, is a file under public/', () => {
    const files = new Set([DEFAULT_LOGO, DEFAULT_COVER, ...CONSULTANCIES.flatMap((c) => [c.logo, c.coverImage])]);
    for (const f of files) expect(existsSync(`public${f}`), f).toBe(true);
  });

  it('no sample record has a phone number in a real format, branches included (it could ring a real person)', () => {
    for (const c of CONSULTANCIES) {
      for (const phone of [c.phone, ...(c.branches ?? []).map((b) => b.phone)]) {
        expect(phone).toBe(SAMPLE_PHONE);
        expect(NEPAL_PHONE_RE.test(phone.replace(/[\s-]/g, '')), phone).toBe(false);
        expect(phone).not.toMatch(/\d/);
      }
    }
  });
});
