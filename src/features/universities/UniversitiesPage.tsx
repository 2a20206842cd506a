import { Link } from 'wouter';
import type { University } from '../../domain/university';
import { toNprEstimate, type NprRates } from '../../data/facts';
import { RatesNote } from '../../common/facts/FactNotes';
import { useRates } from '../../common/facts/useRates';
import { ROUTES } from '../../config/routes';
import { Container, PageHeading, PageSection } from '../../ui/primitives';
import { FilterBar, ListDetail, ListResults, catalogSource, useCatalogList, type FilterSelect } from '../../common/listPage';
import { CATALOGUE_TEXT, COUNTRY_SELECT, LEVEL_TEXT, LEVEL_SELECT, knownText } from '../../data/catalogueText';
import { UNIVERSITIES_LIST_TEXT as LIST, UNIVERSITIES_TEXT as TEXT } from './text';
import { useRecordLang } from '../../ui/recordText';
import { formatNumber } from '../../domain/numbers';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'universities.head.title', message: 'Universities' },
  description: /*i18n*/ {
    id: 'universities.head.description',
    message: 'Search universities in Australia, Canada, the USA, the UK and New Zealand by country, level and name, with tuition in NPR.',
  },
};

/** "AUD 20,000–30,000 a year (about NPR 14.9–22.4 lakh)"; `words` writes its words in the page's language. */
export function tuitionText(
  u: University,
  rates?: NprRates,
  words: { aYear: (amount: string) => string; about: (npr: string) => string } = { aYear: (a) => `${a} a year`, about: (npr) => ` (about ${npr})` },
): string {
  const { min, max, currency } = u.tuition;
  const n = formatNumber;
  const npr =
    currency in { AUD: 1, CAD: 1, USD: 1, GBP: 1, NZD: 1, EUR: 1, NPR: 1 }
      ? words.about(`${toNprEstimate(min, currency, rates)}–${toNprEstimate(max, currency, rates).replace('NPR ', '')}`)
      : '';
  return `${words.aYear(`${currency} ${n(min)}–${n(max)}`)}${npr}`;
}

/** tuitionText in the page's language ("लाख" for lakh on a Nepali page). */
function useTuitionText() {
  const { t } = useT();
  const words = {
    aYear: (amount: string) => t(TEXT.aYear, { amount }),
    about: (npr: string) => t(TEXT.about, { npr: npr.replace(/lakh$/, t(CATALOGUE_TEXT.lakh)) }),
  };
  return (u: University, rates?: NprRates) => tuitionText(u, rates, words);
}

const source = catalogSource('universities');

const SELECTS: readonly FilterSelect[] = [COUNTRY_SELECT, LEVEL_SELECT];

function UniversityDetail({ id, onClose, rates }: { id: number; onClose: () => void; rates: NprRates }) {
  const { t, digits } = useT();
  const recordLang = useRecordLang();
  const tuition = useTuitionText();
  const level = knownText(LEVEL_TEXT, t);
  return (
    <ListDetail source={source} text={LIST} id={id} titleId="uni-detail-title" title={(u) => u.name} onClose={onClose}>
      {(u) => (
        <>
          <p lang={recordLang}>{u.description}</p>
          <dl>
            <dt>{t(CATALOGUE_TEXT.location)}</dt>
            <dd>
              {u.city}, {u.country}
            </dd>
            {u.ranking != null && (
              <>
                <dt>{t(TEXT.worldRanking)}</dt>
                <dd>{t(TEXT.ranking, { rank: digits(u.ranking) })}</dd>
              </>
            )}
            <dt>{t(CATALOGUE_TEXT.tuition)}</dt>
            <dd data-figure="record">{tuition(u, rates)}</dd>
            <dt>{t(CATALOGUE_TEXT.intakes)}</dt>
            <dd>{u.intakes.join(', ')}</dd>
            <dt>{t(TEXT.levels)}</dt>
            <dd>{u.levels.map(level).join(', ')}</dd>
            <dt>{t(TEXT.scholarships)}</dt>
            <dd>{u.scholarshipsAvailable ? t(TEXT.available) : t(TEXT.notListed)}</dd>
          </dl>
          {u.website && (
            <p>
              <a href={u.website} target="_blank" rel="noopener noreferrer">
                {t(CATALOGUE_TEXT.officialWebsite)}
              </a>
            </p>
          )}
          <p>
            <Link href={`${ROUTES.courses}?universityId=${u.id}`}>{t(TEXT.coursesAt, { name: u.name })}</Link>
          </p>
        </>
      )}
    </ListDetail>
  );
}

export default function UniversitiesPage() {
  const { t, digits } = useT();
  const { filters, remote, openId } = useCatalogList(source);
  const { set } = filters;
  const rates = useRates();
  const tuition = useTuitionText();

  return (
    <div data-page="universities">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <FilterBar text={LIST} filters={filters} selects={SELECTS} />
          {openId && <UniversityDetail key={openId} id={openId} rates={rates.rates} onClose={() => set({ id: null })} />}
          <ListResults<University> source={source} text={LIST} remote={remote} filters={filters} saveKind="university" name={(u) => u.name}>
            {(u) => (
              <>
                <p>
                  {u.city}, {u.country}
                  {u.ranking != null ? t(TEXT.worldRank, { rank: digits(u.ranking) }) : ''}
                </p>
                <p data-figure="record">{tuition(u, rates.rates)}</p>
              </>
            )}
          </ListResults>
          <RatesNote view={rates} />
        </PageSection>
      </Container>
    </div>
  );
}
