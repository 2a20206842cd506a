import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE } from '../../src/features/admin/leaveGuard';
import { installFakeApi, sampleBlog, type FakeApi } from './support/fakeAdminApi';
import { currentPath, renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => {
  fake?.restore();
  vi.restoreAllMocks();
});

/** The question the editor asks before its unsaved changes are lost (a real dialog, the safe choice focused). */
function leaveDialog(): HTMLElement {
  const dialog = screen.getByRole('alertdialog', { name: 'Leave this page?' });
  expect(dialog).toHaveAccessibleDescription(UNSAVED_CHANGES_MESSAGE);
  expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
  return dialog;
}

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
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const universities = screen.getByRole('link', { name: 'Universities' });
    await user.click(universities);
    await user.click(within(leaveDialog()).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(universities).toHaveFocus();
    expect(currentPath(location)).toBe('/admin/blogs/edit/1');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Post 1 changed');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.click(within(leaveDialog()).getByRole('button', { name: 'Leave' }));
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
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.click(within(leaveDialog()).getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { level: 1, name: 'Blogs' });
    act(() => location.navigate('/admin/blogs/edit/1'));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Post 1');
    expect(screen.queryByRole('button', { name: 'Restore them' })).toBeNull();
  });

  it('does not ask when nothing changed', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1)] });
    const { location } = renderApp('/admin/blogs/edit/1');
    await screen.findByLabelText(/^Title/);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentPath(location)).toBe('/admin/blogs');
  });

  it('asks before signing out with unsaved changes', async () => {
    fake = installFakeApi({ signedIn: true, blogs: [sampleBlog(1)] });
    renderApp('/admin/blogs/edit/1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), '!');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.keyboard('{Escape}'); // Escape is Stay
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    expect(fake.db.signedIn).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(within(leaveDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(fake.db.signedIn).toBe(false));
  });
});
