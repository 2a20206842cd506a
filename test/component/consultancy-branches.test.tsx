import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApiError } from '../../src/api/client';
import { consultanciesApi, consultancyListApi } from '../../src/api/consultancies';
import { pages } from '../../src/app/pages';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { branchCity, type Consultancy } from '../../src/domain/consultancy';
import { browseDirectory } from '../../src/domain/directoryQuery';
import { formatDay } from '../../src/domain/dayText';
import { addDays, dayOf } from '../../src/domain/licenceRules';
import { renderApp, loadPageCode, PAGE_CODE_WAIT_MS } from '../helpers/renderApp';

beforeAll(() => loadPageCode('/consultancies', '/consultancies/1'), PAGE_CODE_WAIT_MS);

vi.mock('../../src/api/consultancies', () => ({
  consultanciesApi: { list: vi.fn(), get: vi.fn() },
  consultancyListApi: { get: vi.fn() },
}));
const list = vi.mocked(consultancyListApi.get);
const get = vi.mocked(consultanciesApi.get);

/** A head office in Kathmandu with two branches, one city given, one taken from the address; and its Pokhara office as a record of its own. */
const HEAD: Consultancy = {
  ...CONSULTANCIES[0],
  id: 9001,
  name: 'Machhapuchhre Study Link',
  location: 'Putalisadak, Kathmandu',
  sample: false,
  branches: [
    { name: 'Machhapuchhre Study Link – Pokhara', location: 'Lakeside, Pokhara', phone: '061-4100001', email: 'pokhara@msl.example', city: 'Kaski' },
    { name: 'Machhapuchhre Study Link – Butwal', location: 'Traffic Chowk, Butwal', phone: '071-4100002', email: 'butwal@msl.example' },
  ],
};
const POKHARA: Consultancy = { ...HEAD, id: 9002, location: 'Lakeside, Pokhara', branches: undefined };

beforeAll(async () => {
  await pages.consultancies.preload();
  await pages.consultancy.preload();
});
beforeEach(() => {
  const records = [HEAD, POKHARA];
  list.mockReset();
  get.mockReset();
  list.mockImplementation(async (query) => browseDirectory(records, query));
  get.mockImplementation(async (id) => {
    const found = records.find((c) => c.id === Number(id));
    if (!found) throw new ApiError('Not found', 404, 'NOT_FOUND');
    return found;
  });
});

describe('Branches: a name that repeats in another city reads as a branch', () => {
  it("a branch's city is the one given, else the last part of its address", () => {
    expect(HEAD.branches!.map(branchCity)).toEqual(['Kaski', 'Butwal']);
    expect(branchCity({ location: 'Kathmandu' })).toBe('Kathmandu');
  });

  it("the head office's card names the cities of its branches; the office listed on its own has none", async () => {
    renderApp('/consultancies');
    await screen.findAllByRole('article');
    const headCard = document.getElementById('consultancy-9001')!;
    const pokharaCard = document.getElementById('consultancy-9002')!;
    expect(within(headCard).getByText('Branches in Kaski, Butwal')).toBeInTheDocument();
    expect(within(pokharaCard).queryByText(/^Branches in/)).toBeNull();
  });

  it("the consultancy's page lists each branch with its city, name, address, phone and e-mail", async () => {
    renderApp('/consultancies/9001');
    expect(await screen.findByRole('heading', { level: 1, name: HEAD.name })).toBeInTheDocument();
    const section = screen.getByRole('heading', { level: 2, name: 'Branches' }).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Kaski: Machhapuchhre Study Link – Pokhara, Lakeside, Pokhara · 061-4100001 · pokhara@msl.example' + 'No licence of its own on record.',
      'Butwal: Machhapuchhre Study Link – Butwal, Traffic Chowk, Butwal · 071-4100002 · butwal@msl.example' + 'No licence of its own on record.',
    ]);
  });

  it("a branch with its own licence shows its badge (the day and the authority) and what the record says; a sample listing's branches say nothing of licences", async () => {
    const checkedOn = addDays(dayOf(new Date()), -30);
    const licence = { number: 'GP-2082-0007', authority: 'gandaki', validUntil: addDays(dayOf(new Date()), 300), checkedOn, method: 'document' } as const;
    get.mockResolvedValueOnce({ ...HEAD, branches: [{ ...HEAD.branches![0], licence }, HEAD.branches![1]] });
    const { unmount } = renderApp('/consultancies/9001');
    await screen.findByRole('heading', { level: 1, name: HEAD.name });
    const section = screen.getByRole('heading', { level: 2, name: 'Branches' }).closest('section')!;
    const [pokhara, butwal] = within(section).getAllByRole('listitem');
    expect(within(pokhara).getByRole('link', { name: `Licence checked on ${formatDay(checkedOn)} with Gandaki Province` })).toHaveAttribute(
      'href',
      '/how-we-verify',
    );
    expect(pokhara).toHaveTextContent('No. GP-2082-0007, issued by Gandaki Province');
    expect(butwal).toHaveTextContent('No licence of its own on record.');
    unmount();
    get.mockResolvedValueOnce({ ...HEAD, sample: true });
    renderApp('/consultancies/9001');
    await screen.findByRole('heading', { level: 1, name: HEAD.name });
    const sampleSection = screen.getByRole('heading', { level: 2, name: 'Branches' }).closest('section')!;
    expect(sampleSection).not.toHaveTextContent(/licence/i);
  });
});
