import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { installFakeApi, sampleBlog, sampleConsultancy, sampleCourse, sampleUniversity, type FakeApi } from './support/fakeAdminApi';
import { currentPath, renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

const field = (label: string | RegExp) => screen.getByLabelText(label);

describe('blog editor (forms validate with the server schemas, show errors inline and the server errors on their field)', () => {
  it('shows every missing field inline (aria-invalid + aria-describedby), announces it and focuses the first', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/blogs/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create blog post' }));
    expect(await screen.findByText('Please correct the 5 fields marked below.')).toBeInTheDocument();
    for (const label of ['Title', 'Slug', 'Author', 'Excerpt', 'Body (Markdown)']) {
      expect(field(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(/^Title/)).toHaveAccessibleDescription('Required');
    // Focus moves in an effect after the errors show: wait for it.
    await waitFor(() => expect(field(/^Title/)).toHaveFocus());
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('puts a slug conflict from the server on the Slug field, keeps the data, then saves and says so', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1, { slug: 'visa-tips' })] });
    const { location } = renderApp('/admin/blogs/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), 'Visa tips for Canada');
    await user.type(field(/^Slug/), 'visa-tips');
    await user.type(field(/^Author/), 'Asha');
    await user.type(field(/^Excerpt/), 'What to prepare.');
    await user.type(field(/^Body/), 'Bring **documents**.');
    await user.click(screen.getByRole('button', { name: 'Create blog post' }));
    const alert = await screen.findByText(/Could not save: That slug is taken/);
    expect(alert).toBeInTheDocument();
    expect(field(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Slug/)).toHaveAccessibleDescription(expect.stringContaining('Another post already uses this slug'));
    await waitFor(() => expect(field(/^Slug/)).toHaveFocus());
    expect(field(/^Title/)).toHaveValue('Visa tips for Canada');
    await user.click(screen.getByRole('button', { name: 'Make from title' }));
    expect(field(/^Slug/)).toHaveValue('visa-tips-for-canada');
    await user.click(screen.getByRole('button', { name: 'Create blog post' }));
    // Said in the editor's status region (the fact finder has a status region of its own).
    expect((await screen.findByText('Saved “Visa tips for Canada”.')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(currentPath(location)).toBe('/admin/blogs/edit/1000'));
    // The same editor stays, now saving changes (PUT) to the new post.
    expect(screen.getByText('Saved “Visa tips for Canada”.')).toBeInTheDocument();
    expect(fake.db.blogs.find((b) => b.id === 1000)).toMatchObject({ slug: 'visa-tips-for-canada', status: 'draft', tags: [] });
    await user.type(field(/^Author/), ' Rai');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved “Visa tips for Canada”.');
    expect(fake.calls.filter((c) => c.method === 'PUT' && c.url === '/blogs/1000')).toHaveLength(1);
  });

  it('keeps the submit button disabled while saving', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(4)] });
    let release!: () => void;
    fake.override(
      'PUT',
      /^\/blogs\/4$/,
      (req) => new Promise((resolve) => (release = () => resolve({ status: 200, data: { ...sampleBlog(4), ...(req.body as object) } }))),
    );
    renderApp('/admin/blogs/edit/4');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Saved “Post 4!”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('previews the Markdown body sanitized, as the article page renders it', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/blogs/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Body/), '# Study in Canada{enter}{enter}<img src="x" onerror="alert(1)">');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Study in Canada' })).toBeInTheDocument();
    expect(preview.querySelector('img')).not.toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
  });

  it('edits tags as a list (add and remove rows) and switches draft/published', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(2, { tags: ['visa', 'canada'], status: 'draft' })] });
    renderApp('/admin/blogs/edit/2');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Tag 1')).toHaveValue('visa');
    expect(field('Tag 2')).toHaveValue('canada');
    await user.click(screen.getByRole('button', { name: 'Remove tag 1' }));
    expect(field('Tag 1')).toHaveValue('canada');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(field('Tag 2'), 'scholarships');
    const toggle = screen.getByRole('switch', { name: 'Published' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/^Saved/);
    expect(fake.db.blogs[0]).toMatchObject({ tags: ['canada', 'scholarships'], status: 'published' });
  });

  it('an empty tag row is an inline error on that row', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(2)] });
    renderApp('/admin/blogs/edit/2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add tag' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText('Tag 2')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Tag 2')).toHaveAccessibleDescription('Required');
  });

  it.each([
    ['999', true],
    ['abc', false],
    ['0', false],
    ['1.5', false],
  ])('an unknown or malformed id (%s) shows a not-found screen', async (id, asksServer) => {
    fake = installFakeApi({ signedIn: true });
    renderApp(`/admin/blogs/edit/${id}`);
    expect(await screen.findByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url === `/blogs/${id}`)).toBe(asksServer);
  });

  it('a failed load offers to try again', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(3)] });
    let fail = true;
    fake.override('GET', /^\/blogs\/3$/, () => (fail ? fake.error(403, 'FORBIDDEN', 'Not allowed right now') : undefined));
    renderApp('/admin/blogs/edit/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the blog post: Not allowed right now');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Post 3');
  });
});

