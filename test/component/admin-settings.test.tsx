import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS, type SiteSettings } from '../../src/domain/settings';
import { installFakeApi, type FakeApi } from './support/fakeAdminApi';
import { renderApp } from './support/renderAdmin';

let fake: FakeApi;
afterEach(() => fake?.restore());

const stored = (): SiteSettings => ({
  phone: '9800000000',
  email: 'hello@gantavya.example',
  address: 'Putalisadak, Kathmandu',
  social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as SiteSettings['social'],
  updatedAt: null,
});

describe('site settings editor (the one settings record, through the same editor as the entities)', () => {
  it('loads the contact details, refuses an empty address on its field, then saves and says so', async () => {
    fake = installFakeApi({ signedIn: true });
    let settings = stored();
    fake.override('GET', /^\/settings$/, () => ({ status: 200, data: settings }));
    fake.override('PUT', /^\/settings$/, (req) => {
      settings = { ...settings, ...(req.body as object) };
      return { status: 200, data: settings };
    });
    renderApp('/admin/settings');
    const user = userEvent.setup();
    const address = await screen.findByLabelText(/^Address/);
    expect(address).toHaveValue('Putalisadak, Kathmandu');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit site settings: contact details');
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please correct the 1 field marked below.')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(address).toHaveFocus());
    await user.type(address, 'Baneshwor, Kathmandu');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “contact details”.')).toBeInTheDocument();
    expect(settings.address).toBe('Baneshwor, Kathmandu');
    expect(fake.calls.filter((c) => c.method === 'PUT' && c.url === '/settings')).toHaveLength(1);
  });
});
