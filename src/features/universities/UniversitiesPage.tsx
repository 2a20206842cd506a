import { Link } from 'wouter';
import type { University } from '../../domain/university';
import { toNprEstimate, type NprRates } from '../../data/facts';
import { RatesNote } from '../../common/facts/FactNotes';
import { useRates } from '../../common/facts/useRates';
import { ROUTES } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { COUNTRY_SELECT, FilterBar, LEVEL_SELECT, ListDetail, ListResults, catalogSource, useCatalogList, type FilterSelect } from '../../common/listPage';
import { formatNumber } from '../../domain/numbers';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'universities.head.title', message: 'Universities' },
  description: /*i18n*/ {
    id: 'universities.head.description',
    message: 'Search universities in Australia, Canada, the USA, the UK and New Zealand by country, level and name, with tuition in NPR.',
  },
};

export function tuitionText(u: University, rates?: NprRates): string {
  const { min, max, currency } = u.tuition;
  const n = formatNumber;
  const npr =
    currency in { AUD: 1, CAD: 1, USD: 1, GBP: 1, NZD: 1, EUR: 1, NPR: 1 }
      ? ` (about ${toNprEstimate(min, currency, rates)}–${toNprEstimate(max, currency, rates).replace('NPR ', '')})`
      : '';
  return `${currency} ${n(min)}–${n(max)} a year${npr}`;
}

const source = catalogSource('universities');

const SELECTS: readonly FilterSelect[] = [COUNTRY_SELECT, LEVEL_SELECT];

function UniversityDetail({ id, onClose, rates }: { id: number; onClose: () => void; rates: NprRates }) {
  return (
    <ListDetail source={source} id={id} titleId="uni-detail-title" title={(u) => u.name} onClose={onClose}>
      {(u) => (
        <>
          <p>{u.description}</p>
          <dl>
            <dt>Location</dt>
            <dd>
              {u.city}, {u.country}
            </dd>
            {u.ranking != null && (
              <>
                <dt>World ranking</dt>
                <dd>#{u.ranking}</dd>
              </>
            )}
            <dt>Tuition</dt>
            <dd data-figure="record">{tuitionText(u, rates)}</dd>
            <dt>Intakes</dt>
            <dd>{u.intakes.join(', ')}</dd>
            <dt>Levels</dt>
            <dd>{u.levels.join(', ')}</dd>
            <dt>Scholarships</dt>
            <dd>{u.scholarshipsAvailable ? 'Available' : 'Not listed'}</dd>
          </dl>
          {u.website && (
            <p>
              <a href={u.website} target="_blank" rel="noopener noreferrer">
                Official website
              </a>
            </p>
          )}
          <p>
            <Link href={`${ROUTES.courses}?universityId=${u.id}`}>Courses at {u.name}</Link>
          </p>
        </>
      )}
    </ListDetail>
  );
}

export default function UniversitiesPage() {
  const { t } = useT();
  const { filters, remote, openId } = useCatalogList(source);
  const { set } = filters;
  const rates = useRates();

  return (
    <div data-page="universities">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>Search and filter universities; open one to see tuition, intakes and courses.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <FilterBar noun={source.noun} filters={filters} placeholder="Name or city" selects={SELECTS} tuitionLabel="Yearly tuition" />
          {openId && <UniversityDetail key={openId} id={openId} rates={rates.rates} onClose={() => set({ id: null })} />}
          <ListResults<University> source={source} remote={remote} filters={filters} saveKind="university" name={(u) => u.name}>
            {(u) => (
              <>
                <p>
                  {u.city}, {u.country}
                  {u.ranking != null ? ` · World #${u.ranking}` : ''}
                </p>
                <p data-figure="record">{tuitionText(u, rates.rates)}</p>
              </>
            )}
          </ListResults>
          <RatesNote view={rates} />
        </PageSection>
      </Container>
    </div>
  );
}
