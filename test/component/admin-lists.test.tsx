import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { installFakeApi, sampleBlog, sampleBooking, sampleConsultancy, sampleMessage, type FakeApi } from './support/fakeAdminApi';
import { currentPath, renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

const rowNames = () => screen.getAllByRole('rowheader').map((c) => c.textContent);

describe('admin lists (a table with text search, sorting, pagination, an empty state and delete with a confirmation naming the item)', () => {
  it('is a real table with a caption and column headers', async () => {
    fake = installFakeApi({ signedIn: true, consultancies: [sampleConsultancy(1, { name: 'Alpha Edu' })] });
    renderApp('/admin/consultancies');
    const table = await screen.findByRole('table', { name: /Consultancies: 1 in all, page 1 of 1/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Name', 'Location', 'Rating', 'Licence', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Alpha Edu' })).toHaveAttribute('scope', 'row');
  });

  it('searches through the server (q) and sorts by a column (aria-sort)', async () => {
    fake = installFakeApi({
      signedIn: true,
      consultancies: [
        sampleConsultancy(1, { name: 'Beta', rating: 4.1 }),
        sampleConsultancy(2, { name: 'alpha', rating: 4.8 }),
        sampleConsultancy(3, { name: 'Gamma', location: 'Pokhara', rating: 3.9 }),
      ],
    });
    renderApp('/admin/consultancies');
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Beta' });
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(rowNames()).toEqual(['alpha', 'Beta', 'Gamma']);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Rating/ }));
    await user.click(screen.getByRole('button', { name: /^Rating/ }));
    expect(screen.getByRole('columnheader', { name: /^Rating/ })).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['alpha', 'Beta', 'Gamma']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pokhara{enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Gamma']));
    expect(fake.calls.at(-1)?.params).toMatchObject({ q: 'pokhara', page: 1 });
  });

  it('pages through the server with Previous and Next', async () => {
    fake = installFakeApi({ signedIn: true, blogs: Array.from({ length: 25 }, (_, i) => sampleBlog(i + 1)) });
    renderApp('/admin/blogs');
    const user = userEvent.setup();
    expect(await screen.findByRole('table', { name: /25 in all, page 1 of 2/ })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: /page 2 of 2/ })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sorts on the server, over every page, with the sort, search and page in the address; the address opens the same list', async () => {
    const titles = Array.from({ length: 25 }, (_, i) => `Post ${String(i + 1).padStart(2, '0')}`);
    fake = installFakeApi({ signedIn: true, blogs: titles.map((t, i) => sampleBlog(i + 1, { title: t })) });
    const { unmount, location } = renderApp('/admin/blogs');
    const user = userEvent.setup();
    expect(await screen.findByRole('rowheader', { name: 'Post 01' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(rowNames()[0]).toBe('Post 25'));
    expect(screen.getByRole('table', { name: /25 in all, page 1 of 2, sorted by title \(descending\)$/ })).toBeInTheDocument();
    expect(rowNames()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()).toEqual(['Post 05', 'Post 04', 'Post 03', 'Post 02', 'Post 01']));
    expect(fake.calls.filter((c) => c.url === '/blogs').at(-1)?.params).toMatchObject({ page: 2, limit: 20, sort: '-title' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/blogs?sort=-title&page=2'));
    // The same address, opened again (Back, a reload, a shared link), shows the same page in the same order.
    unmount();
    renderApp('/admin/blogs?sort=-title&page=2');
    await waitFor(() => expect(rowNames()).toEqual(['Post 05', 'Post 04', 'Post 03', 'Post 02', 'Post 01']));
    expect(screen.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters blogs by status, drafts included', async () => {
    fake = installFakeApi({
      signedIn: true,
      blogs: [sampleBlog(1, { title: 'Live', status: 'published' }), sampleBlog(2, { title: 'Unfinished', status: 'draft' })],
    });
    renderApp('/admin/blogs');
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Unfinished' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Drafts');
    await waitFor(() => expect(rowNames()).toEqual(['Unfinished']));
    expect(fake.calls.at(-1)?.params).toMatchObject({ status: 'draft' });
  });

  it('a list that opens on a default filter (reviews: Waiting) keeps "All" in the address, so a reload shows all again', async () => {
    fake = installFakeApi({ signedIn: true });
    const review = (id: number, status: string) => ({
      id,
      rating: 4,
      text: 'Helpful',
      firstName: `Student ${id}`,
      month: '2026-10',
      status,
      reason: null,
      consultancyId: 1,
      consultancyName: `Consultancy ${id}`,
      bookingReference: `GV-${id}`,
      email: `s${id}@example.com`,
      createdAt: '2026-10-01T00:00:00.000Z',
      moderatedAt: null,
    });
    const reviews = [review(1, 'pending'), review(2, 'approved')];
    fake.override('GET', /^\/reviews$/, (req) => {
      const items = reviews.filter((r) => !req.params.status || r.status === req.params.status);
      return { status: 200, data: { items, total: items.length, page: 1, limit: 20 } };
    });
    const { unmount, location } = renderApp('/admin/reviews');
    const user = userEvent.setup();
    expect(await screen.findByRole('rowheader', { name: 'Consultancy 1' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Consultancy 1']);
    await user.selectOptions(screen.getByLabelText('Show'), 'All reviews');
    await waitFor(() => expect(rowNames()).toEqual(['Consultancy 1', 'Consultancy 2']));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/reviews?status='));
    unmount();
    renderApp('/admin/reviews?status=');
    await waitFor(() => expect(rowNames()).toEqual(['Consultancy 1', 'Consultancy 2']));
    expect(screen.getByLabelText('Show')).toHaveValue('');
  });

  it('shows an empty state with a link to create the first item', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/courses');
    expect(await screen.findByText('No courses yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the first course' })).toHaveAttribute('href', '/admin/courses/new');
  });

  it('deletes only after a confirmation dialog that names the item; Escape cancels and focus returns', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1, { title: 'Visa tips' }), sampleBlog(2, { title: 'IELTS guide' })] });
    renderApp('/admin/blogs');
    const user = userEvent.setup();
    const del = await screen.findByRole('button', { name: 'Delete Visa tips' });
    await user.click(del);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Visa tips”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(del).toHaveFocus();
    expect(fake.db.blogs).toHaveLength(2);

    await user.click(del);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Visa tips”.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['IELTS guide']));
    expect(fake.db.blogs.map((b) => b.title)).toEqual(['IELTS guide']);
  });
});

