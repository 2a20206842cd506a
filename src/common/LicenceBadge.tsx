import styled from 'styled-components';
import { Link } from 'wouter';
import { ROUTES } from '../config/routes';
import { media } from '../ui/theme';
import { formatDay } from '../domain/dayText';
import type { Consultancy } from '../domain/consultancy';
import { useDateText } from './DateText';
import { dayOf, LICENCE_AUTHORITY_NAMES, licenceStatus, type LicenceStatus } from '../domain/licenceRules';
import { inEnglish, type Say } from '../domain/say';
import { useSay } from '../ui/i18n';

/** The badge's words, in the pages' catalog (lingui.config.ts): the home page shows no badge. */
const TEXT = {
  checked: /*i18n*/ { id: 'licenceBadge.checked', message: 'Licence checked on {day} with {authority}' },
  expired: /*i18n*/ { id: 'licenceBadge.expired', message: 'Licence expired on {day}' },
  notChecked: /*i18n*/ { id: 'licenceBadge.notChecked', message: 'Licence not checked' },
};

type Licensed = Pick<Consultancy, 'sample' | 'licence'>;

/** Where a consultancy's licence stands today (UTC), derived from the record the team keeps. */
export const licenceStatusOf = (c: Licensed, today: string = dayOf(new Date())): LicenceStatus => licenceStatus(c.licence, c.sample, today);

/**
 * The badge in words: "Licence checked on 3 March 2026 with Bagmati Province", "Licence expired on …",
 * "Licence not checked"; `day` writes the date and `say` the words (a page writes them in its language:
 * useDateText, useSay). The authority's name is an official name, as it is.
 */
export function licenceBadgeText(status: LicenceStatus, day: (date: string) => string = formatDay, say: Say = inEnglish): string {
  if (status.state === 'checked') return say(TEXT.checked, { day: day(status.checkedOn), authority: LICENCE_AUTHORITY_NAMES[status.authority] });
  if (status.state === 'expired') return say(TEXT.expired, { day: day(status.validUntil) });
  return say(TEXT.notChecked, {});
}

const Badge = styled(Link)`
  display: inline-block;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.6;
  text-decoration: none;
  overflow-wrap: anywhere;
  &[data-state='checked'] {
    color: #166534;
    background: #f0fdf4;
  }
  &[data-state='expired'] {
    color: #991b1b;
    background: #fef2f2;
  }
  &[data-state='not-checked'] {
    color: #374151;
    background: #f9fafb;
  }
  &:hover {
    text-decoration: underline;
  }
  /* A target a thumb can tap on a phone. */
  ${media.belowMd} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** The licence badge: what it means in words, linking to the page that explains how we verify. */
export function LicenceBadge({ c, today }: { c: Licensed; today?: string }) {
  const status = licenceStatusOf(c, today);
  const day = useDateText();
  const say = useSay();
  return (
    <Badge href={ROUTES.howWeVerify} data-part="licence-badge" data-state={status.state}>
      {licenceBadgeText(status, day, say)}
    </Badge>
  );
}

/** The badge's words alone (the compare table's licence row), the date in the page's language. */
export function LicenceText({ c }: { c: Licensed }) {
  const day = useDateText();
  const say = useSay();
  return <>{licenceBadgeText(licenceStatusOf(c), day, say)}</>;
}
