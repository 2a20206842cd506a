import { describe, expect, it } from 'vitest';
import { blogInputSchema, NEPALI_VERSION_INCOMPLETE } from '../../src/domain/blog';
import { articleText } from '../../src/domain/articleText';
import { fieldErrorsFrom } from '../../src/domain/fieldErrors';

const ENGLISH = {
  slug: 'noc-guide',
  title: 'The NOC',
  excerpt: 'What it is.',
  body: 'The portal asks for {{fact noc.documents}}.',
  coverImage: '',
  author: 'Editor',
  tags: [],
  status: 'published' as const,
};
const NE = { title: 'एनओसी', excerpt: 'यो के हो।', body: 'पोर्टलले {{fact noc.documents}} माग्छ।' };

const errorsOf = (value: unknown) => {
  const r = blogInputSchema.safeParse(value);
  return r.success ? {} : fieldErrorsFrom(r.error.issues);
};

describe("an article's Nepali version (blogInputSchema)", () => {
  it('is optional: an article without one, or with null, is valid', () => {
    expect(blogInputSchema.safeParse(ENGLISH).success).toBe(true);
    expect(blogInputSchema.parse({ ...ENGLISH, ne: null }).ne).toBeNull();
  });

  it('with its title, excerpt and body is valid, trimmed, with its fact markers kept', () => {
    const parsed = blogInputSchema.parse({ ...ENGLISH, ne: { title: `  ${NE.title} `, excerpt: NE.excerpt, body: `${NE.body}\n` } });
    expect(parsed.ne).toEqual(NE);
  });

  it('given in part is refused on each empty field with a message that says all three or none', () => {
    expect(errorsOf({ ...ENGLISH, ne: { title: NE.title, excerpt: '  ', body: '' } })).toEqual({
      'ne.excerpt': NEPALI_VERSION_INCOMPLETE,
      'ne.body': NEPALI_VERSION_INCOMPLETE,
    });
    expect(errorsOf({ ...ENGLISH, ne: { body: NE.body } })).toHaveProperty('ne.title');
  });

  it('has the English limits: a title over 200, an excerpt over 500, a body over 100,000 characters are refused', () => {
    expect(errorsOf({ ...ENGLISH, ne: { ...NE, title: 'क'.repeat(200) } })).toEqual({});
    expect(Object.keys(errorsOf({ ...ENGLISH, ne: { ...NE, title: 'क'.repeat(201) } }))).toEqual(['ne.title']);
    expect(Object.keys(errorsOf({ ...ENGLISH, ne: { ...NE, excerpt: 'क'.repeat(501) } }))).toEqual(['ne.excerpt']);
    expect(Object.keys(errorsOf({ ...ENGLISH, ne: { ...NE, body: 'क'.repeat(100_001) } }))).toEqual(['ne.body']);
  });
});

describe('articleText: the text a page shows', () => {
  it('on an English page, always the English', () => {
    expect(articleText({ ...ENGLISH, ne: NE }, 'en')).toEqual({ title: ENGLISH.title, excerpt: ENGLISH.excerpt, body: ENGLISH.body, lang: undefined });
  });
  it('on a Nepali page, the Nepali version when there is one (not marked), else the English marked lang="en"', () => {
    expect(articleText({ ...ENGLISH, ne: NE }, 'ne')).toEqual({ ...NE, lang: undefined });
    expect(articleText({ ...ENGLISH, ne: null }, 'ne')).toEqual({ title: ENGLISH.title, excerpt: ENGLISH.excerpt, body: ENGLISH.body, lang: 'en' });
    expect(articleText(ENGLISH, 'ne').lang).toBe('en');
  });
});
