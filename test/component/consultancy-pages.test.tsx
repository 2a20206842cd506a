import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/api/client';
import { licenceAuthorityFact } from '../../src/data/licensing';
import { consultanciesApi, consultancyListApi } from '../../src/api/consultancies';
import { reviewsApi } from '../../src/api/reviews';
import { NO_REVIEWS_YET } from '../../src/domain/review';
import { pages } from '../../src/app/pages';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { DEFAULT_COVER, DEFAULT_LOGO } from '../../src/data/consultancy-images';
import { branchCity, type Consultancy } from '../../src/domain/consultancy';
import {
  CATEGORY_FILTERS,
  CONSULTANCY_PAGE_SIZE,
  browseDirectory,
  directoryQueryFrom,
  offersCategoryService,
  type DirectoryQuery,
} from '../../src/domain/directoryQuery';
import { plainMatch } from '../../src/search/rule';
import { SAMPLE_LABEL, SAMPLE_PHONE } from '../../src/domain/directory';
import { renderApp, loadPageCode, PAGE_CODE_WAIT_MS } from '../helpers/renderApp';
import { EVERY_PAGE, loadI18n } from '../../src/app/i18n';

// The pages' code is in before any test waits for what a page shows.
beforeAll(() => loadPageCode('/consultancies', '/consultancies/1'), PAGE_CODE_WAIT_MS);

vi.mock('../../src/api/consultancies', () => ({
  consultanciesApi: { list: vi.fn(), get: vi.fn() },
  consultancyListApi: { get: vi.fn() },
}));
vi.mock('../../src/api/reviews', () => ({
  reviewsApi: { ofConsultancy: vi.fn() },
}));
const ofConsultancy = vi.mocked(reviewsApi.ofConsultancy);

const list = vi.mocked(consultancyListApi.get);
const get = vi.mocked(consultanciesApi.get);

/** The API's answers: one page of the list for a question (as the server answers it), and one record. */
function serve(records: Consultancy[]) {
  list.mockImplementation(async (query) => browseDirectory(records, query));
  get.mockImplementation(async (id) => {
    const found = records.find((c) => c.id === Number(id));
    if (!found) throw new ApiError('Not found', 404, 'NOT_FOUND');
    return found;
  });
}

/** The list's search: the header's rule, and a branch's city or address (a city lists the consultancies with a branch there). */
const listMatch = (q: string) => {
  const header = new Set(plainMatch(CONSULTANCIES, q).map((c) => c.id));
  return CONSULTANCIES.filter((c) => header.has(c.id) || (c.branches ?? []).some((b) => [branchCity(b), b.location].some((v) => v.toLowerCase().includes(q))));
};

const unreachable = () => new ApiError('Cannot reach the server.', null, 'NETWORK');

const cards = () => [...document.querySelectorAll<HTMLElement>('article[id^="consultancy-"]')];
const cardIds = () => cards().map((el) => el.id);
const idsOf = (records: Consultancy[]) => records.map((c) => `consultancy-${c.id}`);
const resultCount = () => screen.findByText(/^\d+ consultanc(y|ies)/);
/** The cards the rule shows for an address's query string. */
const shownFor = (qs: string, records = CONSULTANCIES) => idsOf(browseDirectory(records, directoryQueryFrom(new URLSearchParams(qs))).items);

beforeAll(async () => {
  await pages.consultancies.preload();
  await pages.consultancy.preload();
});

beforeEach(() => {
  list.mockReset();
  get.mockReset();
  ofConsultancy.mockReset();
  ofConsultancy.mockResolvedValue({ summary: null, items: [] });
  serve(CONSULTANCIES);
});

