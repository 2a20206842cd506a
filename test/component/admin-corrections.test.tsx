import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Correction } from '../../src/domain/corrections';
import type { FactInput } from '../../src/domain/fact';
import { installFakeApi, type FakeApi } from './support/fakeAdminApi';
import { ADMIN_CODE_WAIT_MS, loadAdminCode, renderApp } from './support/renderAdmin';

beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

let fake: FakeApi;
afterEach(() => fake?.restore());

const fee = (amount: number, checkedOn: string): FactInput => ({
  key: 'destination.uk.visa-fee',
  page: '/destinations/uk',
  label: 'UK: visa fee',
  value: { kind: 'text', text: `GBP ${amount} application fee` },
  checkedOn,
  sourceUrl: 'https://www.gov.uk/student-visa',
  sourceName: 'GOV.UK',
});

describe("the admin's queue of corrections from a release", () => {
  it("shows the site's value and the release's with its source, warns when the team edited it, and accepting it moves it to the decided list", async () => {
    const open: Correction[] = [
      {
        id: 4,
        kind: 'fact',
        key: 'destination.uk.visa-fee',
        label: 'UK: visa fee',
        recordId: 9,
        current: fee(490, '2024-04'),
        builtIn: fee(524, '2025-04'),
        adminEdited: true,
        status: 'open',
        createdAt: '2026-11-27T08:00:00.000Z',
        decidedAt: null,
        decidedBy: null,
      },
    ];
    const decided: Correction[] = [];
    fake = installFakeApi({ signedIn: true });
    fake.override('GET', /^\/corrections$/, (req) => ({ status: 200, data: { items: req.params.status === 'decided' ? decided : open } }));
    fake.override('POST', /^\/corrections\/4\/accept$/, () => {
      const done = { ...open[0]!, status: 'accepted' as const, decidedAt: '2026-11-27T09:00:00.000Z', decidedBy: 'admin@gantavya.example' };
      open.length = 0;
      decided.push(done);
      return { status: 200, data: done };
    });
    renderApp('/admin/corrections');
    const user = userEvent.setup();
    const item = await screen.findByRole('article', { name: 'UK: visa fee' });
    expect(within(item).getByText('Value: GBP 490 application fee → GBP 524 application fee')).toBeInTheDocument();
    expect(within(item).getByText('Month checked: 2024-04 → 2025-04')).toBeInTheDocument();
    expect(within(item).getByText(/Your team edited this fact since it was built in/)).toBeInTheDocument();
    expect(within(item).getByRole('heading', { name: "On this site now (your team's value)" })).toBeInTheDocument();
    expect(within(item).getAllByRole('link', { name: 'GOV.UK' })[1]).toHaveAttribute('href', 'https://www.gov.uk/student-visa');
    await user.click(within(item).getByRole('button', { name: 'Accept the correction' }));
    expect(await screen.findByText("Accepted the correction of “UK: visa fee”: the site shows the release's value now.")).toBeInTheDocument();
    expect(await screen.findByText('No correction is waiting.')).toBeInTheDocument();
    expect(await screen.findByText(/UK: visa fee \(fact .*\): Accepted by admin@gantavya\.example/)).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'POST' && c.url === '/corrections/4/accept')).toBe(true);
  });
});