describe('admin lists: deleting and its outcome', () => {
  it('deleting the last row of a later page shows the page before it', async () => {
    fake = installFakeApi({ signedIn: true, blogs: Array.from({ length: 21 }, (_, i) => sampleBlog(i + 1)) });
    renderApp('/admin/blogs');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /21 in all, page 1 of 2/ });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('table', { name: /21 in all, page 2 of 2/ });
    expect(rowNames()).toEqual(['Post 21']);
    await user.click(screen.getByRole('button', { name: 'Delete Post 21' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Post 21”.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /20 in all, page 1 of 1/ })).toBeInTheDocument();
    expect(rowNames()).toHaveLength(20);
  });

  it('says why a delete failed and keeps the row', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1, { title: 'Visa tips' })] });
    fake.override('DELETE', /^\/blogs\/\d+$/, () => fake.error(409, 'CONFLICT', 'It is linked from the home page'));
    renderApp('/admin/blogs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Visa tips' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete “Visa tips”: It is linked from the home page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(rowNames()).toEqual(['Visa tips']);
    expect(fake.db.blogs).toHaveLength(1);
  });
});

describe('bookings (every booking, newest first, filtered by status, its details, status moved new → contacted → closed)', () => {
  it('lists newest first, shows the details and changes the status', async () => {
    fake = installFakeApi({
      signedIn: true,
      bookings: [
        sampleBooking(1, { fullName: 'Older', createdAt: '2026-11-01T00:00:00.000Z' }),
        sampleBooking(2, { fullName: 'Newer', createdAt: '2026-11-10T02:25:00.000Z', message: 'Call after 5pm' }),
      ],
    });
    renderApp('/admin/consultations');
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Newer' });
    expect(rowNames()).toEqual(['Newer', 'Older']);
    // Stored in UTC, shown in Nepal time with its label.
    expect(screen.getByRole('row', { name: /Newer/ })).toHaveTextContent('10 Nov 2026, 08:10 NPT');
    expect(screen.getByRole('row', { name: /Older/ })).toHaveTextContent('1 Nov 2026, 05:45 NPT');
    await user.click(screen.getByRole('button', { name: 'View booking from Newer' }));
    const details = screen.getByRole('region', { name: 'Booking from Newer' });
    expect(details).toHaveTextContent('Call after 5pm');
    expect(details).toHaveTextContent('10 Nov 2026, 08:10 NPT');
    expect(within(details).getByLabelText('Change status to')).toHaveValue('contacted');
    await user.click(within(details).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Booking from Newer is now contacted.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Newer/ })).getByText('Contacted')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Booking from Newer' })).getByLabelText('Change status to')).toHaveValue('contacted');
    await user.selectOptions(within(screen.getByRole('region', { name: 'Booking from Newer' })).getByLabelText('Change status to'), 'Closed');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Booking from Newer is now closed.')).toBeInTheDocument();
    expect(fake.db.consultations.find((b) => b.id === 2)?.status).toBe('closed');
  });

  it('the team sorts bookings by when they arrived, oldest first or newest first, on the server and in the address', async () => {
    fake = installFakeApi({
      signedIn: true,
      bookings: [
        sampleBooking(1, { fullName: 'Older', createdAt: '2026-11-01T00:00:00.000Z' }),
        sampleBooking(2, { fullName: 'Newer', createdAt: '2026-11-10T02:25:00.000Z' }),
      ],
    });
    const { location } = renderApp('/admin/consultations');
    const user = userEvent.setup();
    expect(await screen.findByRole('table', { name: /^Bookings, newest first: 2/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Received/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /^Received/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Older', 'Newer']));
    expect(screen.getByRole('table', { name: /^Bookings, oldest first: 2/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Received/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(fake.calls.at(-1)?.params).toMatchObject({ sort: 'received' });
    await waitFor(() => expect(currentPath(location)).toContain('sort=received'));
    await user.click(screen.getByRole('button', { name: /^Received/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Newer', 'Older']));
    expect(fake.calls.at(-1)?.params).toMatchObject({ sort: '-received' });
  });

  it('filters by status', async () => {
    fake = installFakeApi({ signedIn: true, bookings: [sampleBooking(1, { fullName: 'Fresh' }), sampleBooking(2, { fullName: 'Done', status: 'closed' })] });
    renderApp('/admin/consultations');
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Fresh' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    await waitFor(() => expect(rowNames()).toEqual(['Done']));
    expect(fake.calls.at(-1)?.params).toMatchObject({ status: 'closed' });
  });
});

describe('messages (contact messages, marked read when opened)', () => {
  it('opening an unread message shows it and marks it read', async () => {
    fake = installFakeApi({
      signedIn: true,
      messages: [sampleMessage(1, { subject: 'Visa question', message: 'How long does it take?', createdAt: '2026-11-24T02:25:00.000Z' })],
    });
    renderApp('/admin/messages');
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Visa question/ });
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    expect(row).toHaveTextContent('24 Nov 2026, 08:10 NPT');
    await user.click(screen.getByRole('button', { name: 'Open message “Visa question”' }));
    expect(screen.getByRole('article', { name: 'Visa question' })).toHaveTextContent('How long does it take?');
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Visa question/ })).getByText('Read')).toBeInTheDocument());
    expect(fake.db.contact[0].read).toBe(true);
  });
});

