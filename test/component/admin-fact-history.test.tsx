import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Fact, FactChange, FactInput } from '../../src/domain/fact';
import { changedFields } from '../../src/features/admin/FactHistory';
import { installFakeApi, type FakeApi } from './support/fakeAdminApi';
import { ADMIN_CODE_WAIT_MS, loadAdminCode, renderApp } from './support/renderAdmin';

beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

const version = (text: string, checkedOn = '2025-11'): FactInput => ({
  key: 'destination.uk.visa-funds',
  page: '/destinations/uk',
  label: 'UK: funds',
  value: { kind: 'text', text },
  checkedOn,
  sourceUrl: 'https://www.gov.uk/student-visa/money',
  sourceName: 'GOV.UK',
});

describe("a fact's history in the admin", () => {
  it('says what each change changed, field by field, old → new', () => {
    expect(changedFields({ before: version('GBP 1,483'), after: version('GBP 1,529', '2025-12') })).toEqual([
      'Value: GBP 1,483 → GBP 1,529',
      'Month checked: 2025-11 → 2025-12',
    ]);
    expect(changedFields({ before: version('GBP 1,483'), after: null })[0]).toBe('Value: GBP 1,483 → —');
  });

  it('lists who changed the fact and when, newest first; "Restore the old version" restores what it was before a change, says so, reloads the form and the history', async () => {
    let fact: Fact = { ...version('GBP 1,600 a month'), id: 5, updatedAt: '2026-11-20T10:00:00.000Z' };
    const history: FactChange[] = [
      {
        id: 2,
        factId: 5,
        key: fact.key,
        action: 'edited',
        before: version('GBP 1,529 a month'),
        after: version('GBP 1,600 a month'),
        adminEmail: 'editor@gantavya.example',
        changedAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 1,
        factId: 5,
        key: fact.key,
        action: 'edited',
        before: version('GBP 1,483 a month'),
        after: version('GBP 1,529 a month'),
        adminEmail: 'admin@gantavya.example',
        changedAt: '2026-11-11T09:00:00.000Z',
      },
    ];
    fake = installFakeApi({ signedIn: true });
    fake.override('GET', /^\/facts\/5$/, () => ({ status: 200, data: fact }));
    fake.override('GET', /^\/facts\/5\/history$/, () => ({ status: 200, data: { items: history } }));
    fake.override('POST', /^\/facts\/5\/history\/(\d+)\/restore$/, (_req, m) => {
      const change = history.find((c) => c.id === Number(m[1]))!;
      history.unshift({
        id: 3,
        factId: 5,
        key: fact.key,
        action: 'restored',
        before: { ...fact },
        after: change.before,
        adminEmail: 'admin@gantavya.example',
        changedAt: '2026-11-26T12:00:00.000Z',
      });
      fact = { ...fact, ...change.before! };
      return { status: 200, data: fact };
    });
    renderApp('/admin/facts/edit/5');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Text/)).toHaveValue('GBP 1,600 a month');
    const section = screen.getByRole('region', { name: 'History' });
    const entries = await within(section).findAllByRole('heading', { level: 3 });
    expect(entries.map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Edited by editor@gantavya\.example, 20 Nov 2026/),
      expect.stringMatching(/^Edited by admin@gantavya\.example, 11 Nov 2026/),
    ]);
    expect(within(section).getByText('Value: GBP 1,483 a month → GBP 1,529 a month')).toBeInTheDocument();
    const restoreButtons = within(section).getAllByRole('button', { name: 'Restore the old version' });
    expect(restoreButtons[1]).toHaveAccessibleDescription(expect.stringMatching(/^Edited by admin@gantavya\.example/));
    await user.click(restoreButtons[1]);
    expect(await within(section).findByText(/^Restored the version from before the change of 11 Nov 2026/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Text/)).toHaveValue('GBP 1,483 a month'));
    expect(await within(section).findByRole('heading', { level: 3, name: /^Restored an earlier version by admin@gantavya\.example/ })).toBeInTheDocument();
  });
});
