import { beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/api/client';
import { DESTINATIONS, EXAMS } from '../../src/domain/catalog';
import { DESTINATION_DETAILS } from '../../src/data/destinations';
import { EXAM_DETAILS } from '../../src/data/exams';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { toDirectoryEntry } from '../../src/domain/directory';
import type { Consultancy } from '../../src/domain/consultancy';
import { browseDirectory, type DirectoryQuery } from '../../src/domain/directoryQuery';
import { renderApp, loadPageCode, PAGE_CODE_WAIT_MS } from '../helpers/renderApp';
import { loadI18n } from '../../src/app/i18n';
import { failEveryAttempt } from '../helpers/remoteFailures';
import { METHOD_NAME } from '../../src/features/info/HowWeVerifyPage';
import { LICENCE_CHECK_METHOD_NAMES, LICENCE_CHECK_METHODS } from '../../src/domain/licence';
import { LICENSING_AUTHORITY_TEXT } from '../../src/data/licensing';
import { licenceAuthorityFact } from '../../src/data/licensing';

// The pages' code is in before any test waits for what a page shows.
beforeAll(
  () =>
    loadPageCode('/', '/destinations/australia', '/destinations/canada', '/destinations/uk', '/important-links', '/privacy', '/scholarships', '/exam/ielts'),
  PAGE_CODE_WAIT_MS,
);

/** The database's directory: the seeded records but the first, plus one an admin added. */
const PUBLISHED: Consultancy[] = [
  ...CONSULTANCIES.slice(1),
  { ...CONSULTANCIES[0], id: 700, name: 'Admin Added Education', rating: 4.9, verified: true, testPreparation: ['IELTS', 'GMAT'], sample: false },
];
vi.mock('../../src/api/directory', () => ({ fetchPublishedDirectory: vi.fn(async () => PUBLISHED.map(toDirectoryEntry)) }));

const api = vi.hoisted(() => ({
  universities: { list: vi.fn(), get: vi.fn() },
  courses: { list: vi.fn(), get: vi.fn() },
  blogs: { list: vi.fn(), get: vi.fn() },
  consultancies: { list: vi.fn(), get: vi.fn() },
}));
const consultancyList = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../src/api/consultancies', () => ({ consultanciesApi: api.consultancies, consultancyListApi: consultancyList }));
vi.mock('../../src/api/universities', () => ({ universitiesApi: api.universities }));
vi.mock('../../src/api/courses', () => ({ coursesApi: api.courses }));
vi.mock('../../src/api/blogs', () => ({ blogsApi: api.blogs }));
// The fact, rate and settings reads fail as when the server cannot be reached: pages keep their built-in copy.
vi.mock('../../src/api/facts', async () => {
  const { ApiError } = await import('../../src/api/client');
  const unreachable = () => Promise.reject(new ApiError('The server cannot be reached.', null, 'NETWORK'));
  return { factsApi: { forPage: unreachable }, ratesApi: { get: unreachable }, settingsApi: { get: unreachable } };
});

const empty = { items: [], total: 0, page: 1, limit: 6 };
const h1 = () => within(screen.getByRole('main')).findByRole('heading', { level: 1 });

beforeEach(() => {
  consultancyList.get.mockReset().mockImplementation(async (query: DirectoryQuery) => browseDirectory(PUBLISHED, query));
  for (const r of Object.values(api)) {
    r.list.mockReset().mockResolvedValue(empty);
    r.get.mockReset();
  }
});

describe('destination pages', () => {
  it.each(DESTINATIONS)(
    '/destinations/%s: visa steps, funds, work rights, intakes, costs with NPR, English tests, each fact dated and sourced',
    async (slug) => {
      const d = DESTINATION_DETAILS[slug];
      renderApp(`/destinations/${slug}`);
      expect(await h1()).toHaveTextContent(`Study in ${d.country}`);
      await waitFor(() => expect(document.title).toBe(`Study in ${d.country} | Gantavya`));
      for (const name of [/Why students choose/, /The student visa/, 'Work rights', 'Intakes', 'Typical costs', 'English test requirements']) {
        expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      }
      expect(screen.getByRole('heading', { level: 3, name: 'Funds' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Health cover' })).toBeInTheDocument();
      const table = screen.getByRole('table');
      expect(within(table).getAllByText(/\(about NPR [\d.]+ lakh/).length).toBeGreaterThan(0);
      const notes = document.querySelectorAll('[data-part="source-note"]');
      expect(notes.length).toBeGreaterThanOrEqual(5);
      for (const n of notes) {
        expect(n.textContent).toMatch(/^As of (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} · Source:/);
        expect(n.querySelector('a')?.getAttribute('href')).toMatch(/^https:\/\//);
      }
    },
  );

  it('lists universities and courses there from the API, filtered by the country', async () => {
    api.universities.list.mockResolvedValue({ items: [{ id: 3, name: 'Sample University of Toronto', city: 'Toronto' }], total: 1, page: 1, limit: 6 });
    renderApp('/destinations/canada');
    expect(await screen.findByRole('link', { name: 'Sample University of Toronto' })).toHaveAttribute('href', '/universities?id=3');
    expect(api.universities.list).toHaveBeenCalledWith(expect.objectContaining({ country: 'Canada' }), expect.anything());
    expect(api.courses.list).toHaveBeenCalledWith(expect.objectContaining({ country: 'Canada' }), expect.anything());
    expect(await screen.findByText(/No courses in Canada are listed yet/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the universities cannot load, after the automatic retries (they have no built-in copy)', async () => {
    failEveryAttempt(api.universities.list, new ApiError('Cannot reach the server.', null, 'NETWORK'));
    const user = userEvent.setup();
    renderApp('/destinations/uk');
    const alert = await screen.findByRole('alert', {});
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No universities in UK are listed yet/)).toBeInTheDocument();
  });

  it("lists the directory consultancies that specialise in it (the database's records and ids), linking to their pages, with the licence reminder", async () => {
    renderApp('/destinations/australia');
    await h1();
    const list = await screen.findByRole('list', { name: 'Consultancies for Australia' });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveTextContent('Admin Added Education'); // verified, best rated
    expect(links[0]).toHaveAttribute('href', '/consultancies/700');
    // Each row's rating is the one visitors see: a real record without reviews says so (its typed 4.9 is never shown); a sample's is labelled.
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('No reviews yet');
    expect(rows[0]).not.toHaveTextContent('4.9');
    expect(within(rows[1]).getByRole('img', { name: /^Rated \d\.\d out of 5 \(sample rating, invented\)$/ })).toHaveTextContent(/^★ \d\.\d sample$/);
    for (const a of links) {
      const id = Number(a.getAttribute('href')!.split('/').pop());
      expect(id).not.toBe(CONSULTANCIES[0].id);
      expect(PUBLISHED.find((c) => c.id === id)?.specializations).toContain('Australia');
    }
    expect(screen.getByRole('complementary', { name: "Check the consultancy's licence" })).toHaveTextContent('Ministry of Education, Science and Technology');
  });

  it('the one fallback rule: when the server cannot give the directory (5xx after the automatic retries), the built-in directory lists them under a note', async () => {
    failEveryAttempt(consultancyList.get, new ApiError('The server answered 500.', 500, 'INTERNAL'));
    renderApp('/destinations/australia');
    await h1();
    const list = await screen.findByRole('list', { name: 'Consultancies for Australia' });
    const names = within(list)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).not.toContain('Admin Added Education');
    for (const name of names) expect(CONSULTANCIES.find((c) => c.name === name)?.specializations).toContain('Australia');
    expect(screen.getByText(/built-in directory because the server cannot be reached/)).toBeInTheDocument();
  });
});

describe('exam pages', () => {
  it.each(EXAMS)('/exam/%s: purpose, sections and timing, scores, how to sit it from Nepal, preparers', async (slug) => {
    const e = EXAM_DETAILS[slug];
    renderApp(`/exam/${slug}`);
    expect(await h1()).toHaveTextContent(`${e.name} exam guide`);
    for (const name of ['What it is for', 'Sections and timing', 'Scores', 'Taking it from Nepal', `Consultancies that prepare for ${e.name}`]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/As of \w+ \d{4} · Source:/).length).toBeGreaterThan(0);
    const preparers = PUBLISHED.filter((c) => c.testPreparation?.includes(e.name));
    if (preparers.length) {
      const links = within(await screen.findByRole('list', { name: `Consultancies preparing for ${e.name}` })).getAllByRole('link');
      expect(links.length).toBe(Math.min(9, preparers.length));
      for (const a of links) expect(preparers.map((c) => `/consultancies/${c.id}`)).toContain(a.getAttribute('href'));
    } else {
      expect(await screen.findByText(`No consultancy in our directory lists ${e.name} preparation yet.`)).toBeInTheDocument();
    }
  });
});

describe('home page', () => {
  it('hero search opens the header search modal; destinations, exams, verified consultancies, latest articles, how it works and a booking call to action', async () => {
    api.blogs.list.mockResolvedValue({
      items: [{ id: 9, title: 'Five things before your visa interview', author: 'Anita', publishedAt: '2026-01-02T00:00:00Z', body: 'text' }],
      total: 1,
      page: 1,
      limit: 3,
    });
    const user = userEvent.setup();
    // Real listings whose licences the team checked (the sample records never are).
    const licensed = CONSULTANCIES.slice(0, 6).map((c, i) => ({ ...c, id: 800 + i, sample: false, verified: true }));
    api.consultancies.list.mockResolvedValue({ items: licensed, total: 6, page: 1, limit: 6 });
    renderApp('/');
    expect(await h1()).toHaveTextContent('Study abroad with confidence');
    expect(within(screen.getByRole('list', { name: 'Destinations' })).getAllByRole('link')).toHaveLength(5);
    expect(within(screen.getByRole('list', { name: 'Exams' })).getAllByRole('link')).toHaveLength(7);
    const top = within(await screen.findByRole('list', { name: 'Top-rated verified consultancies' })).getAllByRole('listitem');
    expect(top).toHaveLength(6);
    for (const item of top) expect(item).toHaveTextContent('Licence checked');
    expect(await screen.findByRole('link', { name: /Five things before your visa interview/ })).toHaveAttribute('href', '/blog/9');
    expect(screen.getByRole('heading', { name: 'How the free consultation works' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /free consultation/i }).some((a) => a.getAttribute('href') === '/consultation')).toBe(true);
    await user.click(screen.getByRole('button', { name: /^Search consultancies/ }));
    expect(await screen.findByRole('dialog', {})).toBeInTheDocument();
  });

  it.each([
    ['cannot be reached', new ApiError('Cannot reach the server.', null, 'NETWORK')],
    ['answers 5xx', new ApiError('The server answered 503.', 503, 'UNAVAILABLE')],
  ])(
    'the one fallback rule: when the server %s (after the automatic retries), the top consultancies are the built-in verified ones (none: sample records are never verified), under a note',
    async (_case, error) => {
      failEveryAttempt(api.consultancies.list, error);
      renderApp('/');
      expect(await screen.findByText('No verified consultancies yet.')).toBeInTheDocument();
      expect(CONSULTANCIES.filter((c) => c.verified)).toEqual([]);
      expect(screen.queryByRole('list', { name: 'Top-rated verified consultancies' })).not.toBeInTheDocument();
      expect(screen.getByText(/built-in directory because the server cannot be reached/)).toBeInTheDocument();
    },
  );

  it('the one fallback rule: a refusal (4xx) of the top consultancies shows the error, never the built-in list', async () => {
    api.consultancies.list.mockRejectedValueOnce(new ApiError('The request was refused.', 400, 'VALIDATION_FAILED'));
    renderApp('/');
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('We could not load the consultancies. The request was refused.');
    expect(screen.queryByRole('list', { name: 'Top-rated verified consultancies' })).not.toBeInTheDocument();
  });

  it('the latest articles show an error with a retry after the automatic retries (articles have no built-in copy)', async () => {
    failEveryAttempt(api.blogs.list, new ApiError('down', 500, 'INTERNAL'));
    const user = userEvent.setup();
    renderApp('/');
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('We could not load the latest articles.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No articles yet/)).toBeInTheDocument();
  });

  it("on the Nepali home page the feeds' failure, their retry, the built-in list's note and the empty articles are in Nepali", async () => {
    failEveryAttempt(api.blogs.list, new ApiError('down', 500, 'INTERNAL'));
    failEveryAttempt(api.consultancies.list, new ApiError('Cannot reach the server.', null, 'NETWORK'));
    const user = userEvent.setup();
    renderApp('/ne/', await loadI18n('ne', null));
    expect(await screen.findByText('अहिले सर्भरसम्म पुग्न नसकिएकाले हाम्रो आफ्नै भित्री सूची देखाइएको छ।', { exact: false })).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('पछिल्ला लेखहरू खोल्न सकिएन।');
    await user.click(within(alert).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    const empty = await screen.findByText(/अहिलेसम्म कुनै लेख छैन।/);
    expect(within(empty).getByRole('link', { name: 'धेरैले सोध्ने प्रश्न' })).toHaveAttribute('href', '/ne/faqs');
  });
});

describe('information pages', () => {
  it('how we verify names the ways of checking as the admin and the badges do, and the built-in record of who licenses has its Nepali text', () => {
    for (const m of LICENCE_CHECK_METHODS) expect(METHOD_NAME[m].message).toBe(LICENCE_CHECK_METHOD_NAMES[m]);
    expect(licenceAuthorityFact().value).toEqual({ kind: 'text', text: LICENSING_AUTHORITY_TEXT.message });
  });

  it.each([
    ['/services', 'Our Services'],
    ['/test-preparation', 'Test preparation'],
    ['/visa-assistance', 'Visa assistance'],
    ['/career-counseling', 'Career counselling'],
    ['/terms', 'Terms of Use'],
    ['/privacy', 'Privacy Policy'],
    ['/how-we-verify', 'How we verify consultancies'],
    ['/important-links', 'Important Links'],
    ['/scholarships', 'Scholarships'],
    ['/advertise', 'Advertise with Us'],
    ['/featured', 'Featured'],
    ['/events', 'Events'],
    ['/contact', 'Contact Us'],
  ])('%s has its own h1 "%s", title and meta description', async (path, title) => {
    renderApp(path);
    expect(await h1()).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${title} | Gantavya`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(40);
  });

  it('important links are grouped and include the ministry and its NOC portal', async () => {
    renderApp('/important-links');
    await h1();
    for (const g of ['Nepal government', 'Student visas', 'English and admission tests', 'Official study portals']) {
      expect(screen.getByRole('heading', { level: 2, name: g })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /MoEST No Objection Certificate/ })).toHaveAttribute('href', 'https://noc.moest.gov.np');
  });

  it('the privacy policy says what the booking form collects and why', async () => {
    renderApp('/privacy');
    await h1();
    expect(screen.getByRole('heading', { name: 'What the booking form collects and why' })).toBeInTheDocument();
    for (const f of ['Full name, e-mail and phone number', 'Preferred destination and study level', 'Preferred date'])
      expect(screen.getByText(f)).toBeInTheDocument();
    expect(screen.getByText(/session storage/)).toBeInTheDocument();
  });

  it('scholarships each carry an as-of date and an official link', async () => {
    renderApp('/scholarships');
    await h1();
    const cards = within(screen.getByRole('list', { name: 'Scholarships' })).getAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(5);
    for (const c of cards) expect(c).toHaveTextContent(/As of \w+ \d{4} · Source:/);
  });
});
