import type { Blog } from './blog';

/** An article's title, excerpt and body as a page shows them (`locale`: the page's language, 'en' or 'ne'). */
export interface ArticleText {
  title: string;
  excerpt: string;
  body: string;
  /** `'en'` when the text is the English on a page in another language (an article with no Nepali version). */
  lang: 'en' | undefined;
}

/**
 * An article's text in a page's language: on a Nepali page its Nepali version when it has one, else the
 * English as the team wrote it, marked as English; on an English page always the English. No zod here:
 * the home page's feed reads it.
 */
export function articleText(b: Pick<Blog, 'title' | 'excerpt' | 'body' | 'ne'>, locale: string): ArticleText {
  if (locale === 'en') return { title: b.title, excerpt: b.excerpt, body: b.body, lang: undefined };
  if (b.ne) return { title: b.ne.title, excerpt: b.ne.excerpt, body: b.ne.body, lang: undefined };
  return { title: b.title, excerpt: b.excerpt, body: b.body, lang: 'en' };
}
