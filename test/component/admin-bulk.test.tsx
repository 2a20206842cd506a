import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from '../../src/domain/bulk';
import { installFakeApi, type FakeApi } from './support/fakeAdminApi';
import { ADMIN_CODE_WAIT_MS, loadAdminCode, renderApp } from './support/renderAdmin';

beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

describe('bulk import and export in the admin', () => {
  it('a list links its CSV export and import, and lists its likely duplicates with links to each record', async () => {
    fake = installFakeApi({ signedIn: true });
    fake.override('GET', /^\/admin\/bulk\/consultancies\/duplicates$/, () => ({
      status: 200,
      data: {
        groups: [
          {
            reason: 'same website',
            records: [
              { id: 1, name: 'Consultancy 1' },
              { id: 2, name: 'Consultancy 2' },
            ],
          },
        ],
      },
    }));
    renderApp('/admin/consultancies');
    const summary = await screen.findByText('Likely duplicates: 1 group');
    await userEvent.setup().click(summary);
    const group = screen.getByText(/^Same website:/).closest('li')!;
    expect(within(group).getByRole('link', { name: '#1 Consultancy 1' })).toHaveAttribute('href', '/admin/consultancies/edit/1');
    expect(within(group).getByRole('link', { name: '#2 Consultancy 2' })).toHaveAttribute('href', '/admin/consultancies/edit/2');
    const exportLink = screen.getByRole('link', { name: 'Export the consultancies as CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/v1/admin/bulk/consultancies/export.csv');
    expect(exportLink).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/admin/import/consultancies');
  });

  it('a file over the limit is refused on the page with the limit in words, and nothing is sent', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/import/universities');
    const picker = await screen.findByLabelText('CSV file');
    const file = new File(['id'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await userEvent.setup().upload(picker, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_TOO_LARGE);
    expect(fake.calls.filter((c) => c.url.includes('/admin/bulk/'))).toEqual([]);
  });

  it('an unknown kind of import is the not-found page', async () => {
    fake = installFakeApi({ signedIn: true });
    renderApp('/admin/import/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});
