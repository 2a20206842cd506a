import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/api/client';
import { CONSULTANCIES } from '../../src/data/consultancies';
import type { Consultancy } from '../../src/domain/consultancy';
import { SHORTLIST } from '../../src/common/shortlist/shortlistShell';

const SHORTLIST_STORAGE_KEY = SHORTLIST.storage.key;
import { renderPage } from '../helpers/renderPage';

const api = vi.hoisted(() => ({
  consultancies: { list: vi.fn(), get: vi.fn() },
  universities: { list: vi.fn(), get: vi.fn() },
  courses: { list: vi.fn(), get: vi.fn() },
}));
vi.mock('../../src/api/consultancies', () => ({ consultanciesApi: api.consultancies }));
vi.mock('../../src/api/universities', () => ({ universitiesApi: api.universities }));
vi.mock('../../src/api/courses', () => ({ coursesApi: api.courses }));

const { default: ComparePage } = await import('../../src/features/compare/ComparePage');
const { default: ShortlistPage } = await import('../../src/features/shortlist/ShortlistPage');
const { default: UniversitiesPage } = await import('../../src/features/universities/UniversitiesPage');

const A: Consultancy = {
  ...CONSULTANCIES[0],
  id: 1,
  name: 'Alpha Education',
  location: 'Putalisadak, Kathmandu',
  verified: true,
  rating: 4.5,
  successRate: '95%',
};
const B: Consultancy = { ...CONSULTANCIES[1], id: 2, name: 'Bagmati Consult', location: 'Lakeside, Pokhara', verified: true, rating: 4.1, successRate: '95%' };

/** The API's answer to ids=…: the records among these that exist. */
const serveIds = (mock: typeof api.consultancies, records: Array<{ id: number }>) =>
  mock.list.mockImplementation(async (params: { ids?: string }) => {
    const ids = String(params.ids ?? '')
      .split(',')
      .map(Number);
    const items = records.filter((r) => ids.includes(r.id));
    return { items, total: items.length, page: 1, limit: 100 };
  });

beforeEach(() => {
  for (const r of Object.values(api)) {
    r.list.mockReset();
    r.get.mockReset();
  }
  localStorage.clear();
  sessionStorage.clear();
});

