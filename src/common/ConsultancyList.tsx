import { Link } from 'wouter';
import styled from 'styled-components';
import type { DirectoryEntry } from '../domain/directory';
import { paths } from '../config/routes';
import { Grid } from '../ui/Prose';
import { EmptyState } from './Remote';
import { LicenceReminder } from './LicenceReminder';
import { SampleLabel } from './SampleLabel';
import { BADGE_TEXT, RatingBadge } from './Badges';
import { useT } from '../ui/i18n';
import { byRating, type Rated } from '../domain/rating';

const TEXT = {
  sampleNote: /*i18n*/ {
    id: 'consultancyList.sampleNote',
    message: 'Records marked “Sample listing” are invented: their names, ratings and contacts are illustrative.',
  },
};

/** What a list row shows of a consultancy (a directory entry or a full record both have it). */
type Listed = Pick<DirectoryEntry, 'id' | 'name' | 'location' | 'verified'> & Rated;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    font-weight: 600;
  }
`;

/** Best first: licence checked (verified), then by the rating visitors see (domain/rating), then by name. */
export function rankConsultancies<T extends Listed>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.verified) - Number(a.verified) || byRating(a, b) || a.name.localeCompare(b.name));
}

/** Consultancies from the directory, each linking to its page. */
export function ConsultancyList({ items, emptyText, limit = 9, label }: { items: readonly Listed[]; emptyText: string; limit?: number; label: string }) {
  const { t } = useT();
  const ranked = rankConsultancies(items).slice(0, limit);
  if (ranked.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <>
      <Grid aria-label={label} $min="220px">
        {ranked.map((c) => (
          <Item key={c.id} data-part="consultancy-item">
            <Link href={paths.consultancy(c.id)}>{c.name}</Link>
            {c.sample && <SampleLabel />}
            <p>
              {c.location} · <RatingBadge c={c} />
              {c.verified ? ` · ${t(BADGE_TEXT.licenceChecked)}` : ''}
            </p>
          </Item>
        ))}
      </Grid>
      {ranked.some((c) => c.sample) && <p data-part="sample-note">{t(TEXT.sampleNote)}</p>}
      <LicenceReminder />
    </>
  );
}
