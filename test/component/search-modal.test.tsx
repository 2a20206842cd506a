import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { EVERY_PAGE, loadI18n, setBrowserI18n } from '../../src/app/i18n';
import userEvent from '@testing-library/user-event';
import { fetchPublishedDirectory } from '../../src/api/directory';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { SAMPLE_LABEL, toDirectoryEntry, type DirectoryEntry } from '../../src/domain/directory';
import { plainMatch } from '../../src/search/rule';
import { pages } from '../../src/app/pages';
import { renderApp, loadPageCode, PAGE_CODE_WAIT_MS } from '../helpers/renderApp';

// The pages' code is in before any test waits for what a page shows.
beforeAll(() => loadPageCode('/'), PAGE_CODE_WAIT_MS);

vi.mock('../../src/api/consultancies', async () => {
  const { browseDirectory } = await import('../../src/domain/directoryQuery');
  return {
    consultanciesApi: {
      list: vi.fn(async () => ({ items: CONSULTANCIES, total: CONSULTANCIES.length, page: 1, limit: 100 })),
      get: vi.fn(async (id: number) => CONSULTANCIES.find((c) => c.id === id)),
    },
    consultancyListApi: { get: vi.fn(async (query: Parameters<typeof browseDirectory>[1]) => browseDirectory(CONSULTANCIES, query)) },
  };
});

// The published directory (GET /directory, then its hashed file): the database's records as they are now.
vi.mock('../../src/api/directory', () => ({ fetchPublishedDirectory: vi.fn() }));
const fetchDirectory = vi.mocked(fetchPublishedDirectory);
const BUILT_IN: DirectoryEntry[] = CONSULTANCIES.map(toDirectoryEntry);
/** A real listing whose licence the team checked (sample records never are): the one entry with the tick. */
const LICENSED: DirectoryEntry = {
  ...BUILT_IN.find((c) => c.specializations.length > 2)!,
  id: 900,
  name: 'Licensed Real Education',
  verified: true,
  sample: false,
  rating: 0,
  reviews: { average: 4.2, count: 7 },
};
const withLicensed = () => fetchDirectory.mockImplementation(async () => [LICENSED, ...BUILT_IN]);

const PLACEHOLDER = 'Search for consultancies, universities, or services...';
let scrolled: Array<{ id: string; options: unknown }>;

// Load the lazy chunks with real timers first: under fake timers, waiting for a real import never ends.
beforeAll(async () => {
  await pages.consultancies.preload();
  await import('../../src/features/header/SearchModal');
});

