// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED_BLOGS } from '../../server/db/seed-data';
import { blogInputSchema } from '../../src/domain/blog';

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** The text after the "Official sources" heading, up to the next heading or the end. */
function sourcesSection(body: string): string | null {
  const m = /^## Official sources\s*$/m.exec(body);
  if (!m) return null;
  const rest = body.slice(m.index + m[0].length);
  const next = rest.search(/^## /m);
  return next === -1 ? rest : rest.slice(0, next);
}

describe('seeded blog articles', () => {
  it('there are at least six, one on each topic the site promises', () => {
    expect(SEED_BLOGS.length).toBeGreaterThanOrEqual(6);
    const titles = SEED_BLOGS.map((b) => b.title).join(' | ');
    for (const topic of [/NOC/, /licensed consultancy/i, /funds/i, /IELTS or PTE/, /statement of purpose/i, /pre-departure/i]) expect(titles).toMatch(topic);
  });

  it.each(SEED_BLOGS.map((b) => [b.slug, b] as const))('%s has 600 to 1,200 words', (_slug, b) => {
    const n = words(b.body);
    expect(n).toBeGreaterThanOrEqual(600);
    expect(n).toBeLessThanOrEqual(1200);
  });

  it.each(SEED_BLOGS.map((b) => [b.slug, b] as const))(
    '%s ends with a list of official sources with at least one https link (each fact it embeds carries its own month)',
    (_slug, b) => {
      const sources = sourcesSection(b.body);
      expect(sources).not.toBeNull();
      expect(sources).toMatch(/https:\/\/[^\s>)]+/);
    },
  );

  it.each(SEED_BLOGS.map((b) => [b.slug, b] as const))('%s is valid blog input and marked as sample content by its author', (_slug, b) => {
    expect(blogInputSchema.safeParse(b).success).toBe(true);
    expect(b.author).toMatch(/\(sample\)/);
  });

  it('slugs are unique', () => {
    expect(new Set(SEED_BLOGS.map((b) => b.slug)).size).toBe(SEED_BLOGS.length);
  });
});