describe('compare page (/compare?ids=…)', () => {
  it('shows the consultancies side by side in a table with column and row headers, in the order of the link', async () => {
    serveIds(api.consultancies, [A, B]);
    renderPage(<ComparePage />, '/compare?ids=2,1');
    const table = await screen.findByRole('table', { name: 'Consultancies side by side' });
    const cols = within(table).getAllByRole('columnheader');
    expect(cols.map((c) => c.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(within(cols[1]).getByRole('link', { name: 'Bagmati Consult' })).toHaveAttribute('href', '/consultancies/2');
    expect(within(cols[2]).getByRole('link', { name: 'Alpha Education' })).toHaveAttribute('href', '/consultancies/1');
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent?.replace(' differs', ''));
    expect(rows).toEqual([
      'Location',
      'Established',
      'Rating',
      'Licence',
      'Destinations',
      'Services',
      'Exams prepared for',
      'Branches',
      'Success rate',
      'Students helped',
    ]);
    expect(api.consultancies.list).toHaveBeenCalledWith({ ids: '2,1', limit: 2 }, expect.anything());
  });

  it('the Rating row shows the rating visitors see: a real record\'s reviews with their count, "No reviews yet", a sample\'s labelled as sample', async () => {
    const reviewed: Consultancy = { ...A, id: 11, name: 'Reviewed Real', sample: false, rating: 4.9, reviews: { average: 4.4, count: 3 } };
    const unrated: Consultancy = { ...B, id: 12, name: 'Unrated Real', sample: false, rating: 4.9 };
    const invented: Consultancy = { ...A, id: 13, name: 'Invented One', sample: true, rating: 3.8 };
    serveIds(api.consultancies, [reviewed, unrated, invented]);
    renderPage(<ComparePage />, '/compare?ids=11,12,13');
    const table = await screen.findByRole('table', { name: 'Consultancies side by side' });
    const row = within(table)
      .getByRole('rowheader', { name: /^Rating/ })
      .closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4.4 out of 5 from 3 reviews', 'No reviews yet', '3.8 out of 5 (sample rating, invented)']);
  });

  it('marks the rows whose values differ, in text as well as colour, and leaves equal rows unmarked', async () => {
    serveIds(api.consultancies, [A, B]);
    renderPage(<ComparePage />, '/compare?ids=1,2');
    const table = await screen.findByRole('table');
    const row = (label: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr')!;
    expect(row('Location')).toHaveAttribute('data-differs');
    expect(within(row('Location')).getByRole('rowheader')).toHaveTextContent('Location differs');
    expect(row('Rating')).toHaveAttribute('data-differs');
    expect(row('Licence')).not.toHaveAttribute('data-differs');
    expect(within(row('Licence')).getByRole('rowheader')).toHaveTextContent(/^Licence$/);
    expect(row('Success rate')).not.toHaveAttribute('data-differs');
    expect(screen.getByText('Rows marked “differs” are where these consultancies are not the same.')).toBeInTheDocument();
  });

  it('puts the table in a focusable region named after it, so it can be scrolled sideways with the keyboard', async () => {
    serveIds(api.consultancies, [A, B]);
    renderPage(<ComparePage />, '/compare?ids=1,2');
    const region = await screen.findByRole('region', { name: 'Consultancies side by side' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('drops an id that is no longer listed with a note, never an error page', async () => {
    serveIds(api.consultancies, [A, B]);
    renderPage(<ComparePage />, '/compare?ids=1,999,2');
    expect(await screen.findByText('1 consultancy in the link is no longer listed.')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves out entries that are not ids and ids beyond four, saying so', async () => {
    serveIds(api.consultancies, [A, B]);
    renderPage(<ComparePage />, '/compare?ids=1,abc,2,3,4,5,6');
    expect(await screen.findByText('1 entry in the link is not a consultancy id and was left out.')).toBeInTheDocument();
    expect(screen.getByText('Only 4 consultancies can be compared at once: 2 more in the link were left out.')).toBeInTheDocument();
    expect(await screen.findByText('2 consultancies in the link are no longer listed.')).toBeInTheDocument();
    expect(api.consultancies.list).toHaveBeenCalledWith({ ids: '1,2,3,4', limit: 4 }, expect.anything());
  });

  it('falls back to the built-in directory when the server cannot be reached, and says so', async () => {
    api.consultancies.list.mockRejectedValue(new ApiError('Cannot reach the server.', null, 'NETWORK'));
    const [first, second] = CONSULTANCIES;
    renderPage(<ComparePage />, `/compare?ids=${first.id},${second.id}`);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: first.name })).toBeInTheDocument();
    expect(screen.getByText('Showing our built-in directory because the server cannot be reached right now.')).toBeInTheDocument();
  });

  it('without ids, shows a helpful empty state that links to the consultancy list and asks nothing of the API', () => {
    renderPage(<ComparePage />, '/compare');
    expect(screen.getByRole('heading', { level: 1, name: 'Compare consultancies' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing to compare yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'consultancy list' })).toHaveAttribute('href', '/consultancies');
    expect(api.consultancies.list).not.toHaveBeenCalled();
  });

  it('when every id in the link is gone, says so and links to the list', async () => {
    serveIds(api.consultancies, []);
    renderPage(<ComparePage />, '/compare?ids=7,8');
    expect(await screen.findByText('2 consultancies in the link are no longer listed.')).toBeInTheDocument();
    expect(screen.getByText(/None of the consultancies in this link is listed any more/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a refused request shows the error with a retry that asks again', async () => {
    serveIds(api.consultancies, [A]);
    api.consultancies.list.mockRejectedValueOnce(new ApiError('The request was refused.', 403, 'FORBIDDEN'));
    renderPage(<ComparePage />, '/compare?ids=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load these consultancies.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('shortlist page (/shortlist)', () => {
  it('lists saved items grouped by kind, and shows a record the admins deleted as "no longer listed" instead of dropping it', async () => {
    localStorage.setItem(
      SHORTLIST_STORAGE_KEY,
      JSON.stringify([
        { kind: 'university', id: 3, name: 'Sample Harbour University' },
        { kind: 'consultancy', id: 1, name: 'Alpha Education' },
        { kind: 'consultancy', id: 40, name: 'Gone Consultancy' },
        { kind: 'course', id: 9, name: 'Master of Nursing' },
      ]),
    );
    serveIds(api.consultancies, [A]);
    serveIds(api.universities, [{ id: 3 }]);
    serveIds(api.courses, [{ id: 9 }]);
    renderPage(<ShortlistPage />, '/shortlist');
    const consultancies = await screen.findByRole('region', { name: 'Consultancies (2)' });
    expect(screen.getByRole('region', { name: 'Universities (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Courses (1)' })).toBeInTheDocument();
    expect(await within(consultancies).findByText('(no longer listed)')).toBeInTheDocument();
    expect(within(consultancies).getByText(/Gone Consultancy/)).toBeInTheDocument();
    expect(within(consultancies).queryByRole('link', { name: 'Gone Consultancy' })).toBeNull();
    expect(within(consultancies).getByRole('link', { name: 'Alpha Education' })).toHaveAttribute('href', '/consultancies/1');
    expect(screen.getByRole('link', { name: 'Sample Harbour University' })).toHaveAttribute('href', '/universities?id=3');
    expect(screen.getByRole('link', { name: 'Master of Nursing' })).toHaveAttribute('href', '/courses?id=9');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gone Consultancy from my shortlist' }));
    expect(await screen.findByRole('region', { name: 'Consultancies (1)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!)).toHaveLength(3);
  });

  it('an empty shortlist explains how to save things, with links to the three lists', async () => {
    renderPage(<ShortlistPage />, '/shortlist');
    expect(await screen.findByText(/Your shortlist is empty/)).toBeInTheDocument();
    for (const [name, href] of [
      ['consultancies', '/consultancies'],
      ['universities', '/universities'],
      ['courses', '/courses'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('a stored value that is not a shortlist (a hand edit, another format) reads as an empty shortlist', async () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, '{"not":"a list"');
    renderPage(<ShortlistPage />, '/shortlist');
    expect(await screen.findByText(/Your shortlist is empty/)).toBeInTheDocument();
  });
});

describe('save control on the universities list', () => {
  it('a pressed "Save" keeps the university in the shortlist in localStorage, and pressing again takes it out', async () => {
    api.universities.list.mockResolvedValue({
      items: [
        {
          id: 5,
          name: 'Sample University of Sydney',
          country: 'Australia',
          city: 'Sydney',
          logo: '',
          website: '',
          ranking: 19,
          tuition: { min: 1, max: 2, currency: 'AUD' },
          intakes: [],
          levels: [],
          description: '',
          scholarshipsAvailable: false,
        },
      ],
      total: 1,
      page: 1,
      limit: 12,
    });
    renderPage(<UniversitiesPage />, '/universities');
    const save = await screen.findByRole('button', { name: 'Save Sample University of Sydney' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!)).toEqual([{ kind: 'university', id: 5, name: 'Sample University of Sydney' }]);
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!)).toEqual([]);
  });
});