describe('university editor', () => {
  it('checks the tuition range on the Maximum field, intakes and levels as lists', async () => {
    fake = installFakeApi({ signedIn: true, universities: [sampleUniversity(5)] });
    renderApp('/admin/universities/edit/5');
    const user = userEvent.setup();
    const max = await screen.findByLabelText(/^Maximum/);
    await user.clear(max);
    await user.type(max, '100');
    await user.click(within(screen.getByRole('group', { name: /Intakes/ })).getByRole('checkbox', { name: 'February' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText(/^Maximum/)).toHaveAccessibleDescription('Maximum must not be below minimum');
    expect(screen.getByRole('group', { name: /Intakes/ })).toHaveAccessibleDescription('Add at least one intake');
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows a server field error (tuition.max) on its field and keeps the entered data', async () => {
    fake = installFakeApi({ signedIn: true, universities: [sampleUniversity(5)] });
    fake.override('PUT', /^\/universities\/5$/, () =>
      fake.error(400, 'VALIDATION_FAILED', 'Check the highlighted fields', { 'tuition.max': 'Too high for this country' }),
    );
    renderApp('/admin/universities/edit/5');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/);
    await user.type(name, ' Online');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Could not save: Check the highlighted fields \(1 field needs attention\)/)).toBeInTheDocument();
    expect(field(/^Maximum/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Maximum/)).toHaveAccessibleDescription('Too high for this country');
    expect(field(/^Name/)).toHaveValue('University 5 Online');
  });

  it('an unknown id shows the not-found screen', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/universities/edit/77');
    expect(await screen.findByRole('heading', { name: 'University not found' })).toBeInTheDocument();
  });
});

describe('consultancy editor', () => {
  it('edits specializations, services and branches as lists, and needs at least one destination', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/consultancies/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create consultancy' }));
    expect(await screen.findByRole('group', { name: /Specializations/ })).toHaveAccessibleDescription('Add at least one destination');
    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    await user.type(field('Destination 1'), 'Japan');
    await user.click(screen.getByRole('button', { name: 'Add branch' }));
    expect(field(/^Branch 1 name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove branch 1' }));
    expect(screen.queryByLabelText(/^Branch 1 name/)).toBeNull();
    expect(screen.getByRole('group', { name: /Specializations/ })).not.toHaveAccessibleDescription('Add at least one destination');
  });

  it('shows the server error for branches.0.email on the first branch e-mail', async () => {
    fake = installFakeApi({
      signedIn: true,
      consultancies: [sampleConsultancy(8, { branches: [{ name: 'Pokhara', location: 'Lakeside', phone: '061-500000', email: 'p@example.com' }] })],
    });
    fake.override('PUT', /^\/consultancies\/8$/, () =>
      fake.error(400, 'VALIDATION_FAILED', 'Check the highlighted fields', { 'branches.0.email': 'This e-mail belongs to another consultancy' }),
    );
    renderApp('/admin/consultancies/edit/8');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), ' Pvt');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/Could not save/);
    expect(field(/^Branch 1 e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Branch 1 e-mail/)).toHaveAccessibleDescription('This e-mail belongs to another consultancy');
  });

  it('checks each branch e-mail in the browser first, by the same schema as the server', async () => {
    fake = installFakeApi({ signedIn: true, consultancies: [sampleConsultancy(8)] });
    renderApp('/admin/consultancies/edit/8');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add branch' }));
    await user.type(field(/^Branch 1 name/), 'Pokhara');
    await user.type(field(/^Branch 1 location/), 'Lakeside');
    await user.type(field(/^Branch 1 phone/), '061-500000');
    await user.type(field(/^Branch 1 e-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText(/^Branch 1 e-mail/)).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('an editor and its history', () => {
  it('a save shows up in the history under the form at once, without reloading the page', async () => {
    fake = installFakeApi({ signedIn: true, consultancies: [sampleConsultancy(8, { name: 'Himal Education' })] });
    const changes: Array<Record<string, unknown>> = [];
    fake.override('GET', /^\/consultancies\/8\/history$/, () => ({ status: 200, data: { items: [...changes] } }));
    fake.override('PUT', /^\/consultancies\/8$/, (req) => {
      changes.unshift({
        id: changes.length + 1,
        kind: 'consultancy',
        recordId: '8',
        key: 'Himal Education Pvt',
        action: 'edited',
        before: { name: 'Himal Education' },
        after: { name: (req.body as { name: string }).name },
        adminEmail: 'admin@gantavya.example',
        changedAt: '2026-01-05T04:00:00.000Z',
      });
      return undefined;
    });
    renderApp('/admin/consultancies/edit/8');
    const user = userEvent.setup();
    const history = () => document.querySelector<HTMLElement>('[data-part="record-history"]')!;
    await waitFor(() => expect(history()).toHaveTextContent('No changes recorded yet.'));
    await user.type(await screen.findByLabelText(/^Name/), ' Pvt');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(history()).getByRole('heading', { level: 3 })).toHaveTextContent(/^Edited by admin@gantavya.example/));
    expect(history()).toHaveTextContent('Name: Himal Education → Himal Education Pvt');
  });
});

describe("consultancy editor: a branch's own licence", () => {
  const pokhara = { name: 'Pokhara', location: 'Lakeside', phone: '061-500000', email: 'p@example.com' };

  it('a branch without a licence is sent without one; a licence half filled in is refused on its fields before anything is sent', async () => {
    fake = installFakeApi({ signedIn: true, consultancies: [sampleConsultancy(8, { branches: [pokhara] })] });
    renderApp('/admin/consultancies/edit/8');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Branch 1 licence number/), 'GP-2082-0007');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText(/^Branch 1 licence issued by/)).toHaveAccessibleDescription('Choose the federal ministry or a province');
    expect(field(/^Branch 1 licence checked on/)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.clear(field(/^Branch 1 licence number/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const sent = fake.calls.find((c) => c.method === 'PUT')!.body as { branches: Array<Record<string, unknown>> };
    expect(sent.branches).toEqual([{ ...pokhara, city: '' }]);
  });

  it('a filled-in branch licence is sent with the branch, and read back into its fields', async () => {
    fake = installFakeApi({ signedIn: true, consultancies: [sampleConsultancy(8, { branches: [pokhara] })] });
    const { unmount } = renderApp('/admin/consultancies/edit/8');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Branch 1 licence number/), 'GP-2082-0007');
    await user.selectOptions(field(/^Branch 1 licence issued by/), 'Gandaki Province');
    await user.type(field(/^Branch 1 licence valid until/), '2027-06-30');
    await user.type(field(/^Branch 1 licence checked on/), '2026-03-03');
    await user.selectOptions(field(/^Branch 1 licence: how it was checked/), 'Document seen');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const licence = { number: 'GP-2082-0007', authority: 'gandaki', validUntil: '2027-06-30', checkedOn: '2026-03-03', method: 'document' };
    expect((fake.calls.find((c) => c.method === 'PUT')!.body as { branches: unknown[] }).branches).toEqual([{ ...pokhara, city: '', licence }]);
    unmount();
    renderApp('/admin/consultancies/edit/8');
    expect(await screen.findByLabelText(/^Branch 1 licence number/)).toHaveValue('GP-2082-0007');
    expect(field(/^Branch 1 licence issued by/)).toHaveValue('gandaki');
  });
});

