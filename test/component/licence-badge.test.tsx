import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LicenceBadge } from '../../src/common/LicenceBadge';
import type { PublicLicence } from '../../src/domain/licence';
import { renderPage } from '../helpers/renderPage';

const LICENCE: PublicLicence = { number: 'ECS-42', authority: 'bagmati', validUntil: '2026-07-15', checkedOn: '2026-03-03', method: 'register' };
const badge = () => screen.getByRole('link');

describe('the licence badge says what it means in words and links to how we verify', () => {
  it('a licence checked within 12 months and still valid: the day and the authority', () => {
    renderPage(<LicenceBadge c={{ sample: false, licence: LICENCE }} today="2026-03-20" />);
    expect(badge()).toHaveAccessibleName('Licence checked on 3 March 2026 with Bagmati Province');
    expect(badge()).toHaveAttribute('href', '/how-we-verify');
    expect(badge()).toHaveAttribute('data-state', 'checked');
  });

  it('the federal ministry is named in full', () => {
    renderPage(<LicenceBadge c={{ sample: false, licence: { ...LICENCE, authority: 'federal' } }} today="2026-03-20" />);
    expect(badge()).toHaveAccessibleName('Licence checked on 3 March 2026 with the Ministry of Education, Science and Technology');
  });

  it('a licence past its last day: "Licence expired on …"', () => {
    renderPage(<LicenceBadge c={{ sample: false, licence: LICENCE }} today="2026-07-16" />);
    expect(badge()).toHaveAccessibleName('Licence expired on 15 July 2026');
    expect(badge()).toHaveAttribute('data-state', 'expired');
  });

  it('no licence, a check older than 12 months, or a sample record: "Licence not checked"', () => {
    const { unmount } = renderPage(<LicenceBadge c={{ sample: false }} today="2026-03-20" />);
    expect(badge()).toHaveAccessibleName('Licence not checked');
    unmount();
    const older = renderPage(<LicenceBadge c={{ sample: false, licence: { ...LICENCE, validUntil: '2030-01-01' } }} today="2027-03-04" />);
    expect(badge()).toHaveAccessibleName('Licence not checked');
    older.unmount();
    renderPage(<LicenceBadge c={{ sample: true, licence: LICENCE }} today="2026-03-20" />);
    expect(badge()).toHaveAccessibleName('Licence not checked');
    expect(badge()).toHaveAttribute('href', '/how-we-verify');
  });
});
