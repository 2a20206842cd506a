import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Fact } from '../../src/domain/fact';
import { insertAt } from '../../src/features/admin/FactPicker';
import { installFakeApi, type FakeApi, type FakeRequest } from './support/fakeAdminApi';
import { ADMIN_CODE_WAIT_MS, loadAdminCode, renderApp } from './support/renderAdmin';

beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

const fact = (id: number, key: string, label: string, text: string): Fact => ({
  id,
  key,
  label,
  page: '/destinations/uk',
  value: { kind: 'text', text },
  checkedOn: '2025-11',
  sourceUrl: 'https://www.gov.uk/student-visa/money',
  sourceName: 'GOV.UK',
  updatedAt: null,
});
const FACTS = [
  fact(1, 'destination.uk.visa-funds', 'UK: funds to show for the visa', 'GBP 1,529 a month in London'),
  fact(2, 'destination.uk.funds-28-days', 'UK: how long the money must be held', 'for 28 consecutive days'),
  fact(3, 'destination.uk.visa-fee', 'UK: visa fee', 'GBP 524'),
];

function install() {
  fake = installFakeApi({ signedIn: true });
  fake.override('GET', /^\/facts$/, (req: FakeRequest) => {
    const q = String(req.params.q ?? '').toLowerCase();
    const items = FACTS.filter((f) => !q || `${f.key} ${f.label} ${JSON.stringify(f.value)}`.toLowerCase().includes(q)).slice(
      0,
      Number(req.params.limit ?? 20),
    );
    return { status: 200, data: { items, total: items.length, page: 1, limit: Number(req.params.limit ?? 20) } };
  });
}

describe('blog editor: find a fact and insert it', () => {
  it('puts the token in place of the selection, the caret after it', () => {
    expect(insertAt('Show  now.', '{{fact k}}', 5, 5)).toEqual({ text: 'Show {{fact k}} now.', caret: 15 });
    expect(insertAt('Show X now.', '{{fact k}}', 5, 6)).toEqual({ text: 'Show {{fact k}} now.', caret: 15 });
    expect(insertAt('', '{{fact k}}', 9, 9)).toEqual({ text: '{{fact k}}', caret: 10 });
  });

  it('APG combobox: typing lists matching facts by label or value; Down, Up and Enter insert one at the cursor, announced, and the preview shows it', async () => {
    install();
    renderApp('/admin/blogs/new');
    const user = userEvent.setup();
    const body = (await screen.findByLabelText(/^Body/)) as HTMLTextAreaElement;
    await user.type(body, 'You need  each month.');
    body.setSelectionRange(9, 9);
    const box = screen.getByRole('combobox', { name: 'Find a fact to insert' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'funds');
    const list = await screen.findByRole('listbox', { name: 'Matching facts' });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      expect.stringMatching(/^UK: funds to show for the visa: GBP 1,529 a month in London/),
      expect.stringMatching(/^UK: how long the money must be held/),
    ]);
    expect(screen.getByText('2 facts found.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = within(list).getAllByRole('option')[0];
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(box).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(body).toHaveValue('You need {{fact destination.uk.visa-funds}} each month.');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Inserted {{fact destination.uk.visa-funds}} (UK: funds to show for the visa) into the body.')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('[data-fact="destination.uk.visa-funds"]')).not.toBeNull());
  });

  it('a click inserts too; Escape closes the list, then clears the search; no match says so', async () => {
    install();
    renderApp('/admin/blogs/new');
    const user = userEvent.setup();
    const body = (await screen.findByLabelText(/^Body/)) as HTMLTextAreaElement;
    const box = screen.getByRole('combobox', { name: 'Find a fact to insert' });
    await user.type(box, 'visa fee');
    await user.click(await screen.findByRole('option', { name: /UK: visa fee/ }));
    expect(body).toHaveValue('{{fact destination.uk.visa-fee}}');
    await user.clear(box);
    await user.type(box, 'nothing like this');
    expect(await screen.findByText('No fact matches.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box);
    await user.type(box, 'uk');
    await screen.findByText('3 facts found.');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('uk');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});
