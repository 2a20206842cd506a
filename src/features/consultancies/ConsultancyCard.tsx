import { useEffect } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { paths } from '../../config/routes';
import { branchCities } from '../../domain/branch';
import type { Consultancy } from '../../domain/consultancy';
import { RatingBadge } from '../../common/Badges';
import { LicenceBadge } from '../../common/LicenceBadge';
import { consultancyElementId } from '../../common/header/headerShell';
import { scrollToCentre } from '../../common/scroll';
import { ConsultancyLogo } from '../../common/Logo';
import { SampleLabel } from '../../common/SampleLabel';
import { CompareToggle } from '../../common/compare/CompareToggle';
import { SaveToggle } from '../../common/shortlist/SaveToggle';
import { useT } from '../../ui/i18n';
import { CARD_TEXT as TEXT, useExperience } from './text';

const Card = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  transition:
    box-shadow 0.3s,
    outline-color 0.3s;
  outline: 3px solid transparent;
  &[data-highlighted] {
    outline-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 6px ${({ theme }) => theme.colors.accentLight};
    background: ${({ theme }) => theme.colors.accentLight};
  }
  header {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  img {
    border-radius: ${({ theme }) => theme.radii.md};
    flex: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    font-size: 0.8rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    padding: 0 8px;
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    margin-top: auto;
  }
  footer a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

export function ConsultancyCard({ c, highlighted }: { c: Consultancy; highlighted: boolean }) {
  // The machine scrolls to the card after SCROLL_DELAY_MS; a card that rendered later (a slow list)
  // brings itself into view when it shows up highlighted.
  useEffect(() => {
    if (highlighted) scrollToCentre(consultancyElementId(c.id));
  }, [highlighted, c.id]);
  const { t, digits } = useT();
  const experience = useExperience();
  /** A sample record is not a real firm: a booking from its card goes to our own counsellors. */
  const bookingLabel = c.sample ? t(TEXT.bookSample, { name: c.name }) : t(TEXT.bookWith, { name: c.name, location: c.location });
  const years = experience(c.experience);
  return (
    <Card id={consultancyElementId(c.id)} data-highlighted={highlighted ? '' : undefined} aria-labelledby={`${consultancyElementId(c.id)}-name`}>
      <header>
        <ConsultancyLogo src={c.logo} size={56} />
        <div>
          <h2 id={`${consultancyElementId(c.id)}-name`}>
            <Link href={paths.consultancy(c.id)}>{c.name}</Link>
            {c.sample && <SampleLabel />}
          </h2>
          <p>
            {c.location} · <RatingBadge c={c} />
          </p>
          <p>
            <LicenceBadge c={c} />
          </p>
          {c.branches?.length ? <p data-part="branches">{t(TEXT.branches, { cities: branchCities(c).join(', ') })}</p> : null}
        </div>
      </header>
      <ul aria-label={t(TEXT.destinations)}>
        {c.specializations.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <p>
        <span lang={years.lang}>{years.text}</span> · {t(TEXT.students, { count: digits(c.studentsHelped) })} ·{' '}
        {t(TEXT.success, { rate: digits(c.successRate) })}
      </p>
      <div data-part="card-toggles" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <CompareToggle id={c.id} name={c.name} />
        <SaveToggle kind="consultancy" id={c.id} name={c.name} />
      </div>
      <footer>
        <Link href={paths.consultancy(c.id)} aria-label={t(TEXT.detailsOf, { name: c.name, location: c.location })}>
          {t(TEXT.viewDetails)}
        </Link>
        <Link href={paths.consultation(c.id)} aria-label={bookingLabel}>
          {t(TEXT.book)}
        </Link>
      </footer>
    </Card>
  );
}
