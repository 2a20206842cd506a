import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE } from '../../src/features/admin/unsavedChanges';
import { installFakeApi, sampleBlog, type FakeApi } from './support/fakeAdminApi';
import { currentPath, renderApp } from './support/renderAdmin';

let fake: FakeApi;
afterEach(() => {
  fake?.restore();
  vi.restoreAllMocks();
});

function beforeUnloadIsBlocked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes (editors ask before leaving with unsaved changes)', () => {
  it('asks before an in-app link leaves an edited form, and stays when the admin says no', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1)] });
    const { location } = renderApp('/admin/blogs/edit/1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), ' changed');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Universities' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(currentPath(location)).toBe('/admin/blogs/edit/1');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Post 1 changed');
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(currentPath(location)).toBe('/admin/blogs');
  });

  it('blocks a reload or closing the tab (beforeunload) only while there are unsaved changes', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1)] });
    renderApp('/admin/blogs/edit/1');
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    expect(beforeUnloadIsBlocked()).toBe(false);
    await user.type(title, '!');
    expect(beforeUnloadIsBlocked()).toBe(true);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved “Post 1!”.');
    expect(beforeUnloadIsBlocked()).toBe(false);
  });

  it('keeps the changes as a draft when the page is left without asking (the Back button) and offers them back', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1)] });
    const { location } = renderApp('/admin/blogs/edit/1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), ' – draft');
    act(() => location.navigate('/admin/blogs')); // what the Back button does: no click to intercept
    await screen.findByRole('heading', { level: 1, name: 'Blogs' });
    act(() => location.navigate('/admin/blogs/edit/1'));
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Post 1 – draft');
    // Agreeing to leave drops the draft.
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await screen.findByRole('heading', { level: 1, name: 'Blogs' });
    act(() => location.navigate('/admin/blogs/edit/1'));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Post 1');
    expect(screen.queryByRole('button', { name: 'Restore them' })).toBeNull();
  });

  it('does not ask when nothing changed', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1)] });
    const { location } = renderApp('/admin/blogs/edit/1');
    await screen.findByLabelText(/^Title/);
    const confirm = vi.spyOn(window, 'confirm');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(currentPath(location)).toBe('/admin/blogs');
  });

  it('asks before signing out with unsaved changes', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1)] });
    renderApp('/admin/blogs/edit/1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), '!');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(fake.db.signedIn).toBe(true);
  });
});
