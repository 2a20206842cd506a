import { Link } from 'wouter';
import { universitiesApi } from '../../api/universities';
import { STUDY_LEVELS } from '../../domain/catalog';
import type { University } from '../../domain/university';
import { toNprEstimate, type NprRates } from '../../data/facts';
import { RatesNote } from '../../common/facts/FactNotes';
import { ratesRequest, useRates } from '../../common/facts/useRates';
import { ROUTES } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { useRemote } from '../../common/Remote';
import { COUNTRY_OPTIONS, PAGE_SIZE, pageFrom } from '../../common/listKit';
import { FilterBar, ListDetail, ListResults, openIdOf, useListFilters, type FilterSelect } from '../../common/listPage';
import type { FirstDataPlan } from '../../common/firstData';
import { formatNumber } from '../../domain/numbers';

export function tuitionText(u: University, rates?: NprRates): string {
  const { min, max, currency } = u.tuition;
  const n = formatNumber;
  const npr = currency in { AUD: 1, CAD: 1, USD: 1, GBP: 1, NZD: 1, EUR: 1, NPR: 1 } ? ` (about ${toNprEstimate(min, currency, rates)}–${toNprEstimate(max, currency, rates).replace('NPR ', '')})` : '';
  return `${currency} ${n(min)}–${n(max)} a year${npr}`;
}

const universityRequest = (id: number) => ({ key: `u-${id}`, load: (signal: AbortSignal) => universitiesApi.get(id, signal) });

function listQuery(params: URLSearchParams) {
  const country = params.get('country') ?? '';
  const level = params.get('level') ?? '';
  const q = params.get('q') ?? '';
  return { country: country || undefined, level: level || undefined, q: q || undefined, page: pageFrom(params), limit: PAGE_SIZE };
}
const listRequest = (query: ReturnType<typeof listQuery>) => ({ key: `universities-${JSON.stringify(query)}`, load: (signal: AbortSignal) => universitiesApi.list(query, signal) });

export const firstData: FirstDataPlan = ({ search }) => {
  const params = new URLSearchParams(search);
  const openId = openIdOf(params);
  return [listRequest(listQuery(params)), ratesRequest, ...(openId ? [universityRequest(openId)] : [])];
};

const SELECTS: readonly FilterSelect[] = [
  { name: 'country', label: 'Country', allLabel: 'All countries', options: COUNTRY_OPTIONS },
  { name: 'level', label: 'Level', allLabel: 'All levels', options: STUDY_LEVELS },
];

function UniversityDetail({ id, onClose, rates }: { id: number; onClose: () => void; rates: NprRates }) {
  return (
    <ListDetail
      request={universityRequest(id)}
      titleId="uni-detail-title"
      loadingLabel="Loading the university…"
      notFound="That university was not found."
      failureTitle="We could not load this university."
      title={(u) => u.name}
      onClose={onClose}
    >
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
            <dd>{tuitionText(u, rates)}</dd>
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
  const filters = useListFilters();
  const { params, set } = filters;
  const openId = openIdOf(params);
  const request = listRequest(listQuery(params));
  const remote = useRemote(request.load, request.key);
  const rates = useRates();

  return (
    <div data-page="universities">
      <PageHeading title="Universities" description="Search universities in Australia, Canada, the USA, the UK and New Zealand by country, level and name, with tuition in NPR.">
        <p>Search and filter universities; open one to see tuition, intakes and courses.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <FilterBar filters={filters} label="Filter universities" searchLabel="Search universities" placeholder="Name or city" selects={SELECTS} />
          {openId && <UniversityDetail key={openId} id={openId} rates={rates.rates} onClose={() => set({ id: null })} />}
          <ListResults<University>
            remote={remote}
            filters={filters}
            noun={{ one: 'university', many: 'universities' }}
            label="Universities"
            loadingLabel="Loading universities…"
            failureTitle="We could not load the universities."
            emptyText="No university matches these filters."
            filterNames={['country', 'level']}
            saveKind="university"
            name={(u) => u.name}
          >
            {(u) => (
              <>
                <p>
                  {u.city}, {u.country}
                  {u.ranking != null ? ` · World #${u.ranking}` : ''}
                </p>
                <p>{tuitionText(u, rates.rates)}</p>
              </>
            )}
          </ListResults>
          <RatesNote view={rates} />
        </PageSection>
      </Container>
    </div>
  );
}