describe('/consultancies: the list', () => {
  it('shows the first 24 consultancies by rating, each card with a stable element id from its id, and the count of all', async () => {
    renderApp('/consultancies');
    expect(await resultCount()).toHaveTextContent(
      `${CONSULTANCIES.length} consultancies, page 1 of ${Math.ceil(CONSULTANCIES.length / CONSULTANCY_PAGE_SIZE)}`,
    );
    expect(cardIds()).toHaveLength(CONSULTANCY_PAGE_SIZE);
    expect(cardIds()).toEqual(shownFor(''));
  });

  it('shows a spinner while the list loads', async () => {
    let answer: (v: Awaited<ReturnType<typeof consultancyListApi.get>>) => void = () => {};
    list.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderApp('/consultancies');
    expect(await screen.findByText('Loading consultancies…')).toBeInTheDocument();
    answer(browseDirectory(CONSULTANCIES.slice(0, 3), directoryQueryFrom(new URLSearchParams())));
    expect(await resultCount()).toHaveTextContent('3 consultancies');
    expect(screen.queryByText('Loading consultancies…')).not.toBeInTheDocument();
  });

  it("reads only the page shown: one request with the address's question, never the whole directory", async () => {
    renderApp('/consultancies?destination=Australia&exam=IELTS&sort=name&page=2');
    await resultCount();
    expect(list.mock.calls.map(([query]) => query)).toEqual([{ destination: 'Australia', exam: 'IELTS', sort: 'name', page: 2 } satisfies DirectoryQuery]);
    expect(vi.mocked(consultanciesApi.list)).not.toHaveBeenCalled();
    expect(cardIds()).toEqual(shownFor('destination=Australia&exam=IELTS&sort=name&page=2'));
  });

  it("?search= filters with the header rule (name, location or specialization, case-insensitive) and the branches' cities, 24 a page", async () => {
    const expected = listMatch('pokhara');
    expect(expected.length).toBeGreaterThan(8);
    renderApp('/consultancies?search=POKHARA');
    expect(await resultCount()).toHaveTextContent(`${expected.length} consultancies matching “POKHARA”`);
    expect(cardIds()).toEqual(shownFor('search=POKHARA'));
    expect(cardIds()).toHaveLength(Math.min(expected.length, CONSULTANCY_PAGE_SIZE));
    for (const id of cardIds()) expect(idsOf(expected)).toContain(id);
  });

  it('?search= text is trimmed and decoded, and the consultancies with exactly that name come first', async () => {
    const name = CONSULTANCIES[5].name;
    renderApp(`/consultancies?search=${encodeURIComponent(`  ${name} `)}`);
    await resultCount();
    const sameName = CONSULTANCIES.filter((c) => c.name === name);
    expect(cardIds()).toEqual(shownFor(`search=${encodeURIComponent(name)}`));
    expect(cardIds().slice(0, sameName.length).sort()).toEqual(idsOf(sameName).sort());
  });

  it.each(Object.keys(CATEGORY_FILTERS) as Array<keyof typeof CATEGORY_FILTERS>)(
    '?category=%s keeps the consultancies offering its services and says which filter is applied',
    async (category) => {
      // Every shipped record offers university admission, so some records here offer only visas.
      const directory = CONSULTANCIES.map((c, i) => (i % 3 ? c : { ...c, services: ['Visa assistance'] }));
      serve(directory);
      const expected = directory.filter((c) => offersCategoryService(c.services, category));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(CONSULTANCIES.length);
      renderApp(`/consultancies?category=${category}`);
      expect(await resultCount()).toHaveTextContent(`${expected.length} consultancies offering ${CATEGORY_FILTERS[category].label.toLowerCase()}`);
      expect(cardIds()).toEqual(shownFor(`category=${category}`, directory));
      expect(screen.getByText('Filtered by:')).toBeInTheDocument();
      expect(screen.getAllByText(CATEGORY_FILTERS[category].label).length).toBeGreaterThan(0);
    },
  );

  it('search and category combine', async () => {
    const expected = listMatch('kathmandu').filter((c) => offersCategoryService(c.services, 'scholarships'));
    renderApp('/consultancies?search=kathmandu&category=scholarships');
    expect(await resultCount()).toHaveTextContent(`${expected.length} consultancies`);
    expect(cardIds()).toEqual(shownFor('search=kathmandu&category=scholarships'));
  });

  it('an unknown category is shown as ignored and filters nothing', async () => {
    renderApp('/consultancies?category=visas');
    expect(await resultCount()).toHaveTextContent(`${CONSULTANCIES.length} consultancies`);
    expect(screen.getByText(/unknown category “visas”/)).toBeInTheDocument();
  });

  it('"Clear filters" goes back to the whole list', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/consultancies?search=pokhara&category=courses');
    await resultCount();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(location.history?.at(-1)).toBe('/consultancies');
    expect(await resultCount()).toHaveTextContent(`${CONSULTANCIES.length} consultancies`);
    expect(screen.queryByText('Filtered by:')).not.toBeInTheDocument();
  });

  it('the filters are a GET form to /consultancies with counts per value; a choice applies at once and is kept in the address', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/consultancies');
    await resultCount();
    const form = screen.getByRole('search', { name: 'Filter consultancies' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/consultancies');
    const destination = within(form).getByRole('combobox', { name: 'Destination' });
    const australia = browseDirectory(CONSULTANCIES, directoryQueryFrom(new URLSearchParams())).facets.destination.find((f) => f.value === 'Australia')!;
    expect(within(destination).getByRole('option', { name: `Australia (${australia.count})` })).toBeInTheDocument();
    await user.selectOptions(destination, 'Australia');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/consultancies?destination=Australia'));
    expect(await resultCount()).toHaveTextContent(`${australia.count} consultancies`);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/consultancies?destination=Australia&sort=name'));
    await user.click(within(form).getByRole('checkbox', { name: /^Verified only/ }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/consultancies?destination=Australia&verified=1&sort=name'));
    await waitFor(() => expect(cardIds()).toEqual(shownFor('destination=Australia&verified=1&sort=name')));
  });

  it('while the page for a new choice loads, the chosen value shows without a count, never a false "(0)"', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/consultancies');
    await resultCount();
    let answer!: () => void;
    list.mockImplementation((query) => new Promise((resolve) => (answer = () => resolve(browseDirectory(CONSULTANCIES, query)))));
    const destination = within(screen.getByRole('search', { name: 'Filter consultancies' })).getByRole('combobox', { name: 'Destination' });
    await user.selectOptions(destination, 'Australia');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/consultancies?destination=Australia'));
    expect(destination).toHaveValue('Australia');
    expect(within(destination).getByRole('option', { name: 'Australia' })).toBeInTheDocument();
    expect(within(destination).queryByRole('option', { name: /\(0\)/ })).toBeNull();
    answer();
    const australia = browseDirectory(CONSULTANCIES, directoryQueryFrom(new URLSearchParams())).facets.destination.find((f) => f.value === 'Australia')!;
    expect(await within(destination).findByRole('option', { name: `Australia (${australia.count})` })).toBeInTheDocument();
  });

  it('numbered pages with Previous and Next, each a link that keeps the filters', async () => {
    renderApp('/consultancies?sort=name&page=2');
    await resultCount();
    const pager = screen.getByRole('navigation', { name: 'Consultancy pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/consultancies?sort=name');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/consultancies?sort=name&page=3');
    expect(within(pager).getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/consultancies?sort=name&page=4');
    expect(cardIds()).toEqual(shownFor('sort=name&page=2'));
  });

  it('with no match: an empty state that names each filter to loosen, with how many it hides, and offers to clear them all', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/consultancies?destination=Australia&exam=GMAT');
    expect(await resultCount()).toHaveTextContent('0 consultancies');
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No consultancy matches these filters.')).toBeInTheDocument();
    const withoutExam = browseDirectory(CONSULTANCIES, directoryQueryFrom(new URLSearchParams('destination=Australia'))).total;
    const loosen = screen.getByRole('link', { name: `Exam preparation: any, not only GMAT (${withoutExam} consultancies)` });
    expect(loosen).toHaveAttribute('href', '/consultancies?destination=Australia');
    await user.click(screen.getByRole('link', { name: 'Clear the filters and see all consultancies' }));
    expect(location.history?.at(-1)).toBe('/consultancies');
  });

  it('with no match for a search: the empty state offers the whole list', async () => {
    renderApp('/consultancies?search=zzzz-nothing');
    expect(await resultCount()).toHaveTextContent('0 consultancies matching “zzzz-nothing”');
    expect(screen.getByRole('link', { name: 'Search everything, not only “zzzz-nothing”' })).toHaveAttribute('href', '/consultancies');
  });

  it('when the API cannot be reached, shows the built-in directory and says so', async () => {
    list.mockRejectedValue(unreachable());
    renderApp('/consultancies?search=japan');
    await resultCount();
    expect(cardIds()).toEqual(shownFor('search=japan'));
    expect(screen.getByText(/built-in directory because the server cannot be reached/)).toBeInTheDocument();
  });

  it('the one fallback rule: when the server answers 5xx after the automatic retries, shows the built-in directory and says so', async () => {
    list.mockRejectedValue(new ApiError('The server answered 502.', 502, 'INTERNAL'));
    renderApp('/consultancies');
    expect(await resultCount()).toHaveTextContent(`${CONSULTANCIES.length} consultancies`);
    expect(screen.getByText(/built-in directory because the server cannot be reached/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the built-in directory\'s note offers "Try again", which shows the server\'s list once it answers', async () => {
    const user = userEvent.setup();
    list.mockRejectedValue(unreachable());
    renderApp('/consultancies');
    const note = await screen.findByText(/built-in directory because the server cannot be reached/);
    serve(CONSULTANCIES.slice(0, 2));
    await user.click(within(note).getByRole('button', { name: 'Try again' }));
    expect(await resultCount()).toHaveTextContent('2 consultancies');
    expect(screen.queryByText(/built-in directory/)).not.toBeInTheDocument();
  });

  it("on a Nepali page, the built-in directory's note and its Try again read in Nepali", async () => {
    const user = userEvent.setup();
    list.mockRejectedValue(unreachable());
    renderApp('/ne/consultancies', await loadI18n('ne', EVERY_PAGE));
    const note = await screen.findByText('अहिले सर्भरसम्म पुग्न नसकिएकाले हाम्रो आफ्नै भित्री सूची देखाइएको छ।');
    expect(note.closest('[lang="en"]')).toBeNull();
    serve(CONSULTANCIES.slice(0, 2));
    await user.click(within(note.closest('[data-part="fallback-note"]') as HTMLElement).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    // The server's two records replace the built-in list (waited for: the note goes first, while the list reloads).
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText(/भित्री सूची/)).not.toBeInTheDocument();
  });

  it('when the API answers with an error, shows it with a "Try again" that reloads', async () => {
    const user = userEvent.setup();
    list.mockRejectedValueOnce(new ApiError('The request was refused.', 400, 'VALIDATION_FAILED'));
    renderApp('/consultancies');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the consultancies: The request was refused.');
    expect(cards()).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await resultCount()).toHaveTextContent(`${CONSULTANCIES.length} consultancies`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a card links to its details and to a consultation with it', async () => {
    renderApp('/consultancies');
    await resultCount();
    const c = browseDirectory(CONSULTANCIES, directoryQueryFrom(new URLSearchParams())).items[0];
    const card = within(document.getElementById(`consultancy-${c.id}`)!);
    expect(card.getByRole('link', { name: c.name })).toHaveAttribute('href', `/consultancies/${c.id}`);
    expect(
      card.getByRole('link', { name: `Book a free consultation with our counsellors (${c.name} is a sample listing, not a real consultancy)` }),
    ).toHaveAttribute('href', `/consultation?consultancy=${c.id}`);
  });

  it('a card logo that fails to load is replaced by the default logo', async () => {
    serve([{ ...CONSULTANCIES[0], logo: '/images/logos/missing.svg' }]);
    renderApp('/consultancies');
    await resultCount();
    const img = cards()[0].querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/logos/missing.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_LOGO);
  });
});

/** A record with every optional field, so the detail page must show them all. */
const FULL: Consultancy = {
  ...CONSULTANCIES[0],
  id: 4242,
  name: 'Test Full Record Education',
  location: 'Putalisadak, Kathmandu',
  phone: '01-4123456',
  email: 'info@full-record.example',
  website: 'https://full-record.example',
  verified: true,
  rating: 4.3,
  logo: '/images/logos/logo-1.svg',
  coverImage: '/images/covers/cover-2.svg',
  specializations: ['Australia', 'Canada', 'Japan'],
  studentsHelped: '4,500+',
  experience: '12+ years',
  successRate: '93%',
  services: ['University admission', 'Visa assistance'],
  established: 2013,
  districtsCovered: ['Kathmandu', 'Lalitpur', 'Kaski'],
  testPreparation: ['IELTS', 'PTE'],
  branches: [{ name: 'Test Full Record – Pokhara', location: 'Lakeside, Pokhara', phone: '061-4100001', email: 'pokhara@full-record.example' }],
  highlights: ['Free first counselling session', 'Weekend IELTS batches'],
  socialMedia: { facebook: 'https://facebook.example/full-record', instagram: 'https://instagram.example/full-record' },
  mission: 'Honest advice for every student.',
  vision: 'Informed decisions about studying abroad.',
  sample: false,
};

describe('/consultancies/{id}: the detail page', () => {
  it('shows every field, the optional ones included', async () => {
    serve([FULL]);
    renderApp(`/consultancies/${FULL.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: FULL.name })).toBeInTheDocument();
    const main = screen.getByRole('main');
    /** Some element on the page shows the text within its own content (not only across siblings). */
    const shows = (text: string) =>
      [...main.querySelectorAll('*')].some((el) => el.textContent?.includes(text) && ![...el.children].some((k) => k.textContent?.includes(text)));
    for (const text of [
      FULL.location,
      FULL.phone,
      FULL.email,
      NO_REVIEWS_YET,
      FULL.studentsHelped,
      FULL.experience,
      FULL.successRate,
      '2013',
      ...FULL.specializations,
      ...FULL.services,
      ...FULL.testPreparation!,
      ...FULL.highlights!,
      'Kathmandu, Lalitpur, Kaski',
      FULL.branches![0].name,
      FULL.branches![0].phone,
      FULL.branches![0].email,
      FULL.mission!,
      FULL.vision!,
    ]) {
      expect(shows(text), text).toBe(true);
    }
    expect(screen.getByRole('link', { name: 'full-record.example' })).toHaveAttribute('href', FULL.website);
    expect(screen.getByRole('link', { name: 'Facebook page' })).toHaveAttribute('href', FULL.socialMedia!.facebook);
    expect(screen.getByRole('link', { name: 'Instagram profile' })).toHaveAttribute('href', FULL.socialMedia!.instagram);
    expect(screen.getByRole('link', { name: FULL.phone })).toHaveAttribute('href', 'tel:014123456');
    expect(screen.getByRole('link', { name: FULL.email })).toHaveAttribute('href', `mailto:${FULL.email}`);
    for (const heading of ['Destinations', 'Services', 'Test preparation', 'Highlights', 'Mission and vision', 'Branches', 'Districts covered']) {
      expect(within(main).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });

  it('a real record’s rating is the mean of its approved reviews with their count, and lists them with first name and month; never the typed rating', async () => {
    const reviewed: Consultancy = { ...FULL, reviews: { average: 4.5, count: 2 } };
    serve([reviewed]);
    ofConsultancy.mockResolvedValue({
      summary: { average: 4.5, count: 2 },
      items: [
        { id: 2, rating: 5, text: 'Every fee in writing.', firstName: 'Ram', month: '2026-03' },
        { id: 1, rating: 4, text: 'Helpful with the visa file.', firstName: 'Sita', month: '2026-02' },
      ],
    });
    renderApp(`/consultancies/${reviewed.id}`);
    await screen.findByRole('heading', { level: 1, name: reviewed.name });
    expect(document.querySelector('[data-part="rating"]')).toHaveTextContent('4.5 out of 5 from 2 reviews');
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('Ram, March 2026')).toBeInTheDocument();
    expect(within(section).getByText('Sita, February 2026')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(ofConsultancy).toHaveBeenCalledWith(reviewed.id, expect.anything());
    expect(screen.queryByText(/4\.3/)).toBeNull();
  });

  it('a real record without approved reviews says "No reviews yet"', async () => {
    serve([FULL]);
    renderApp(`/consultancies/${FULL.id}`);
    await screen.findByRole('heading', { level: 1, name: FULL.name });
    expect(document.querySelector('[data-part="rating"]')).toHaveTextContent(NO_REVIEWS_YET);
    expect(await within(screen.getByRole('region', { name: 'Reviews' })).findByText(`${NO_REVIEWS_YET}.`)).toBeInTheDocument();
  });

  it('a sample record shows its typed rating labelled as sample, and no reviews', async () => {
    const sample = { ...FULL, sample: true };
    serve([sample]);
    renderApp(`/consultancies/${sample.id}`);
    await screen.findByRole('heading', { level: 1, name: sample.name });
    expect(document.querySelector('[data-part="rating"]')).toHaveTextContent('4.3 out of 5 (sample rating, invented)');
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull();
    expect(ofConsultancy).not.toHaveBeenCalled();
  });

  it('every consultancy page offers "Report a problem"; a notice the team wrote from a confirmed report shows with its date', async () => {
    serve([{ ...FULL, notice: { text: 'We confirmed a cash fee taken without a receipt.', date: '2026-03-03' } }]);
    renderApp(`/consultancies/${FULL.id}`);
    await screen.findByRole('heading', { level: 1, name: FULL.name });
    const notice = screen.getByRole('complementary', { name: 'Notice from the Gantavya team' });
    expect(notice).toHaveTextContent('We confirmed a cash fee taken without a receipt.');
    expect(notice).toHaveTextContent('2026');
    const form = screen.getByRole('form', { name: 'Report a problem' });
    expect(within(form).getByLabelText(/What happened/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Your e-mail or phone (optional)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Evidence (optional)')).toHaveAttribute('type', 'file');
    expect(within(form).getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  it('leaves out the optional sections a record does not have', async () => {
    const bare: Consultancy = {
      ...FULL,
      established: undefined,
      districtsCovered: undefined,
      testPreparation: undefined,
      branches: undefined,
      highlights: undefined,
      socialMedia: undefined,
      mission: undefined,
      vision: undefined,
    };
    serve([bare]);
    renderApp(`/consultancies/${bare.id}`);
    await screen.findByRole('heading', { level: 1, name: bare.name });
    for (const heading of ['Test preparation', 'Highlights', 'Mission and vision', 'Branches', 'Districts covered']) {
      expect(within(screen.getByRole('main')).queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Established')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Facebook page' })).not.toBeInTheDocument();
  });

  it('has a "Book a free consultation" link to /consultation?consultancy={id}', async () => {
    serve([FULL]);
    renderApp(`/consultancies/${FULL.id}`);
    await screen.findByRole('heading', { level: 1, name: FULL.name });
    const links = screen.getAllByRole('link', { name: 'Book a free consultation' });
    expect(links.map((a) => a.getAttribute('href'))).toContain(`/consultation?consultancy=${FULL.id}`);
  });

  it('reminds the visitor to check the licence, with the dated record of who issues licences and a link to how we verify', async () => {
    serve([FULL]);
    renderApp(`/consultancies/${FULL.id}`);
    await screen.findByRole('heading', { level: 1, name: FULL.name });
    const reminder = screen.getByRole('complementary', { name: 'Before you sign' });
    expect(reminder).toHaveTextContent(/Check that a consultancy holds a current licence before you pay any fee/);
    const { value } = licenceAuthorityFact();
    expect(value.kind === 'text' && value.text).toMatch(/each province's ministry/);
    expect(reminder).toHaveTextContent(value.kind === 'text' ? value.text : 'a text record');
    expect(within(reminder).getByText(/As of July 2025/)).toBeInTheDocument();
    expect(within(reminder).getByText(/Could not be checked on 26 November 2026/)).toBeInTheDocument();
    expect(within(reminder).getByRole('link', { name: /Ministry of Education, Science and Technology, Nepal/ })).toHaveAttribute(
      'href',
      'https://moest.gov.np',
    );
    expect(within(reminder).getByRole('link', { name: 'How we check licences' })).toHaveAttribute('href', '/how-we-verify');
  });

  it('the licence badge and the licence as the team recorded it: number, issuer, validity, how it was checked, the source; never a private note', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const licence = {
      number: 'ECS-2081-0042',
      authority: 'gandaki' as const,
      validUntil: '2099-12-31',
      checkedOn: today,
      method: 'document' as const,
      sourceUrl: 'https://example.gov.np/42',
    };
    serve([{ ...FULL, sample: false, verified: true, licence }]);
    renderApp(`/consultancies/${FULL.id}`);
    await screen.findByRole('heading', { level: 1, name: FULL.name });
    const [day, month, year] = [Number(today.slice(8)), today.slice(5, 7), today.slice(0, 4)];
    const badges = screen.getAllByRole('link', { name: new RegExp(`^Licence checked on ${day} \\w+ ${year} with Gandaki Province$`) });
    expect(badges.length).toBe(2);
    for (const b of badges) expect(b).toHaveAttribute('href', '/how-we-verify');
    expect(month).toMatch(/^\d\d$/);
    const details = document.querySelector('[data-part="licence-details"]')!;
    expect(details).toHaveTextContent(
      'No. ECS-2081-0042, issued by Gandaki Province, valid until 31 December 2099. How it was checked: document seen (source).',
    );
    expect(within(details as HTMLElement).getByRole('link', { name: 'source' })).toHaveAttribute('href', 'https://example.gov.np/42');
  });

  it('a cover that fails to load is replaced by the default cover', async () => {
    serve([{ ...FULL, coverImage: '/images/covers/broken.svg' }]);
    renderApp(`/consultancies/${FULL.id}`);
    await screen.findByRole('heading', { level: 1, name: FULL.name });
    const cover = [...document.querySelectorAll('img')].find((img) => img.getAttribute('src') === '/images/covers/broken.svg')!;
    fireEvent.error(cover);
    expect(cover).toHaveAttribute('src', DEFAULT_COVER);
  });

  it('an unknown id shows the not-found screen', async () => {
    renderApp('/consultancies/99999');
    expect(await screen.findByRole('heading', { name: 'Consultancy not found' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(99999, expect.anything());
  });

  it.each(['abc', '0', '-3', '1.5', '12abc', '99999999999'])('a malformed id (%s) shows the not-found screen without asking the API', async (id) => {
    renderApp(`/consultancies/${id}`);
    expect(await screen.findByRole('heading', { name: 'Consultancy not found' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('when the API cannot be reached, shows the record from the built-in directory and says so', async () => {
    get.mockRejectedValue(unreachable());
    const c = CONSULTANCIES[3];
    renderApp(`/consultancies/${c.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: c.name })).toBeInTheDocument();
    expect(screen.getByText(/built-in directory because the server cannot be reached/)).toBeInTheDocument();
  });

  it('the one fallback rule: a 404 never falls back to the built-in record, even one the built-in directory has', async () => {
    const c = CONSULTANCIES[3];
    get.mockRejectedValue(new ApiError('That item was not found.', 404, 'NOT_FOUND'));
    renderApp(`/consultancies/${c.id}`);
    expect(await screen.findByRole('heading', { name: 'Consultancy not found' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("on a Nepali page, the built-in record's note and its Try again read in Nepali", async () => {
    get.mockRejectedValue(unreachable());
    const c = CONSULTANCIES[3];
    renderApp(`/ne/consultancies/${c.id}`, await loadI18n('ne', EVERY_PAGE));
    const note = await screen.findByText('अहिले सर्भरसम्म पुग्न नसकिएकाले हाम्रो आफ्नै भित्री सूची देखाइएको छ।');
    expect(note.closest('[lang="en"]')).toBeNull();
    expect(within(note.closest('[data-part="fallback-note"]') as HTMLElement).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: c.name })).toBeInTheDocument();
  });

  it('when the API answers with an error, shows it with a "Try again" that reloads', async () => {
    const user = userEvent.setup();
    serve([FULL]);
    get.mockRejectedValueOnce(new ApiError('The request was refused.', 400, 'VALIDATION_FAILED'));
    renderApp(`/consultancies/${FULL.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this consultancy: The request was refused.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: FULL.name })).toBeInTheDocument();
  });

  it('shows a spinner while the record loads', async () => {
    get.mockImplementation(() => new Promise(() => {}));
    renderApp(`/consultancies/${CONSULTANCIES[0].id}`);
    expect(await screen.findByText('Loading the consultancy…')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
  });
});

describe('sample records say so wherever they show, and never offer a call', () => {
  const sample = CONSULTANCIES[0];
  const real: Consultancy = { ...FULL, id: 5151, name: 'Real Listing Education' };
  const labelsIn = (el: HTMLElement) => within(el).queryAllByText(SAMPLE_LABEL);

  it('a sample record\'s card carries the "Sample listing" label; a real listing\'s card does not', async () => {
    serve([sample, real]);
    renderApp('/consultancies');
    await resultCount();
    const cardOf = (c: Consultancy) => cards().find((el) => el.id === `consultancy-${c.id}`)!;
    const [sampleCard, realCard] = [cardOf(sample), cardOf(real)];
    expect(labelsIn(sampleCard)).toHaveLength(1);
    expect(labelsIn(realCard)).toHaveLength(0);
    // Never a tick beside "Sample listing": a sample record is never verified, whatever its data says.
    expect(within(sampleCard).getByRole('heading', { level: 2 })).toHaveTextContent(new RegExp(`^${sample.name}${SAMPLE_LABEL}$`));
    expect(within(sampleCard).queryByRole('img', { name: 'Licence checked' })).not.toBeInTheDocument();
    expect(within(sampleCard).getByRole('link', { name: 'Licence not checked' })).toHaveAttribute('href', '/how-we-verify');
    expect(within(sampleCard).getByRole('link', { name: /^Book a free consultation with our counsellors/ })).toHaveAccessibleName(
      `Book a free consultation with our counsellors (${sample.name} is a sample listing, not a real consultancy)`,
    );
  });

  it("a card shows the rating visitors see: a real record's mean of approved reviews with their count, \"No reviews yet\" without, a sample's labelled as sample; never a real record's typed rating", async () => {
    const reviewed: Consultancy = { ...real, id: 9101, name: 'Reviewed Real Education', rating: 4.9, reviews: { average: 3.5, count: 2 } };
    const unrated: Consultancy = { ...real, id: 9102, name: 'Unrated Real Education', rating: 4.9 };
    const invented: Consultancy = { ...sample, id: 9103, rating: 4.7 };
    serve([invented, unrated, reviewed]);
    renderApp('/consultancies');
    await resultCount();
    // The rating order: reviewed first, then real records with none yet, then the samples.
    expect(cardIds()).toEqual(idsOf([reviewed, unrated, invented]));
    const [r, u, s] = cards();
    expect(within(r).getByRole('img', { name: 'Rated 3.5 out of 5 from 2 reviews' })).toHaveTextContent('★ 3.5 (2 reviews)');
    expect(r).not.toHaveTextContent('4.9');
    expect(u.querySelector('[data-part="rating"]')).toHaveTextContent(NO_REVIEWS_YET);
    expect(u).not.toHaveTextContent('4.9');
    expect(within(s).getByRole('img', { name: 'Rated 4.7 out of 5 (sample rating, invented)' })).toHaveTextContent('★ 4.7 sample');
  });

  it("a sample record's detail page carries the label and a note, shows no phone number and no tap-to-call link", async () => {
    const withBranches: Consultancy = {
      ...sample,
      branches: [{ name: 'Branch', location: 'Lakeside, Pokhara', phone: SAMPLE_PHONE, email: 'b@branch.example' }],
    };
    serve([withBranches]);
    renderApp(`/consultancies/${sample.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: sample.name })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(labelsIn(main).length).toBeGreaterThan(0);
    expect(main).toHaveTextContent(/This is a sample listing/);
    expect(main.querySelectorAll('a[href^="tel:"]')).toHaveLength(0);
    expect(within(main).getAllByText(SAMPLE_PHONE)).toHaveLength(2); // the record's and its branch's
    expect(main.textContent).not.toMatch(/\b(98\d{8}|0\d{1,2}-\d{6,7})\b/);
  });

  it("a real listing's detail page has no sample label and offers tap-to-call", async () => {
    serve([real]);
    renderApp(`/consultancies/${real.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: real.name })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(labelsIn(main)).toHaveLength(0);
    expect(main).not.toHaveTextContent(/This is a sample listing/);
    expect(screen.getByRole('link', { name: real.phone })).toHaveAttribute('href', 'tel:014123456');
  });
});
