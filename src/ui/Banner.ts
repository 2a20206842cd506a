import styled from 'styled-components';

/** The tones of a message: a success, an error, or information. */
export type BannerTone = 'success' | 'error' | 'info';

/**
 * The one message box of the app: a save or a send that worked, one that failed, a notice. The
 * role (status or alert) is the caller's choice, as the live region may sit around it.
 */
export const Banner = styled.div<{ $tone?: BannerTone }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  background: ${({ theme, $tone = 'info' }) => ($tone === 'success' ? theme.colors.successLight : $tone === 'error' ? theme.colors.dangerLight : theme.colors.primaryLight)};
  color: ${({ theme, $tone = 'info' }) => ($tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.danger : theme.colors.text)};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
