import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { AdminSessionUser } from '../../../machines/admin-auth/admin-auth.machine';
import { changePasswordMachine, type PasswordChange, type PasswordFieldErrors } from '../../../machines/change-password/change-password.machine';
import { authApi } from '../../api/auth';
import { ROUTES } from '../../config/routes';
import { newPasswordSchema } from '../../domain/admin';
import { Button, PageHeading } from '../../ui/primitives';
import { useAdminAuth, useAdminAuthActor } from './adminAuth';
import { Banner } from '../../ui/Banner';
import { FieldError, FieldWrap, Hint } from '../../ui/fields';

export const CHANGE_PASSWORD_TITLE = 'Change your password';
export const MUST_CHANGE_NOTICE = 'Your password was generated for you. Choose your own before you continue.';
export const PASSWORD_CHANGED = 'Your password was changed. You were signed out everywhere else.';
export const REPEAT_MISMATCH = 'The two new passwords differ.';
export const ENTER_CURRENT = 'Enter your current password';
export const NEW_PASSWORD_HINT = 'At least 12 characters; a phrase of several words is easy to remember. Common passwords are refused.';

/** The form's own rules; the server also checks the common-password list. */
export function checkPasswordChange(values: PasswordChange): PasswordFieldErrors {
  const errors: PasswordFieldErrors = {};
  if (values.currentPassword === '') errors.currentPassword = ENTER_CURRENT;
  const parsed = newPasswordSchema.safeParse(values.newPassword);
  if (!parsed.success) errors.newPassword = parsed.error.issues[0].message;
  else if (values.repeatPassword !== values.newPassword) errors.repeatPassword = REPEAT_MISMATCH;
  return errors;
}

const Form = styled.form`
  max-width: 480px;
`;

const FIELDS: { name: keyof PasswordChange; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: NEW_PASSWORD_HINT },
  { name: 'repeatPassword', label: 'Repeat the new password', autoComplete: 'new-password' },
];

/** /admin/password: the signed-in admin changes their own password (required after a generated one). */
export default function ChangePasswordPage() {
  const auth = useAdminAuthActor();
  const required = useAdminAuth((s) => s.matches('passwordChangeRequired'));
  const [, navigate] = useLocation();
  const wasRequired = useRef(required);
  const logic = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: {
          validate: fromPromise(async ({ input }) => checkPasswordChange(input)),
          changePassword: fromPromise(({ input, signal }) =>
            authApi.changePassword({ currentPassword: input.currentPassword, newPassword: input.newPassword }, signal),
          ),
        },
        actions: {
          reportChanged: (_, params) => auth.send({ type: 'PASSWORD.CHANGED', user: params.user as AdminSessionUser }),
        },
      }),
    [auth],
  );
  const actor = useActorRef(logic);
  const state = useSelector(actor, (s) => s.value as string);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const formError = useSelector(actor, (s) => s.context.formError);
  const submitCount = useSelector(actor, (s) => s.context.submitCount);
  const [values, setValues] = useState<PasswordChange>({ currentPassword: '', newPassword: '', repeatPassword: '' });
  const [show, setShow] = useState(false);

  // After a failed attempt, focus goes to the first field with an error.
  useEffect(() => {
    if (state !== 'editing' || submitCount === 0) return;
    const first = FIELDS.find((f) => fieldErrors[f.name]);
    if (first) document.getElementById(`password-${first.name}`)?.focus();
  }, [state, submitCount, fieldErrors]);

  // A required change done: on to the admin's dashboard.
  useEffect(() => {
    if (state === 'changed' && wasRequired.current) navigate(ROUTES.admin, { replace: true });
  }, [state, navigate]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'FORM.SUBMIT', values });
  };
  const busy = state === 'validating' || state === 'submitting';

  return (
    <>
      <PageHeading title={CHANGE_PASSWORD_TITLE} />
      {required ? (
        <Banner $tone="info" role="status">
          {MUST_CHANGE_NOTICE}
        </Banner>
      ) : null}
      <div role="alert" aria-live="assertive">
        {formError ? <FieldError>{formError}</FieldError> : null}
      </div>
      {state === 'changed' ? (
        <>
          <Banner $tone="info" role="status">
            {PASSWORD_CHANGED}
          </Banner>
          <Link href={ROUTES.adminDashboard}>Back to the dashboard</Link>
        </>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-busy={busy}>
          {FIELDS.map((f) => {
            const error = fieldErrors[f.name];
            const id = `password-${f.name}`;
            const describedBy = [f.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
            return (
              <FieldWrap key={f.name}>
                <label htmlFor={id}>{f.label}</label>
                {f.hint ? <Hint id={`${id}-hint`}>{f.hint}</Hint> : null}
                <input
                  id={id}
                  name={f.name}
                  type={show ? 'text' : 'password'}
                  autoComplete={f.autoComplete}
                  value={values[f.name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                />
                {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
              </FieldWrap>
            );
          })}
          <FieldWrap>
            <Button type="button" $variant="secondary" aria-pressed={show} onClick={() => setShow((s) => !s)}>
              {show ? 'Hide passwords' : 'Show passwords'}
            </Button>
          </FieldWrap>
          <Button type="submit" disabled={busy}>
            {busy ? 'Changing…' : 'Change password'}
          </Button>
        </Form>
      )}
    </>
  );
}
