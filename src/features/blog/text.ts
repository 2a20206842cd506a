/** The blog's and an article page's own texts (an article's title, excerpt, body and tags are the team's: its Nepali version, where it has one, on Nepali pages). */
export const BLOG_TEXT = {
  lead: /*i18n*/ { id: 'blog.text.lead', message: 'Guides and stories about studying abroad, from our counsellors.' },
  loading: /*i18n*/ { id: 'blog.text.loading', message: 'Loading articles…' },
  loadFailed: /*i18n*/ { id: 'blog.text.loadFailed', message: 'We could not load the articles.' },
  empty: /*i18n*/ { id: 'blog.text.empty', message: 'No articles have been published yet. Please come back soon.' },
  list: /*i18n*/ { id: 'blog.text.list', message: 'Articles' },
  pages: /*i18n*/ { id: 'blog.text.pages', message: 'Blog pages' },
  tryAgain: /*i18n*/ { id: 'blog.text.tryAgain', message: 'Try again' },
  /** An article's line under its title: its author, its date (<0/>) and its reading time. */
  byline: /*i18n*/ { id: 'blog.text.byline', message: 'By {author} · <0/> · {minutes} min read' },
  notFound: /*i18n*/ { id: 'blog.text.notFound', message: 'This article does not exist or has not been published.' },
  backToBlog: /*i18n*/ { id: 'blog.text.backToBlog', message: 'Back to the blog' },
  loadingArticle: /*i18n*/ { id: 'blog.text.loadingArticle', message: 'Loading article…' },
  loadingTheArticle: /*i18n*/ { id: 'blog.text.loadingTheArticle', message: 'Loading the article…' },
  articleFailed: /*i18n*/ { id: 'blog.text.articleFailed', message: 'We could not load this article.' },
  coverAlt: /*i18n*/ { id: 'blog.text.coverAlt', message: 'Cover image for {title}' },
  tags: /*i18n*/ { id: 'blog.text.tags', message: 'Tags:' },
  allArticles: /*i18n*/ { id: 'blog.text.allArticles', message: 'All articles' },
  /** On a Nepali page, above the English text of an article that has no Nepali version. */
  notWrittenInNepali: /*i18n*/ { id: 'blog.text.notWrittenInNepali', message: 'This article is not yet written in Nepali: it is shown in English.' },
};
