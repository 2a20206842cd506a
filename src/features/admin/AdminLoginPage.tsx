import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Redirect, useSearch } from 'wouter';
import { SESSION_EXPIRED_NOTICE } from '../../../machines/admin-auth/admin-auth.machine';
import { ROUTES, isSafeNextPath } from '../../config/routes';
import { SITE } from '../../config/site';
import { loginInputSchema } from '../../domain/admin';
import { checkWith } from '../../domain/fieldErrors';
import { Button, Card, useDocumentTitle } from '../../ui/primitives';
import { useAdminAuth, useAdminAuthActor } from './adminAuth';
import { Banner } from '../../ui/Banner';
import { FieldError, FieldWrap } from '../../ui/fields';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primaryLight};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
  h1 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const PasswordRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  input {
    flex: 1;
    min-width: 0;
  }
`;

type LoginErrors = Partial<Record<'email' | 'password', string>>;

function check(values: { email: string; password: string }): LoginErrors {
  const checked = checkWith(loginInputSchema, values);
  if (checked.ok) return {};
  const { email, password } = checked.errors;
  return { email: email && values.email.trim() === '' ? 'Enter your e-mail address' : email, password };
}

/** "45 seconds", "1 second", "14 min 05 s". */
export function formatCountdown(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m} min ${String(s).padStart(2, '0')} s`;
}

/** Where to go after signing in: a safe `next`, else the page the session expired on, else /admin. */
export function destinationAfterSignIn(next: string | null, returnTo: string | null): string {
  if (isSafeNextPath(next)) return next;
  if (isSafeNextPath(returnTo)) return returnTo;
  return ROUTES.admin;
}

/** /admin/login: standalone, outside the admin layout. */
export default function AdminLoginPage() {
  useDocumentTitle('Admin sign in');
  const actor = useAdminAuthActor();
  const state = useAdminAuth((s) => s.value as string);
  const errorMessage = useAdminAuth((s) => s.context.errorMessage);
  const secondsLeft = useAdminAuth((s) => s.context.lockoutSecondsLeft);
  const returnTo = useAdminAuth((s) => s.context.returnTo);
  const next = new URLSearchParams(useSearch()).get('next');

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  if (state === 'signedIn') return <Redirect to={destinationAfterSignIn(next, returnTo)} replace />;
  if (state === 'passwordChangeRequired') return <Redirect to={ROUTES.adminPassword} replace />;

  const busy = state === 'signingIn' || state === 'checking';
  const locked = state === 'lockedOut';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = check({ email, password });
    setErrors(found);
    setTouched({ email: true, password: true });
    if (found.email || found.password) {
      const first = found.email ? 'admin-email' : 'admin-password';
      document.getElementById(first)?.focus();
      return;
    }
    actor.send({ type: 'LOGIN.SUBMIT', email: email.trim(), password });
  };

  const revalidate = (field: 'email' | 'password', values: { email: string; password: string }) => {
    if (touched[field]) setErrors((prev) => ({ ...prev, [field]: check(values)[field] }));
  };

  return (
    <Page data-page="admin-login">
      <Panel>
        <h1>{SITE.name} admin sign in</h1>
        {state === 'expired' ? (
          <Banner $tone="info" role="status">
            {SESSION_EXPIRED_NOTICE}
          </Banner>
        ) : null}
        <div role="alert" aria-live="assertive">
          {state === 'failed' && errorMessage ? <Banner $tone="error">{errorMessage}</Banner> : null}
          {locked ? (
            <Banner $tone="error">
              {errorMessage} Try again in {formatCountdown(secondsLeft)}.
            </Banner>
          ) : null}
        </div>
        <form noValidate onSubmit={onSubmit} aria-busy={busy}>
          <FieldWrap>
            <label htmlFor="admin-email">E-mail</label>
            <input
              id="admin-email"
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'admin-email-error' : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                revalidate('email', { email: e.target.value, password });
              }}
              onBlur={() => {
                setTouched((t) => ({ ...t, email: true }));
                setErrors((prev) => ({ ...prev, email: check({ email, password }).email }));
              }}
            />
            {errors.email ? <FieldError id="admin-email-error">{errors.email}</FieldError> : null}
          </FieldWrap>
          <FieldWrap>
            <label htmlFor="admin-password">Password</label>
            <PasswordRow>
              <input
                id="admin-password"
                type={showPassword ? 'text' : 'password'}
                name="password"
                autoComplete="current-password"
                value={password}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'admin-password-error' : undefined}
                onChange={(e) => {
                  setPassword(e.target.value);
                  revalidate('password', { email, password: e.target.value });
                }}
              />
              <Button type="button" $variant="secondary" aria-pressed={showPassword} aria-controls="admin-password" onClick={() => setShowPassword((s) => !s)}>
                {showPassword ? 'Hide password' : 'Show password'}
              </Button>
            </PasswordRow>
            {errors.password ? <FieldError id="admin-password-error">{errors.password}</FieldError> : null}
          </FieldWrap>
          <Button type="submit" disabled={busy || locked} style={{ width: '100%' }}>
            {state === 'signingIn' ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </Panel>
    </Page>
  );
}
