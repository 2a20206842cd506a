import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { formatAsOf } from '../../src/data/facts';
import { isDueForReview, monthOf, type Fact } from '../../src/domain/fact';
import { installFakeApi, type FakeApi, type FakeRequest } from './support/fakeAdminApi';
import { renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from './support/renderAdmin';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

const sampleFact = (id: number, over: Partial<Fact> = {}): Fact => ({
  id,
  key: `destination.uk.fact-${id}`,
  page: '/destinations/uk',
  label: `UK fact ${id}`,
  value: { kind: 'text', text: `Value ${id}` },
  checkedOn: monthOf(new Date()),
  sourceUrl: 'https://www.gov.uk/student-visa',
  sourceName: 'GOV.UK',
  updatedAt: null,
  ...over,
});

/** The fake API server with the facts endpoints, over the shared admin fake. */
function installWithFacts(facts: Fact[]) {
  fake = installFakeApi({ signedIn: true });
  const list = (req: FakeRequest) => {
    const q = String(req.params.q ?? '').toLowerCase();
    const items = facts.filter(
      (f) =>
        (!q || JSON.stringify(f).toLowerCase().includes(q)) &&
        (!req.params.onPage || f.page === req.params.onPage) &&
        (req.params.due !== 'true' || isDueForReview(f.checkedOn, new Date())),
    );
    return { status: 200, data: { items, total: items.length, page: 1, limit: Number(req.params.limit ?? 20) } };
  };
  fake.override('GET', /^\/facts$/, list);
  fake.override('GET', /^\/facts\/(\d+)$/, (_req, m) => {
    const f = facts.find((x) => x.id === Number(m[1]));
    return f ? { status: 200, data: f } : fake.error(404, 'NOT_FOUND', 'That fact was not found.');
  });
  fake.override('PUT', /^\/facts\/(\d+)$/, (req, m) => {
    const i = facts.findIndex((x) => x.id === Number(m[1]));
    facts[i] = { ...facts[i], ...(req.body as Partial<Fact>) };
    return { status: 200, data: facts[i] };
  });
  fake.override('POST', /^\/facts\/(\d+)\/review$/, (_req, m) => {
    const i = facts.findIndex((x) => x.id === Number(m[1]));
    facts[i] = { ...facts[i], checkedOn: monthOf(new Date()) };
    return { status: 200, data: facts[i] };
  });
  fake.override('GET', /^\/admin\/stats$/, () => ({
    status: 200,
    data: {
      blogs: 0,
      universities: 0,
      courses: 0,
      consultancies: 0,
      bookings: 0,
      newBookings: 0,
      messages: 0,
      unreadMessages: 0,
      factsDue: facts.filter((f) => isDueForReview(f.checkedOn, new Date())).length,
      correctionsOpen: 0,
    },
  }));
  return facts;
}

const OLD = '2024-01';

describe('admin facts screen: search, filter by page, due for review; edit and "still correct, checked today" in one step each', () => {
  it('lists the facts with their page, value, month checked and source, marking those due for review', async () => {
    installWithFacts([sampleFact(1, { checkedOn: OLD }), sampleFact(2, { page: '/exam/ielts', label: 'IELTS fee' })]);
    renderApp('/admin/facts');
    const table = await screen.findByRole('table', { name: /Facts: 2 in all/ }, { timeout: 5000 });
    const old = within(table).getByRole('rowheader', { name: 'UK fact 1' }).closest('tr')!;
    expect(within(old).getByText('Study in UK')).toBeInTheDocument();
    expect(within(old).getByText('Value 1')).toBeInTheDocument();
    expect(within(old).getByText(formatAsOf(OLD))).toBeInTheDocument();
    expect(within(old).getByText('Due for review')).toBeInTheDocument();
    expect(within(old).getByRole('link', { name: 'GOV.UK' })).toHaveAttribute('href', 'https://www.gov.uk/student-visa');
    const fresh = within(table).getByRole('rowheader', { name: 'IELTS fee' }).closest('tr')!;
    expect(within(fresh).queryByText('Due for review')).toBeNull();
    expect(within(fresh).getByText('IELTS exam guide')).toBeInTheDocument();
  });

  it('searches, filters by page and shows only those due for review', async () => {
    installWithFacts([
      sampleFact(1, { checkedOn: OLD }),
      sampleFact(2, { page: '/exam/ielts', label: 'IELTS fee' }),
      sampleFact(3, { page: '/exam/ielts', label: 'IELTS validity', checkedOn: OLD }),
    ]);
    renderApp('/admin/facts');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /Facts: 3 in all/ }, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), 'IELTS exam guide');
    await screen.findByRole('table', { name: /Facts: 2 in all/ });
    expect(fake.calls.at(-1)?.params).toMatchObject({ onPage: '/exam/ielts' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Review' }), 'true');
    await screen.findByRole('table', { name: /Facts: 1 in all/ });
    expect(screen.getByRole('rowheader', { name: 'IELTS validity' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), 'All pages');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'uk fact{enter}');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['UK fact 1']));
    expect(fake.calls.at(-1)?.params).toMatchObject({ q: 'uk fact', due: 'true' });
  });

  it('opens with the due filter on from the dashboard link', async () => {
    installWithFacts([sampleFact(1, { checkedOn: OLD }), sampleFact(2)]);
    renderApp('/admin/dashboard');
    const user = userEvent.setup();
    const card = await screen.findByRole('link', { name: /1 Facts due for review/ }, { timeout: 5000 });
    expect(card).toHaveAttribute('href', '/admin/facts?due=true');
    await user.click(card);
    await screen.findByRole('table', { name: /Facts: 1 in all/ });
    expect(screen.getByRole('combobox', { name: 'Review' })).toHaveValue('true');
  });

  it('"Still correct, checked today" marks a fact checked this month in one click', async () => {
    const facts = installWithFacts([sampleFact(1, { checkedOn: OLD })]);
    renderApp('/admin/facts');
    const user = userEvent.setup();
    const row = (await screen.findByRole('rowheader', { name: 'UK fact 1' }, { timeout: 5000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Still correct, checked today: UK fact 1' }));
    expect(await screen.findByText(`“UK fact 1” marked as checked in ${formatAsOf(monthOf(new Date()))}.`)).toBeInTheDocument();
    expect(facts[0].checkedOn).toBe(monthOf(new Date()));
    await waitFor(() => expect(within(screen.getByRole('rowheader', { name: 'UK fact 1' }).closest('tr')!).queryByText('Due for review')).toBeNull());
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/facts/1/review']);
  });

  it('edits a fact from its row: the new value, month and source are saved', async () => {
    const facts = installWithFacts([sampleFact(1, { checkedOn: OLD })]);
    renderApp('/admin/facts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Edit UK fact 1' }, { timeout: 5000 }));
    const text = await screen.findByLabelText(/^Text/, undefined, { timeout: 5000 });
    await user.clear(text);
    await user.type(text, 'GBP 524 application fee');
    await user.click(screen.getByRole('button', { name: 'Checked this month' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “UK fact 1”.')).toBeInTheDocument();
    expect(facts[0]).toMatchObject({ value: { kind: 'text', text: 'GBP 524 application fee' }, checkedOn: monthOf(new Date()) });
  });

  it('refuses an amount whose maximum is below its minimum and a source that is not https, with clear messages, and sends nothing', async () => {
    installWithFacts([sampleFact(1, { value: { kind: 'money', min: 100, max: 200, currency: 'GBP', per: 'year' } })]);
    renderApp('/admin/facts/edit/1');
    const user = userEvent.setup();
    const max = await screen.findByLabelText(/^Maximum/, undefined, { timeout: 5000 });
    await user.clear(max);
    await user.type(max, '50');
    const source = screen.getByLabelText(/^Source address/);
    await user.clear(source);
    await user.type(source, 'http://gov.uk');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The maximum must not be below the minimum')).toBeInTheDocument();
    expect(screen.getByText('The official source must be an address starting with https://')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('admin fact editor: the Nepali version', () => {
  const lastPut = () => fake.calls.filter((c) => c.method === 'PUT').at(-1)?.body as Partial<Fact> | undefined;

  it('saves a Nepali label and text, typed in fields marked lang="ne", with the English they translate', async () => {
    const facts = installWithFacts([sampleFact(1)]);
    renderApp('/admin/facts/edit/1');
    const user = userEvent.setup();
    const section = within((await screen.findByRole('group', { name: 'Nepali version (optional)' }, { timeout: 5000 })) as HTMLElement);
    const label = section.getByLabelText('Nepali label');
    expect(label).toHaveAttribute('lang', 'ne');
    expect(section.getByLabelText('Nepali text')).toHaveAttribute('lang', 'ne');
    expect(section.queryByLabelText('Nepali lines')).toBeNull();
    await user.type(label, 'बेलायतको तथ्य');
    await user.type(section.getByLabelText('Nepali text'), 'मान १।');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “UK fact 1”.')).toBeInTheDocument();
    expect(facts[0].ne).toEqual({ label: 'बेलायतको तथ्य', text: 'मान १।', of: { label: 'UK fact 1', text: 'Value 1' } });
  });

  it('says when the English changed since the Nepali was written, keeps the English it was written for until the admin says it still holds', async () => {
    const ne = { text: 'मान १।', of: { text: 'Value 1' } };
    installWithFacts([sampleFact(1, { ne })]);
    renderApp('/admin/facts/edit/1');
    const user = userEvent.setup();
    const text = await screen.findByLabelText(/^Text/, undefined, { timeout: 5000 });
    expect(screen.queryByText(/The English changed since the Nepali was written/)).toBeNull();
    await user.type(text, ', from April');
    expect(screen.getByText(/The English changed since the Nepali was written \(text\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved “UK fact 1”.');
    // Saved with the English the Nepali was written for: the pages show the new English until the Nepali is updated.
    expect(lastPut()?.ne).toEqual(ne);
    expect(screen.getByText(/The English changed since the Nepali was written/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'The Nepali above says what the English says now' }));
    expect(screen.queryByText(/The English changed since the Nepali was written/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(lastPut()?.ne).toEqual({ text: 'मान १।', of: { text: 'Value 1, from April' } }));
  });

  it('a Nepali text typed anew after the English changed is written for the new English', async () => {
    installWithFacts([sampleFact(1, { ne: { text: 'मान १।', of: { text: 'Value 0' } } })]);
    renderApp('/admin/facts/edit/1');
    const user = userEvent.setup();
    expect(await screen.findByText(/The English changed since the Nepali was written \(text\)/, undefined, { timeout: 5000 })).toBeInTheDocument();
    const nepali = screen.getByLabelText('Nepali text');
    await user.clear(nepali);
    await user.type(nepali, 'नयाँ मान १।');
    expect(screen.queryByText(/The English changed since the Nepali was written/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(lastPut()?.ne).toEqual({ text: 'नयाँ मान १।', of: { text: 'Value 1' } }));
  });

  it('refuses Nepali lines that do not match the English lines in number, with a clear message, and sends nothing', async () => {
    installWithFacts([sampleFact(1, { value: { kind: 'list', items: ['One', 'Two'] } })]);
    renderApp('/admin/facts/edit/1');
    const user = userEvent.setup();
    const lines = await screen.findByLabelText('Nepali lines', undefined, { timeout: 5000 });
    expect(lines).toHaveAttribute('lang', 'ne');
    await user.type(lines, 'एक');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Write one Nepali line for each English line: the English has 2, the Nepali 1')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // What was typed stays.
    expect(lines).toHaveValue('एक');
  });

  it('the list marks a fact without a Nepali version, with one, and with one out of date', async () => {
    installWithFacts([
      sampleFact(1),
      sampleFact(2, { ne: { text: 'मान २।', of: { text: 'Value 2' } } }),
      sampleFact(3, { ne: { text: 'मान ३।', of: { text: 'Value three' } } }),
    ]);
    renderApp('/admin/facts');
    const table = await screen.findByRole('table', { name: /Facts: 3 in all/ }, { timeout: 5000 });
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr')!);
    expect(within(table).getByRole('columnheader', { name: 'Nepali version' })).toBeInTheDocument();
    expect(row('UK fact 1').getByText('None')).toBeInTheDocument();
    expect(row('UK fact 2').getByText('Written')).toBeInTheDocument();
    expect(row('UK fact 3').getByText('Out of date')).toBeInTheDocument();
  });
});
