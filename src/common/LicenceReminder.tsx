import styled from 'styled-components';
import { LICENCE_REMINDER } from '../data/noc';

const Box = styled.aside`
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentLight};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: ${({ theme }) => theme.space.md} 0;
  p { margin: 0; }
`;

/** Reminder to check a consultancy's licence with the ministry (for consultancy pages and lists). */
export function LicenceReminder() {
  return (
    <Box aria-label="Check the consultancy's licence" data-part="licence-reminder">
      <p>
        {LICENCE_REMINDER.text}{' '}
        <a href={LICENCE_REMINDER.url} target="_blank" rel="noopener noreferrer">
          {LICENCE_REMINDER.linkText}
        </a>
      </p>
    </Box>
  );
}