beforeEach(() => {
  vi.useFakeTimers();
  fetchDirectory.mockReset();
  fetchDirectory.mockImplementation(async () => BUILT_IN);
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options?: unknown) {
    scrolled.push({ id: this.id, options });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function setup(path = '/') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const app = renderApp(path);
  if (path === '/consultancies') await screen.findByText(/\d+ consultancies/);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const input = await screen.findByRole('combobox', { name: /^Search consultancies by name/ });
  return { user, input, ...app };
}

const options = () => screen.queryAllByRole('option').filter((o) => o.closest('[role="listbox"]'));
const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');

describe('search modal: the dialog', () => {
  it('opens as a modal dialog with focus in the text box, which has the placeholder "Search for consultancies, universities, or services..."', async () => {
    const { input } = await setup();
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', PLACEHOLDER);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
  });

  it('keeps focus inside while open (Tab from the last control goes to the first)', async () => {
    const { user } = await setup();
    const dialog = screen.getByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    buttons[buttons.length - 1].focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close search' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(buttons[buttons.length - 1]).toHaveFocus();
  });

  it('closes from its close button and from a click on its backdrop, giving focus back to Search', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('dialog');
    fireEvent.mouseDown(document.querySelector('[data-scope="search"][data-part="backdrop"]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('search modal: typing filters the directory', () => {
  it('matches name, location or specialization case-insensitively, at most 8 suggestions', async () => {
    const { user, input } = await setup();
    await user.type(input, 'KATHMANDU');
    const expected = plainMatch(CONSULTANCIES, 'kathmandu');
    expect(expected.length).toBeGreaterThan(8);
    expect(options()).toHaveLength(8);
    expect(options().map((o) => within(o).getByText(expected[options().indexOf(o)].name))).toHaveLength(8);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.clear(input);
    await user.type(input, 'japan');
    expect(options()).toHaveLength(Math.min(8, plainMatch(CONSULTANCIES, 'japan').length));
  });

  it('empty or whitespace-only text shows no suggestions', async () => {
    const { user, input } = await setup();
    await user.type(input, '   ');
    expect(options()).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('each suggestion shows logo, name, location, rating, a licence-checked tick only when verified, two specializations and +N', async () => {
    withLicensed();
    const { user, input } = await setup();
    const many = LICENSED;
    await user.type(input, many.name);
    const first = options()[0];
    expect(within(first).getByText(many.name)).toBeInTheDocument();
    expect(first).toHaveTextContent(many.location);
    // A real record's rating is the mean of its approved reviews with their count.
    expect(first).toHaveTextContent('★ 4.2 (7 reviews)');
    expect(within(first).getByLabelText('Licence checked')).toBeInTheDocument();
    expect(within(first).getByText(many.specializations[0])).toBeInTheDocument();
    expect(within(first).getByText(many.specializations[1])).toBeInTheDocument();
    expect(within(first).queryByText(many.specializations[2])).not.toBeInTheDocument();
    expect(within(first).getByText(`+${many.specializations.length - 2}`)).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', many.logo);

    // A sample record is never verified: no tick.
    const unverified = CONSULTANCIES.find((c) => c.specializations.length <= 2)!;
    await user.clear(input);
    await user.type(input, unverified.name);
    const row = options().find((o) => within(o).queryByText(unverified.name))!;
    expect(within(row).queryByLabelText('Licence checked')).not.toBeInTheDocument();
    expect(within(row).queryByText(/^\+\d/)).not.toBeInTheDocument();
    // A sample's rating is labelled as a sample's.
    expect(within(row).getByRole('img', { name: `Rated ${unverified.rating.toFixed(1)} out of 5 (sample rating, invented)` })).toHaveTextContent(
      `★ ${unverified.rating.toFixed(1)} sample`,
    );
  });

  it('a real record with no approved reviews says "No reviews yet" in its suggestion, never its typed rating', async () => {
    const unrated: DirectoryEntry = { ...LICENSED, id: 901, name: 'Unrated Real Education', reviews: undefined };
    fetchDirectory.mockImplementation(async () => [unrated, ...BUILT_IN]);
    const { user, input } = await setup();
    await user.type(input, unrated.name);
    const first = options()[0];
    expect(within(first).getByText(unrated.name)).toBeInTheDocument();
    expect(first.querySelector('[data-part="rating"]')).toHaveTextContent('No reviews yet');
    expect(within(first).queryByText(/★/)).not.toBeInTheDocument();
  });

  it('a logo that fails to load is replaced by the default logo', async () => {
    const { user, input } = await setup();
    await user.type(input, 'Everest');
    const img = options()[0].querySelector('img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/default-logo.svg');
  });
});

describe('search modal: keyboard', () => {
  it('arrow down and up move the highlight and wrap around at both ends', async () => {
    const { user, input } = await setup();
    await user.type(input, 'pokhara');
    const n = options().length;
    expect(n).toBeGreaterThan(2);
    expect(selected()).toBe(-1);
    expect(input).toHaveAttribute('aria-activedescendant', '');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    expect(input).toHaveAttribute('aria-activedescendant', options()[0].id);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(n - 1);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    await user.clear(input);
    await user.type(input, 'pokhara');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(n - 1);
  });

  it('typing resets the highlight to none', async () => {
    const { user, input } = await setup();
    await user.type(input, 'pokhar');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.type(input, 'a');
    expect(selected()).toBe(-1);
  });

  it('Escape closes the suggestion list, and again closes the modal', async () => {
    const { user, input } = await setup();
    await user.type(input, 'canada');
    await user.keyboard('{Escape}');
    expect(options()).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('a click outside the list closes the list', async () => {
    const { user, input } = await setup();
    await user.type(input, 'canada');
    await user.click(screen.getByRole('heading', { name: 'Search' }));
    expect(options()).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('search modal: picking and submitting', () => {
  it('Enter on a highlighted suggestion goes to /consultancies?search={name}, closes the modal and clears the input', async () => {
    const { user, input, location } = await setup();
    await user.type(input, 'pokhara');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const picked = plainMatch(CONSULTANCIES, 'pokhara')[1];
    await user.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe(`/consultancies?search=${encodeURIComponent(picked.name)}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('combobox', { name: /^Search consultancies by name/ })).toHaveValue('');
  });

  it('after a pick: nothing scrolls at 499 ms; at 500 ms the element scrolls to the centre and is highlighted; the highlight ends 3000 ms later', async () => {
    // On the consultancy list already, so the list is there when the timers run.
    const { user, input } = await setup('/consultancies');
    await user.type(input, 'pokhara');
    await user.keyboard('{ArrowDown}');
    const picked = plainMatch(CONSULTANCIES, 'pokhara')[0];
    scrolled = [];
    await user.keyboard('{Enter}');
    // The list reads the searched page (a promise, no timer): let it arrive without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(/consultanc(y|ies) matching/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(scrolled.filter((s) => s.id.startsWith('consultancy-'))).toEqual([]);
    const card = document.getElementById(`consultancy-${picked.id}`)!;
    expect(card).not.toHaveAttribute('data-highlighted');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrolled.find((s) => s.id === `consultancy-${picked.id}`)?.options).toMatchObject({ block: 'center' });
    expect(card).toHaveAttribute('data-highlighted');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(card).toHaveAttribute('data-highlighted');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(card).not.toHaveAttribute('data-highlighted');
  });

  it('the highlighted consultancy is announced politely to screen readers while highlighted', async () => {
    const { user, input } = await setup('/consultancies');
    await user.type(input, 'japan');
    await user.keyboard('{ArrowDown}{Enter}');
    const picked = plainMatch(CONSULTANCIES, 'japan')[0];
    const region = () => screen.getAllByText((_, el) => el?.getAttribute('aria-live') === 'polite' && !!el.textContent?.startsWith('Highlighted:'));
    expect(screen.queryAllByText(/^Highlighted:/)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(region()[0]).toHaveTextContent(`Highlighted: ${picked.name}, ${picked.location}`);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryAllByText(/^Highlighted:/)).toHaveLength(0);
  });

  it('clicking a suggestion picks it', async () => {
    const { user, input, location } = await setup();
    await user.type(input, 'japan');
    const picked = plainMatch(CONSULTANCIES, 'japan')[2];
    await user.click(options()[2]);
    expect(location.history?.at(-1)).toBe(`/consultancies?search=${encodeURIComponent(picked.name)}`);
  });

  it('picking again during the timers cancels the old ones', async () => {
    const { user, input } = await setup('/consultancies');
    await user.type(input, 'pokhara');
    await user.keyboard('{ArrowDown}{Enter}');
    const first = plainMatch(CONSULTANCIES, 'pokhara')[0];
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('combobox', { name: /^Search consultancies by name/ }), 'japan');
    await user.keyboard('{ArrowDown}{Enter}');
    const second = plainMatch(CONSULTANCIES, 'japan')[0];
    scrolled = [];
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(scrolled.filter((s) => s.id.startsWith('consultancy-'))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrolled.map((s) => s.id)).toContain(`consultancy-${second.id}`);
    expect(scrolled.map((s) => s.id)).not.toContain(`consultancy-${first.id}`);
  });

  it('leaving the page during the timers cancels them', async () => {
    const { user, input, location } = await setup();
    await user.type(input, 'pokhara');
    await user.keyboard('{ArrowDown}{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => location.navigate('/faqs'));
    scrolled = [];
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(scrolled.filter((s) => s.id.startsWith('consultancy-'))).toEqual([]);
  });

  it('Enter with nothing highlighted submits the trimmed text to /consultancies?search={text}', async () => {
    const { user, input, location } = await setup();
    await user.type(input, '  study in japan ');
    await user.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/consultancies?search=study%20in%20japan');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('blank text cannot be submitted', async () => {
    const { user, input, location } = await setup('/faqs');
    await user.type(input, '   ');
    await user.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/faqs');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['Consultancies', '/consultancies'],
    ['Universities', '/consultancies?category=universities'],
    ['Courses', '/consultancies?category=courses'],
    ['Scholarships', '/consultancies?category=scholarships'],
  ])('the quick button %s goes to %s', async (name, path) => {
    const { user, location } = await setup();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
    expect(location.history?.at(-1)).toBe(path);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("the search matches the published directory (the database's), loaded before the first keystroke", () => {
  const added: DirectoryEntry = { ...BUILT_IN[1], id: 500, name: 'Newly Added Education', location: 'Baneshwor, Kathmandu', sample: false };
  /** The database after an admin added one record, renamed the third and deleted the first. */
  const edited: DirectoryEntry[] = [...BUILT_IN.slice(1).map((e) => (e.id === 3 ? { ...e, name: 'Renamed Global Careers' } : e)), added];
  const ids = () => options().map((o) => Number(o.getAttribute('data-consultancy-id')));

  it('hovering the Search button starts loading the directory, before the modal opens', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/');
    expect(fetchDirectory).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Search' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchDirectory).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('suggests what the database holds: an added record and a new name, not a deleted record or an old name', async () => {
    fetchDirectory.mockImplementation(async () => edited);
    const { user, input } = await setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await user.type(input, 'Newly Added');
    expect(ids()).toEqual([500]);
    await user.clear(input);
    await user.type(input, 'Renamed Global');
    expect(ids()).toEqual([3]);
    await user.clear(input);
    await user.type(input, 'Sagarmatha Global'); // the third record's old name; its other office remains
    expect(ids()).not.toContain(3);
    await user.clear(input);
    await user.type(input, BUILT_IN[0].name);
    expect(ids()).not.toContain(1);
    expect(ids().length).toBeGreaterThan(0); // the firm's other offices
  });

  it('typing before the directory arrives matches the built-in list at once; the list follows when it arrives', async () => {
    let arrive: (list: DirectoryEntry[]) => void = () => {};
    fetchDirectory.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const { user, input } = await setup();
    await user.type(input, 'Newly Added');
    expect(options()).toHaveLength(0);
    await user.clear(input);
    await user.type(input, BUILT_IN[0].name);
    expect(ids()).toContain(1);
    await act(async () => arrive(edited));
    expect(ids()).not.toContain(1);
    await user.clear(input);
    await user.type(input, 'Newly Added');
    expect(ids()).toEqual([500]);
  });

  it('when the directory cannot be fetched, the built-in list is the fallback', async () => {
    fetchDirectory.mockRejectedValue(new Error('Cannot reach the server.'));
    const { user, input } = await setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await user.type(input, 'pokhara');
    expect(ids()).toEqual(
      plainMatch(CONSULTANCIES, 'pokhara')
        .slice(0, 8)
        .map((c) => c.id),
    );
  });

  it('a sample record\'s suggestion carries the "Sample listing" label; a real listing\'s does not', async () => {
    fetchDirectory.mockImplementation(async () => edited);
    const { user, input } = await setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await user.type(input, 'Baneshwor');
    expect(within(options()[0]).queryByText(SAMPLE_LABEL)).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Renamed Global');
    expect(within(options()[0]).getByText(SAMPLE_LABEL)).toBeInTheDocument();
  });
});

describe('search modal: keyboard and screen readers', () => {
  const liveRegion = () => document.querySelector('[data-scope="search"][data-part="live-region"]')!;

  it('the home page search entry is a dialog trigger (aria-haspopup="dialog", aria-expanded) and gets focus back when the search closes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/');
    const entry = await screen.findByRole('button', { name: /Search consultancies by name/ });
    expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    await user.click(entry);
    const input = await screen.findByRole('combobox', { name: /^Search consultancies by name/ });
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(entry).toHaveFocus();
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    // Escape from the text box too, not only the close button.
    await user.click(entry);
    await screen.findByRole('combobox', { name: /^Search consultancies by name/ });
    expect(input).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(entry).toHaveFocus();
  });

  it('the header Search button gets focus back when it opened the search', async () => {
    const { user } = await setup('/');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Search consultancies by name/ })).not.toHaveFocus();
  });

  it('the licence-checked tick, the rating and +N are images named in words, which screen readers read', async () => {
    withLicensed();
    const { user, input } = await setup();
    const many = LICENSED;
    await user.type(input, many.name);
    const first = options()[0];
    expect(within(first).getByRole('img', { name: 'Licence checked' })).toHaveTextContent('✓');
    expect(within(first).getByRole('img', { name: 'Rated 4.2 out of 5 from 7 reviews' })).toHaveTextContent('★ 4.2 (7 reviews)');
    expect(within(first).getByRole('img', { name: `and ${many.specializations.length - 2} more` })).toHaveTextContent(`+${many.specializations.length - 2}`);
  });

  it('Enter during an input-method composition does not pick a suggestion', async () => {
    const { user, input, location } = await setup();
    await user.type(input, 'pokhara');
    await user.keyboard('{ArrowDown}');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(selected()).toBe(0);
    expect(location.history?.at(-1)).toBe('/');
    // Once the composition has ended, Enter picks.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location.history?.at(-1)).toMatch(/^\/consultancies\?search=/);
  });

  it('Tab out of the text box closes the suggestion list', async () => {
    const { user, input } = await setup();
    await user.type(input, 'canada');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(input).not.toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-activedescendant', '');
    expect(options()).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('the live region stops announcing once Escape has closed the list', async () => {
    const { user, input } = await setup();
    await user.type(input, 'canada');
    expect(liveRegion().textContent).toMatch(/^\d+ suggestions\./);
    await user.keyboard('{Escape}');
    expect(liveRegion()).toHaveTextContent('');
    // Typing again opens the list and the announcements again.
    await user.type(input, 'x');
    await user.clear(input);
    await user.type(input, 'canada');
    expect(liveRegion().textContent).toMatch(/^\d+ suggestions\./);
  });

  it('a text with no match is announced until the search closes', async () => {
    const { user, input } = await setup();
    await user.type(input, 'zzzq');
    expect(liveRegion()).toHaveTextContent('No consultancy matches. Press Enter to search anyway.');
  });
});

describe('search modal: on a Nepali page', () => {
  it('reads in Nepali (its heading, box, hint, quick search and what the live region says), its texts loaded with its code', async () => {
    vi.useRealTimers();
    const i18n = await loadI18n('ne', EVERY_PAGE);
    setBrowserI18n(i18n);
    try {
      const user = userEvent.setup();
      const location = memoryLocation({ path: '/ne/', record: true });
      render(<App hook={location.hook} searchHook={location.searchHook} i18n={i18n} />);
      await user.click(screen.getByRole('button', { name: 'खोज्नुहोस्' }));
      const dialog = await screen.findByRole('dialog', { name: 'खोज्नुहोस्' });
      const input = within(dialog).getByRole('combobox', { name: 'नाम, सहर वा जाने देशबाट कन्सल्टेन्सी खोज्नुहोस्' });
      expect(input).toHaveAttribute('placeholder', 'कन्सल्टेन्सी, विश्वविद्यालय वा सेवा खोज्नुहोस्…');
      expect(within(dialog).getByRole('button', { name: 'खोज बन्द गर्नुहोस्' })).toBeInTheDocument();
      const quick = within(dialog).getByRole('group', { name: 'छिटो खोज' });
      expect(
        within(quick)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['कन्सल्टेन्सी', 'विश्वविद्यालय', 'कोर्स', 'छात्रवृत्ति']);
      const live = dialog.querySelector('[data-part="live-region"]')!;
      await user.type(input, 'Kathmandu');
      await waitFor(() => expect(live).toHaveTextContent('८ वटा सुझाव छन्। एउटा छान्न एरो कीहरू थिच्नुहोस्।'));
      expect(within(dialog).getByRole('listbox', { name: 'सुझावहरू' })).toBeInTheDocument();
      await user.clear(input);
      await user.type(input, 'zzzz');
      await waitFor(() => expect(live).toHaveTextContent('कुनै कन्सल्टेन्सी मिलेन। जे होस् खोज्न Enter थिच्नुहोस्।'));
    } finally {
      setBrowserI18n(null);
    }
  });
});
