import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/ui/theme';
import { SavedListsProvider } from '../../src/common/SavedLists';
import { BOOKING_DRAFT_KEY, ConsultationForm, todayIso } from '../../src/features/booking/ConsultationPage';
import type { SubmitInput } from '../../machines/booking/booking.machine';
import type { BookingReceipt } from '../../src/domain/booking';
import { holdEarlyInput } from '../../src/app/earlyInput';
import CostPlannerPage from '../../src/features/cost-planner/CostPlannerPage';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

/** English without a loaded catalog: each message's own English text. */
const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** The page as the server sends it, then hydrated in place, the way the browser gets it. */
function serverRender(ui: () => ReactElement, path: string) {
  const [pathname, search = ''] = path.split('?');
  const wrap = () => {
    return (
      <I18nProvider i18n={english}>
        <ThemeProvider theme={theme}>
          <Router ssrPath={pathname} ssrSearch={search}>
            <SavedListsProvider>{ui()}</SavedListsProvider>
          </Router>
        </ThemeProvider>
      </I18nProvider>
    );
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(wrap());
  document.body.append(container);
  let root: Root | null = null;
  return {
    container,
    async hydrate() {
      await act(async () => {
        root = hydrateRoot(container, wrap());
      });
    },
    unmount: () => act(() => root?.unmount()),
  };
}

// React's act() outside testing-library's render: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let page: ReturnType<typeof serverRender> | null = null;
beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  await page?.unmount();
  page?.container.remove();
  page = null;
});

const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));

describe('what a visitor does before the page has hydrated', () => {
  it('what a visitor typed and chose in the booking form before the page hydrated is kept, and booked', async () => {
    const submit = vi.fn(async (_input: SubmitInput): Promise<BookingReceipt> => ({ id: 7, reference: 'K7QX4M2P', status: 'new', confirmationEmailed: true }));
    page = serverRender(() => <ConsultationForm submit={submit} />, '/consultation');
    // Typed into the server's HTML while the scripts were still on their way: no React listens yet.
    const name = page.container.querySelector<HTMLInputElement>('input[name="fullName"]')!;
    const destination = page.container.querySelector<HTMLSelectElement>('select[name="preferredDestination"]')!;
    name.value = 'Sita Sharma';
    destination.value = 'Canada';
    await page.hydrate();

    const user = userEvent.setup();
    // The form renders again with each key pressed elsewhere; what was typed first stays.
    await user.type(screen.getByLabelText('E-mail'), 'sita@example.com');
    await user.type(screen.getByLabelText('Phone'), '9841234567');
    await user.selectOptions(screen.getByLabelText('Study level'), 'Bachelor');
    await user.type(screen.getByLabelText('Preferred date'), inDays(10));
    expect(screen.getByLabelText('Full name')).toHaveValue('Sita Sharma');
    await user.click(screen.getByRole('button', { name: 'Book free consultation' }));

    expect(await screen.findByText(/Thank you, Sita Sharma\./)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0][0].values).toMatchObject({ fullName: 'Sita Sharma', preferredDestination: 'Canada', studyLevel: 'Bachelor' });
  });

  it('a field nobody touched before hydration keeps the state it was rendered with', async () => {
    const submit = vi.fn();
    page = serverRender(() => <ConsultationForm submit={submit} />, '/consultation');
    await page.hydrate();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    // Nothing was handed to the form: pressing the button finds every required field empty.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book free consultation' }));
    expect(await screen.findByText(/\d+ fields need your attention\./)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('an unsent booking kept from before a reload fills the form the server rendered empty, and nothing of it is wiped', async () => {
    const submit = vi.fn(async (_input: SubmitInput): Promise<BookingReceipt> => ({ id: 9, reference: 'QX4M2PK7', status: 'new', confirmationEmailed: true }));
    // The server knows nothing of the visitor's tab: it renders the form empty.
    page = serverRender(() => <ConsultationForm submit={submit} />, '/consultation');
    const values = {
      fullName: 'Sita Sharma',
      email: 'sita@example.com',
      phone: '9841234567',
      preferredDestination: 'Australia',
      studyLevel: 'Master',
      preferredDate: inDays(12),
      message: '',
      consultancyId: null,
    };
    sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ values, idempotencyKey: null, keyFor: null }));
    await page.hydrate();
    await act(async () => screen.getByRole('button', { name: 'Book free consultation' }).click());
    expect(await screen.findByText(/Thank you, Sita Sharma\./)).toBeInTheDocument();
    expect(submit.mock.calls[0][0].values).toMatchObject({ preferredDestination: 'Australia', studyLevel: 'Master', fullName: 'Sita Sharma' });
  });

  it('the booking button pressed before the page hydrated books once the page is live', async () => {
    const submit = vi.fn(async (_input: SubmitInput): Promise<BookingReceipt> => ({ id: 8, reference: 'M2PK7QX4', status: 'new', confirmationEmailed: true }));
    page = serverRender(() => <ConsultationForm submit={submit} />, '/consultation');
    const early = holdEarlyInput(document);
    const field = (name: string) => page!.container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
    field('fullName').value = 'Ram Thapa';
    field('email').value = 'ram@example.com';
    field('phone').value = '9841234567';
    field('preferredDestination').value = 'Australia';
    field('studyLevel').value = 'Master';
    field('preferredDate').value = inDays(5);
    const button = within(page.container).getByRole('button', { name: 'Book free consultation' });
    // Pressed twice, impatiently, before React listens: held, not sent as a plain GET with the details in the address.
    button.click();
    button.click();
    await page.hydrate();
    expect(submit).not.toHaveBeenCalled();
    await act(async () => early.release());

    expect(await screen.findByText(/Thank you, Ram Thapa\./)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0][0].values).toMatchObject({
      fullName: 'Ram Thapa',
      email: 'ram@example.com',
      preferredDestination: 'Australia',
      studyLevel: 'Master',
    });
  });

  it('the cost plan chosen before the page hydrated is kept, and the plan for it is shown when asked for', async () => {
    page = serverRender(() => <CostPlannerPage />, '/cost-planner');
    const early = holdEarlyInput(document);
    const field = (name: string) => page!.container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
    field('destination').value = 'uk';
    field('level').value = 'masters';
    field('years').value = '2';
    within(page.container).getByRole('button', { name: 'Show the plan' }).click();
    await page.hydrate();
    await act(async () => early.release());

    expect(screen.getByLabelText('Destination')).toHaveValue('uk');
    expect(screen.getByLabelText('Years of study')).toHaveValue('2');
    expect(await screen.findByRole('region', { name: /^Your plan: Master.s degree in UK, 2 years/ })).toBeInTheDocument();
  });
});
