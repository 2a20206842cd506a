import styled from 'styled-components';
import { Link } from 'wouter';
import { ROUTES } from '../config/routes';
import { LicensingAuthority } from './LicensingAuthority';
import { useT } from '../ui/i18n';

const TEXT = {
  label: /*i18n*/ { id: 'licenceReminder.label', message: "Check the consultancy's licence" },
  before: /*i18n*/ {
    id: 'licenceReminder.before',
    message: 'Before you pay a consultancy, check that it holds a current licence: ask to see it, and check its number with the office that issued it.',
  },
  howWeCheck: /*i18n*/ { id: 'licenceReminder.howWeCheck', message: 'How we check licences' },
};

const Box = styled.aside`
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentLight};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: ${({ theme }) => theme.space.md} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/**
 * Reminder to check a consultancy's licence (for consultancy pages and lists), with the dated record
 * of which office issues licences and a link to how we check them.
 */
export function LicenceReminder() {
  const { t } = useT();
  return (
    <Box aria-label={t(TEXT.label)} data-part="licence-reminder">
      <p>{t(TEXT.before)}</p>
      <LicensingAuthority />
      <p>
        <Link href={ROUTES.howWeVerify}>{t(TEXT.howWeCheck)}</Link>
      </p>
    </Box>
  );
}
