import styled from 'styled-components';
import { SITE } from '../../config/site';
import { Card, useDocumentTitle } from '../../ui/primitives';

const Centre = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primaryLight};
`;

const AuthCard = styled(Card)`
  width: 100%;
  max-width: 420px;
  text-align: center;
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export const AUTH_TEXTS = {
  login: 'Login Page (Coming Soon)',
  register: 'Register Page (Coming Soon)',
} as const;

export function AuthPage({ kind }: { kind: keyof typeof AUTH_TEXTS }) {
  useDocumentTitle(kind === 'login' ? 'Login' : 'Register');
  return (
    <Centre>
      <AuthCard>
        <h1>{SITE.name}</h1>
        <p>{SITE.tagline}</p>
        <p data-part="auth-text">{AUTH_TEXTS[kind]}</p>
      </AuthCard>
    </Centre>
  );
}

export function LoginPage() {
  return <AuthPage kind="login" />;
}
export function RegisterPage() {
  return <AuthPage kind="register" />;
}
