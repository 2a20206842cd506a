import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/api/client';
import type { University } from '../../src/domain/university';
import type { Course } from '../../src/domain/course';
import type { Blog } from '../../src/domain/blog';
import { renderPage } from '../helpers/renderPage';
import { failEveryAttempt } from '../helpers/remoteFailures';

const api = vi.hoisted(() => ({
  universities: { list: vi.fn(), get: vi.fn() },
  courses: { list: vi.fn(), get: vi.fn() },
  blogs: { list: vi.fn(), get: vi.fn() },
}));
vi.mock('../../src/api/universities', () => ({ universitiesApi: api.universities }));
vi.mock('../../src/api/courses', () => ({ coursesApi: api.courses }));
vi.mock('../../src/api/blogs', () => ({ blogsApi: api.blogs }));

const { default: UniversitiesPage } = await import('../../src/features/universities/UniversitiesPage');
const { default: CoursesPage } = await import('../../src/features/courses/CoursesPage');
const { default: BlogListPage } = await import('../../src/features/blog/BlogListPage');
const { default: BlogArticlePage } = await import('../../src/features/blog/BlogArticlePage');
const { LatestArticles } = await import('../../src/features/home/HomeFeeds');
const { Route } = await import('wouter');

const uni = (id: number, name: string): University => ({
  id,
  name,
  country: 'Australia',
  city: 'Sydney',
  logo: '',
  website: 'https://www.example.edu',
  ranking: 19,
  tuition: { min: 30000, max: 45000, currency: 'AUD' },
  intakes: ['February', 'July'],
  levels: ['Bachelor', 'Master'],
  description: `${name} is a sample university.`,
  scholarshipsAvailable: true,
});
const course = (id: number, title: string): Course => ({
  id,
  title,
  level: 'Master',
  field: 'Information Technology',
  universityId: 1,
  duration: '2 years',
  tuition: { amount: 40000, currency: 'AUD', per: 'year' },
  intakes: ['February'],
  englishRequirements: { ielts: 6.5, pte: 58, toefl: null },
  description: 'A sample course.',
});
const blog = (id: number, title: string, extra: Partial<Blog> = {}): Blog => ({
  id,
  slug: `post-${id}`,
  title,
  excerpt: `About ${title}`,
  body: 'word '.repeat(400) + '\n\n## Section\n\n<script>alert(1)</script><img src=x onerror="alert(1)">',
  coverImage: '',
  author: 'Anita Gurung',
  tags: ['visa'],
  status: 'published',
  publishedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  ...extra,
});
const page = <T,>(items: T[], total = items.length, p = 1, limit = 12) => ({ items, total, page: p, limit });
const never = () => new Promise(() => {});

beforeEach(() => {
  for (const r of Object.values(api)) {
    r.list.mockReset();
    r.get.mockReset();
  }
});