describe('dashboard (counts, new bookings, unread messages, latest bookings, links to create content)', () => {
  it('shows the counts, the latest bookings and the create links', async () => {
    fake = installFakeApi({
      signedIn: true,
      blogs: [sampleBlog(1), sampleBlog(2)],
      consultancies: [sampleConsultancy(1)],
      bookings: [sampleBooking(1, { fullName: 'Sita' }), sampleBooking(2, { status: 'closed' })],
      messages: [sampleMessage(1), sampleMessage(2, { read: true })],
    });
    renderApp('/admin');
    const stats = await screen.findByRole('list');
    expect(within(stats).getByRole('link', { name: '2 Blog posts' })).toHaveAttribute('href', '/admin/blogs');
    expect(within(stats).getByRole('link', { name: '1 Consultancies' })).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: '1 New bookings' })).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: '1 Unread messages' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Sita' })).toBeInTheDocument();
    for (const name of ['New blog post', 'New university', 'New consultancy', 'New course']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it("lists the licences due for a check or expired, a branch's own licence named with its branch, each linking to its consultancy", async () => {
    fake = installFakeApi({
      signedIn: true,
      licencesDue: [
        { consultancyId: 4, name: 'Himal Education', reason: 'expired', on: '2026-01-02' },
        { consultancyId: 4, name: 'Himal Education', branch: 'Pokhara branch', reason: 'check-due', on: '2026-02-03' },
      ],
    });
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: /^Licences to check again/ });
    const heads = within(table).getAllByRole('rowheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Himal Education', 'Himal Education, its branch Pokhara branch']);
    expect(within(heads[1]).getByRole('link', { name: 'Himal Education' })).toHaveAttribute('href', '/admin/consultancies/edit/4');
  });
});
