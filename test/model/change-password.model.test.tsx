import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SnapshotFrom } from 'xstate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_FAILED, changePasswordMachine } from '../../machines/change-password/change-password.machine';
import { adminPages } from '../../src/app/adminPages';
import { pages } from '../../src/app/pages';
import { ENTER_CURRENT, PASSWORD_CHANGED } from '../../src/features/admin/ChangePasswordPage';
import { PASSWORD, installFakeApi, type FakeApi, type FakeResponse } from '../component/support/fakeAdminApi';
import { renderApp, loadAdminCode, ADMIN_CODE_WAIT_MS } from '../component/support/renderAdmin';
import { modelWalks } from '../helpers/modelPaths';

// The admin area's code is in before any test waits for what it shows.
beforeAll(loadAdminCode, ADMIN_CODE_WAIT_MS);

/**
 * Model-based tests of the admin's change-password form: paths generated from the change-password
 * statechart, replayed on the real /admin/password page. The page's own check decides the `validate`
 * step, so the replay types what makes the check answer as the path says; the server's answer to
 * POST /auth/password is held by the test and released as the path's done/error step.
 */
type Snapshot = SnapshotFrom<typeof changePasswordMachine>;
type AnyEvent = { type: string; [k: string]: unknown };

const NEW = 'a fresh passphrase for 2026';
const VALID = { currentPassword: PASSWORD, newPassword: NEW, repeatPassword: NEW };
const WRONG_CURRENT = 'That is not your current password.';

const events: AnyEvent[] = [
  { type: 'FORM.SUBMIT', values: VALID },
  { type: 'xstate.done.actor.validate', output: { currentPassword: ENTER_CURRENT } },
  { type: 'xstate.done.actor.validate', output: {} },
  { type: 'xstate.done.actor.changePassword', output: { mustChangePassword: false } },
  { type: 'xstate.error.actor.changePassword', error: { message: 'Some fields need attention', fields: { currentPassword: WRONG_CURRENT } } },
  { type: 'xstate.error.actor.changePassword', error: { message: CHANGE_FAILED } },
];

const serialize = (s: Snapshot) =>
  JSON.stringify({ value: s.value, fields: Object.keys(s.context.fieldErrors).sort(), formError: s.context.formError !== null });

const { paths, tours } = modelWalks(changePasswordMachine, { events, serialize });

/** The server's answers to POST /auth/password, held until the path releases them. */
function holdPasswordCalls(fake: FakeApi) {
  const pending: ((r: FakeResponse) => void)[] = [];
  fake.override('POST', /^\/auth\/password$/, () => new Promise<FakeResponse>((resolve) => pending.push(resolve)));
  return (response: FakeResponse) => {
    const next = pending.shift();
    if (!next) throw new Error('no pending /auth/password call to answer');
    next(response);
  };
}

const field = (label: string) => screen.getByLabelText(label);

async function expectUiFor(state: Snapshot) {
  const value = state.value as string;
  const { fieldErrors, formError } = state.context;
  if (value === 'changed') {
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
    return;
  }
  const submit = screen.getByRole('button', { name: /^(Change password|Changing…)$/ });
  if (value === 'submitting' || value === 'validating') {
    await waitFor(() => expect(submit).toBeDisabled());
    return;
  }
  // editing: each field shows its error (or none), and a message for the whole form when there is one.
  await waitFor(() => expect(submit).toBeEnabled());
  if (fieldErrors.currentPassword) await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription(fieldErrors.currentPassword!));
  else expect(field('Current password')).not.toHaveAttribute('aria-invalid');
  if (formError) await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(formError));
  else expect(screen.getByRole('alert')).toBeEmptyDOMElement();
}

let fake: FakeApi;
beforeAll(async () => {
  await Promise.all([pages.adminArea.preload(), adminPages.adminPassword.preload()]);
});
afterEach(() => fake?.restore());

describe('change-password statechart, model-based (an admin changes their own password)', () => {
  it('covers every state of the statechart', () => {
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value as string)));
    expect([...states].sort()).toEqual(['changed', 'editing', 'submitting', 'validating']);
  });

  it.each(tours.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    fake = installFakeApi({ signedIn: true });
    const release = holdPasswordCalls(fake);
    renderApp('/admin/password');
    const user = userEvent.setup();
    await screen.findByLabelText('Current password');
    for (const [i, { event, state }] of path.steps.entries()) {
      if (event.type === 'FORM.SUBMIT') {
        // The page's own check answers the next step: type what makes it pass or refuse.
        const next = path.steps[i + 1]?.event;
        const refused = next?.type === 'xstate.done.actor.validate' && Object.keys(next.output as object).length > 0;
        await user.clear(field('Current password'));
        if (!refused) await user.type(field('Current password'), VALID.currentPassword);
        await user.clear(field('New password'));
        await user.type(field('New password'), VALID.newPassword);
        await user.clear(field('Repeat the new password'));
        await user.type(field('Repeat the new password'), VALID.repeatPassword);
        await user.click(screen.getByRole('button', { name: 'Change password' }));
        // The check resolves at once; the state seen is the one after it when the path goes on.
        if (next?.type === 'xstate.done.actor.validate') continue;
      } else if (event.type === 'xstate.done.actor.changePassword') {
        await act(async () => release({ status: 200, data: { id: 1, email: 'admin@gantavya.example', mustChangePassword: false } }));
      } else if (event.type === 'xstate.error.actor.changePassword') {
        const error = event.error as { fields?: Record<string, string> };
        await act(async () =>
          release(
            error.fields
              ? { status: 400, data: { error: { code: 'VALIDATION_FAILED', message: 'Some fields need attention', fields: error.fields } } }
              : { status: 409, data: { error: { code: 'CONFLICT', message: CHANGE_FAILED } } },
          ),
        );
      }
      await expectUiFor(state);
    }
  });
});