describe('universities (/universities)', () => {
  it('shows a loading state, then the list with its count', async () => {
    let release!: (v: unknown) => void;
    api.universities.list.mockReturnValue(new Promise((r) => (release = r)));
    renderPage(<UniversitiesPage />, '/universities');
    expect(screen.getByRole('heading', { level: 1, name: 'Universities' })).toBeInTheDocument();
    expect(screen.getByText('Loading universities…')).toBeInTheDocument();
    release(page([uni(1, 'Sample University of Sydney'), uni(2, 'Sample Harbour University')], 2));
    expect(await screen.findByText('2 universities')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Universities' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getAllByText(/AUD 30,000–45,000 a year \(about NPR 28.8 lakh–43.2 lakh\)/)).toHaveLength(2);
  });

  it('filters by country and level and searches by text, sending them to the API and resetting the page', async () => {
    api.universities.list.mockResolvedValue(page([uni(1, 'A')], 30));
    const user = userEvent.setup();
    const { location } = renderPage(<UniversitiesPage />, '/universities?page=2');
    await screen.findByText('30 universities');
    expect(api.universities.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, limit: 12 }), expect.anything());
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await user.selectOptions(screen.getByLabelText('Level'), 'Master');
    await user.type(screen.getByLabelText('Search universities'), 'toronto{Enter}');
    await waitFor(() =>
      expect(api.universities.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ country: 'Canada', level: 'Master', q: 'toronto', page: 1 }),
        expect.anything(),
      ),
    );
    expect(location.history?.at(-1)).toBe('/universities?country=Canada&level=Master&q=toronto');
  });

  it('pages through results', async () => {
    api.universities.list.mockResolvedValue(page([uni(1, 'A')], 30));
    const user = userEvent.setup();
    renderPage(<UniversitiesPage />, '/universities');
    await screen.findByText('Page 1 of 3');
    // A link to the next page's address (it works before the script runs, and without it).
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/universities?page=2');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(api.universities.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), expect.anything());
  });

  it('sorts and filters by a tuition range in lakh of rupees, in a GET form to its own address, saying which rates compare currencies', async () => {
    api.universities.list.mockResolvedValue(page([uni(1, 'A')], 1));
    const user = userEvent.setup();
    const { location } = renderPage(<UniversitiesPage />, '/universities?tuitionMin=abc&sort=sideways');
    await screen.findByText('1 university');
    // What the address cannot mean is left out, never sent.
    expect(api.universities.list).toHaveBeenLastCalledWith(expect.not.objectContaining({ tuitionMin: expect.anything() }), expect.anything());
    expect(api.universities.list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name' }), expect.anything());
    const form = screen.getByRole('search', { name: 'Filter universities' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/universities');
    const from = screen.getByLabelText('Yearly tuition from (lakh NPR)');
    expect(from).toHaveAttribute('name', 'tuitionMin');
    expect(from).toHaveAccessibleDescription(/compared in rupees at Nepal Rastra Bank's rates of January 2026/);
    await user.type(from, '20');
    await user.type(screen.getByLabelText('Yearly tuition up to (lakh NPR)'), '35');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'tuition');
    await waitFor(() =>
      expect(api.universities.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'tuition', tuitionMin: 20, tuitionMax: 35, page: 1 }),
        expect.anything(),
      ),
    );
    const [path, query] = (location.history?.at(-1) ?? '').split('?');
    expect([path, Object.fromEntries(new URLSearchParams(query))]).toEqual(['/universities', { sort: 'tuition', tuitionMin: '20', tuitionMax: '35' }]);
  });

  it('shows an empty state with a way to clear the filters', async () => {
    api.universities.list.mockResolvedValue(page([], 0));
    renderPage(<UniversitiesPage />, '/universities?country=UK');
    expect(await screen.findByText(/No university matches these filters/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('after the automatic retries, shows the error with a "Try again" that loads again', async () => {
    failEveryAttempt(api.universities.list, new ApiError('The server answered 500.', 500, 'INTERNAL')).mockResolvedValueOnce(page([uni(1, 'A')]));
    const user = userEvent.setup();
    renderPage(<UniversitiesPage />, '/universities');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the universities. The server answered 500.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 university')).toBeInTheDocument();
  });

  it('a passing failure (a 503) is asked again on its own: the list shows without an error', async () => {
    api.universities.list.mockRejectedValueOnce(new ApiError('The server is busy.', 503, 'UNAVAILABLE')).mockResolvedValueOnce(page([uni(1, 'A')]));
    renderPage(<UniversitiesPage />, '/universities');
    expect(await screen.findByText('1 university')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.universities.list).toHaveBeenCalledTimes(2);
  });

  it('a refusal (a 4xx) is not asked again: the error shows after one request', async () => {
    api.universities.list.mockRejectedValueOnce(new ApiError('The filters are not valid.', 400, 'VALIDATION_FAILED'));
    renderPage(<UniversitiesPage />, '/universities');
    expect(await screen.findByRole('alert')).toHaveTextContent('The filters are not valid.');
    expect(api.universities.list).toHaveBeenCalledTimes(1);
  });

  it("an address the server refuses (a page number past its range) names the value and offers the list without the address's filters, not a retry", async () => {
    api.universities.list
      .mockRejectedValueOnce(new ApiError('Some fields need attention: page.', 400, 'VALIDATION_FAILED'))
      .mockResolvedValueOnce(page([uni(1, 'A')]));
    const user = userEvent.setup();
    const { location } = renderPage(<UniversitiesPage />, '/universities?page=99999999999999999999&country=UK');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the universities. Some fields need attention: page. Check the address.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(alert).getByRole('link', { name: "Show this page without the address's filters" }));
    expect(await screen.findByText('1 university')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/universities');
  });

  it('opens a linkable detail panel (?id=) with tuition, intakes and a link to its courses', async () => {
    api.universities.list.mockResolvedValue(page([uni(1, 'Sample University of Sydney')]));
    api.universities.get.mockResolvedValue(uni(1, 'Sample University of Sydney'));
    const user = userEvent.setup();
    const { location } = renderPage(<UniversitiesPage />, '/universities');
    await user.click(await screen.findByRole('button', { name: 'Details of Sample University of Sydney' }));
    await waitFor(() => expect(document.querySelector('[data-part="detail"] h2')).not.toBeNull());
    const detail = document.querySelector('[data-part="detail"]') as HTMLElement;
    const heading = within(detail).getByRole('heading', { level: 2, name: 'Sample University of Sydney' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(location.history?.at(-1)).toBe('/universities?id=1');
    expect(screen.getByText('February, July')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courses at Sample University of Sydney' })).toHaveAttribute('href', '/courses?universityId=1');
  });
});

describe('courses (/courses)', () => {
  it('lists courses with count and filters by field, level and country', async () => {
    api.courses.list.mockResolvedValue(page([course(1, 'Master of Information Technology')], 1));
    const user = userEvent.setup();
    renderPage(<CoursesPage />, '/courses');
    expect(await screen.findByText('1 course')).toBeInTheDocument();
    expect(screen.getByText(/AUD 40,000 a year \(about NPR 38.4 lakh\)/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Field'), 'Nursing');
    await user.selectOptions(screen.getByLabelText('Country'), 'UK');
    await waitFor(() =>
      expect(api.courses.list).toHaveBeenLastCalledWith(expect.objectContaining({ field: 'Nursing', country: 'UK', page: 1 }), expect.anything()),
    );
  });

  it('loading, empty and error-with-retry states', async () => {
    api.courses.list.mockReturnValueOnce(never());
    const first = renderPage(<CoursesPage />, '/courses');
    expect(screen.getByText('Loading courses…')).toBeInTheDocument();
    first.unmount();
    api.courses.list.mockResolvedValueOnce(page([], 0));
    const second = renderPage(<CoursesPage />, '/courses');
    expect(await screen.findByText(/No course matches these filters/)).toBeInTheDocument();
    second.unmount();
    failEveryAttempt(api.courses.list, new ApiError('Cannot reach the server.', null, 'NETWORK')).mockResolvedValueOnce(
      page([course(2, 'Bachelor of Nursing')]),
    );
    const user = userEvent.setup();
    renderPage(<CoursesPage />, '/courses');
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Bachelor of Nursing' })).toBeInTheDocument();
  });

  it('shows a course in a detail panel with English requirements', async () => {
    api.courses.list.mockResolvedValue(page([course(3, 'Master of Data Science')]));
    api.courses.get.mockResolvedValue(course(3, 'Master of Data Science'));
    renderPage(<CoursesPage />, '/courses?id=3');
    expect(await screen.findByText('IELTS 6.5 · PTE 58')).toBeInTheDocument();
  });
});

describe('blog (/blog and /blog/{id})', () => {
  it('lists published articles with cover, author, date and reading time, linking to each', async () => {
    api.blogs.list.mockResolvedValue(page([blog(5, 'Australia visa changes')], 1, 1, 9));
    renderPage(<BlogListPage />, '/blog');
    const link = await screen.findByRole('link', { name: 'Australia visa changes' });
    expect(link).toHaveAttribute('href', '/blog/5');
    const article = link.closest('article')!;
    expect(within(article).getByText(/By Anita Gurung/)).toHaveTextContent('By Anita Gurung · 5 March 2026 · 2 min read');
    expect(article.querySelector('img')).toHaveAttribute('src', '/images/default-cover.svg');
  });

  it('blog list: loading, empty and error with retry', async () => {
    api.blogs.list.mockReturnValueOnce(never());
    const a = renderPage(<BlogListPage />, '/blog');
    expect(screen.getByText('Loading articles…')).toBeInTheDocument();
    a.unmount();
    api.blogs.list.mockResolvedValueOnce(page([], 0));
    const b = renderPage(<BlogListPage />, '/blog');
    expect(await screen.findByText(/No articles have been published yet/)).toBeInTheDocument();
    b.unmount();
    failEveryAttempt(api.blogs.list, new ApiError('down', 503, 'UNAVAILABLE')).mockResolvedValueOnce(page([blog(1, 'Back again')]));
    const user = userEvent.setup();
    renderPage(<BlogListPage />, '/blog');
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('renders an article from sanitized Markdown with its title as the h1', async () => {
    api.blogs.get.mockResolvedValue(blog(5, 'Australia visa changes'));
    renderPage(<Route path="/blog/:id" component={BlogArticlePage} />, '/blog/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Australia visa changes' })).toBeInTheDocument();
    expect(api.blogs.get).toHaveBeenCalledWith('5', expect.anything());
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(document.querySelector('[data-part="markdown"] script')).toBeNull();
    expect(document.querySelector('[data-part="markdown"] img')?.getAttribute('onerror')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Australia visa changes \|/));
  });

  it('shows a not-found screen for an unknown or draft id, and for a malformed id without calling the API', async () => {
    api.blogs.get.mockRejectedValueOnce(new ApiError('Not found', 404, 'NOT_FOUND'));
    const a = renderPage(<Route path="/blog/:id" component={BlogArticlePage} />, '/blog/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    a.unmount();
    api.blogs.get.mockResolvedValueOnce(blog(6, 'Draft', { status: 'draft', publishedAt: null }));
    const b = renderPage(<Route path="/blog/:id" component={BlogArticlePage} />, '/blog/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    b.unmount();
    api.blogs.get.mockClear();
    renderPage(<Route path="/blog/:id" component={BlogArticlePage} />, '/blog/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(api.blogs.get).not.toHaveBeenCalled();
  });

  const NE = { title: 'भिसामा के फेरियो', excerpt: 'नयाँ नियम।', body: '## खण्ड\n\nनेपालीमा लेखिएको।' };

  it('on a Nepali page an article with a Nepali version shows it, not marked English; without one, the English marked lang="en" with a note', async () => {
    api.blogs.list.mockResolvedValue(page([blog(5, 'Australia visa changes', { ne: NE }), blog(6, 'English only')]));
    const list = renderPage(<BlogListPage />, '/blog', { locale: 'ne' });
    const translated = await screen.findByRole('link', { name: NE.title });
    expect(translated.closest('h2')).not.toHaveAttribute('lang');
    expect(within(translated.closest('article')!).getByText(NE.excerpt)).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'English only' }).closest('h2')).toHaveAttribute('lang', 'en');
    list.unmount();

    api.blogs.get.mockResolvedValueOnce(blog(5, 'Australia visa changes', { ne: NE }));
    const withNepali = renderPage(<Route path="/blog/:id" component={BlogArticlePage} />, '/blog/5', { locale: 'ne' });
    const h1 = await screen.findByRole('heading', { level: 1, name: NE.title });
    expect(h1).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: 'खण्ड' }).closest('[data-part="article-body"]')).not.toHaveAttribute('lang');
    expect(document.querySelector('[data-part="not-in-nepali"]')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${NE.title} \\|`)));
    withNepali.unmount();

    api.blogs.get.mockResolvedValueOnce(blog(6, 'English only'));
    renderPage(<Route path="/blog/:id" component={BlogArticlePage} />, '/blog/6', { locale: 'ne' });
    expect(await screen.findByRole('heading', { level: 1, name: 'English only' })).toHaveAttribute('lang', 'en');
    expect(document.querySelector('[data-part="article-body"]')).toHaveAttribute('lang', 'en');
    const note = document.querySelector('[data-part="not-in-nepali"]')!;
    expect(note).toHaveTextContent('This article is not yet written in Nepali');
    expect(note.closest('[lang="en"]')).toBeNull();
  });

  it("the home page's latest articles: on the Nepali home page an article's Nepali title when it has one; on the English one its English title", async () => {
    api.blogs.list.mockResolvedValue(page([blog(5, 'Australia visa changes', { ne: NE }), blog(6, 'English only')]));
    const ne = renderPage(<LatestArticles />, '/', { locale: 'ne' });
    expect(await screen.findByRole('link', { name: new RegExp(`^${NE.title}`) })).toHaveAttribute('href', '/blog/5');
    expect(screen.getByRole('link', { name: /^English only/ })).toHaveAttribute('href', '/blog/6');
    ne.unmount();
    renderPage(<LatestArticles />, '/');
    expect(await screen.findByRole('link', { name: /^Australia visa changes/ })).toBeInTheDocument();
    expect(screen.queryByText(NE.title)).toBeNull();
  });

  it('on an English page an article with a Nepali version shows its English, as before', async () => {
    api.blogs.get.mockResolvedValueOnce(blog(5, 'Australia visa changes', { ne: NE }));
    renderPage(<Route path="/blog/:id" component={BlogArticlePage} />, '/blog/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Australia visa changes' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(screen.queryByText(NE.title)).toBeNull();
    expect(document.querySelector('[data-part="not-in-nepali"]')).toBeNull();
  });

  it('an article that still fails after the automatic retries offers "Try again"', async () => {
    failEveryAttempt(api.blogs.get, new ApiError('down', 500, 'INTERNAL')).mockResolvedValueOnce(blog(7, 'Loaded on retry'));
    const user = userEvent.setup();
    renderPage(<Route path="/blog/:id" component={BlogArticlePage} />, '/blog/7');
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded on retry' })).toBeInTheDocument();
  });
});
