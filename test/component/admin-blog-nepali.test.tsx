import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NEPALI_VERSION_INCOMPLETE } from '../../src/domain/blog';
import { installFakeApi, sampleBlog, type FakeApi } from './support/fakeAdminApi';
import { currentPath, renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

const field = (label: string | RegExp) => screen.getByLabelText(label);
const NE = { title: 'भिसाका सुझाव', excerpt: 'के तयार गर्ने।', body: '## कागजात\n\nसबै कागजात लैजानुहोस्।' };

describe("blog editor: an article's Nepali version", () => {
  it('is typed in its own section (inputs lang="ne", labels in English), checked all three or none, previewed, and saved with the article', async () => {
    fake = installFakeApi({ signedIn: true });
    const { location } = renderApp('/admin/blogs/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), 'Visa tips');
    await user.type(field(/^Slug/), 'visa-tips');
    await user.type(field(/^Author/), 'Asha');
    await user.type(field(/^Excerpt/), 'What to prepare.');
    await user.type(field(/^Body/), 'Bring documents.');
    const section = screen.getByRole('group', { name: 'Nepali version (optional)' });
    for (const label of ['Nepali title', 'Nepali excerpt', 'Nepali body (Markdown)'])
      expect(within(section).getByLabelText(label)).toHaveAttribute('lang', 'ne');
    expect(within(section).getByText('Nepali title').closest('[lang]')).toBeNull();

    // A version given in part: the empty fields say so, and nothing is sent.
    await user.type(field('Nepali title'), NE.title);
    await user.click(screen.getByRole('button', { name: 'Create blog post' }));
    expect(await screen.findByText('Please correct the 2 fields marked below.')).toBeInTheDocument();
    expect(field('Nepali excerpt')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nepali excerpt')).toHaveAccessibleDescription(expect.stringContaining(NEPALI_VERSION_INCOMPLETE));
    expect(field('Nepali body (Markdown)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nepali title')).not.toHaveAttribute('aria-invalid');
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(field('Nepali title')).toHaveValue(NE.title);

    await user.type(field('Nepali excerpt'), NE.excerpt);
    await user.type(field('Nepali body (Markdown)'), NE.body);
    // The Nepali body's preview, as the Nepali page renders it.
    const preview = screen.getByRole('region', { name: 'Nepali body as shown' });
    expect(within(preview).getByRole('heading', { name: 'कागजात' }).closest('[lang]')).toHaveAttribute('lang', 'ne');
    expect(screen.getByRole('region', { name: 'Preview' })).not.toContainElement(within(preview).getByRole('heading', { name: 'कागजात' }));

    await user.click(screen.getByRole('button', { name: 'Create blog post' }));
    await screen.findByText('Saved “Visa tips”.');
    await waitFor(() => expect(currentPath(location)).toBe('/admin/blogs/edit/1000'));
    expect(fake.db.blogs.find((b) => b.id === 1000)).toMatchObject({ slug: 'visa-tips', title: 'Visa tips', ne: NE });
  });

  it('shows a saved Nepali version; emptied, the article is saved without one; an article without one is saved with none', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(2, { ne: NE }), sampleBlog(3)] });
    const { location } = renderApp('/admin/blogs/edit/2');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Nepali title')).toHaveValue(NE.title);
    expect(field('Nepali excerpt')).toHaveValue(NE.excerpt);
    expect(field('Nepali body (Markdown)')).toHaveValue(NE.body);
    for (const label of ['Nepali title', 'Nepali excerpt', 'Nepali body (Markdown)']) await user.clear(field(label));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved “Post 2”.');
    const put = fake.calls.find((c) => c.method === 'PUT' && c.url === '/blogs/2');
    expect((put?.body as { ne: unknown }).ne).toBeNull();

    act(() => location.navigate('/admin/blogs/edit/3'));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Post 3');
    expect(field('Nepali title')).toHaveValue('');
    await user.type(field(/^Title/), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved “Post 3!”.');
    expect((fake.calls.find((c) => c.method === 'PUT' && c.url === '/blogs/3')?.body as { ne: unknown }).ne).toBeNull();
  });

  it('keeps what was typed in Nepali as a draft when the page is left without asking, and offers it back', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1)] });
    const { location } = renderApp('/admin/blogs/edit/1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nepali title'), NE.title);
    await user.type(field('Nepali body (Markdown)'), NE.body);
    act(() => location.navigate('/admin/blogs')); // the Back button
    await screen.findByRole('heading', { level: 1, name: 'Blogs' });
    act(() => location.navigate('/admin/blogs/edit/1'));
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(field('Nepali title')).toHaveValue(NE.title);
    expect(field('Nepali body (Markdown)')).toHaveValue(NE.body);
  });

  it("the admin's list says which articles have a Nepali version", async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1, { ne: NE }), sampleBlog(2)] });
    renderApp('/admin/blogs');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Nepali version' })).toBeInTheDocument();
    const rowOf = (title: string) => within(table).getByText(title).closest('tr')!;
    await waitFor(() => expect(rowOf('Post 1')).toBeTruthy());
    expect(within(rowOf('Post 1')).getByText('Yes')).toBeInTheDocument();
    expect(within(rowOf('Post 2')).getByText('No')).toBeInTheDocument();
  });
});