describe('course editor', () => {
  it('picks the university from a list, checks IELTS steps and needs an intake', async () => {
    fake = installFakeApi({
      signedIn: true,
      universities: [sampleUniversity(1, { name: 'Uni Sydney' }), sampleUniversity(2, { name: 'Uni Toronto', country: 'Canada' })],
    });
    renderApp('/admin/courses/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), 'MSc Data Science');
    await user.type(field(/^Field of study/), 'Computing');
    await user.type(field(/^Duration/), '2 years');
    await user.selectOptions(await screen.findByLabelText(/^University/), 'Uni Toronto (Canada)');
    await user.type(field(/^Amount/), '30000');
    await user.type(field(/^IELTS/), '6.3');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByLabelText(/^IELTS/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /Intakes/ })).toHaveAccessibleDescription('Add at least one intake');
    await user.clear(field(/^IELTS/));
    await user.type(field(/^IELTS/), '6.5');
    await user.click(within(screen.getByRole('group', { name: /Intakes/ })).getByRole('checkbox', { name: 'September' }));
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Saved “MSc Data Science”.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    // The editor (and the admin area around it) stayed mounted while the address became /edit/{id}.
    expect(screen.getByText('Saved “MSc Data Science”.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.url === '/auth/me')).toHaveLength(1);
    expect(fake.calls.filter((c) => c.url === '/courses/1000')).toHaveLength(0);
    expect(fake.db.courses[0]).toMatchObject({
      universityId: 2,
      intakes: ['September'],
      englishRequirements: { ielts: 6.5, pte: null, toefl: null },
      tuition: { amount: 30000 },
    });
  });

  it('shows a server error on the right field (universityId)', async () => {
    fake = installFakeApi({ signedIn: true, courses: [sampleCourse(3)], universities: [sampleUniversity(1)] });
    fake.override('PUT', /^\/courses\/3$/, () => fake.error(400, 'VALIDATION_FAILED', 'Check the highlighted fields', { universityId: 'No such university' }));
    renderApp('/admin/courses/edit/3');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), ' (online)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/Could not save/);
    expect(field(/^University/)).toHaveAccessibleDescription('No such university');
  });
});
