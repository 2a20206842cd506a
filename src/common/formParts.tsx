import type { ReactNode } from 'react';
import styled from 'styled-components';

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  label { font-weight: 600; }
  input, select, textarea {
    font: inherit;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    width: 100%;
    box-sizing: border-box;
  }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; border-width: 2px; }
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Banner = styled.div<{ $tone: 'danger' | 'success' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerLight : theme.colors.successLight)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.success)};
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

/** One labelled field with its hint and inline error wired by aria-describedby. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}
