import { useEffect, useRef, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import styled, { createGlobalStyle } from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { costPlannerMachine } from '../../../machines/cost-planner/cost-planner.machine';
import { RatesLabel, RatesNote } from '../../common/facts/FactNotes';
import { sourcedOf, usePageFacts, type FactBook, type PageFact } from '../../common/facts/usePageFacts';
import { useRates, type RatesView } from '../../common/facts/useRates';
import { SourceNote } from '../../common/SourceNote';
import { paths, ROUTES } from '../../config/routes';
import { DESTINATION_COUNTRY, DESTINATIONS, type DestinationSlug } from '../../domain/catalog';
import { SelectField, TextField } from '../../ui/fields';
import {
  chargedYearsFor,
  computeCostPlan,
  MAX_PLAN_YEARS,
  MIN_PLAN_YEARS,
  PLAN_LEVEL_NAMES,
  PLAN_LEVELS,
  PLAN_PARAMS,
  roundRange,
  type CostPlan,
  type MoneyAmount,
  type PlanField,
  type PlanLineId,
  type Range,
  type ValidPlanChoices,
  visaMonths,
} from '../../domain/costPlan';
import { formatIndian, formatNumber } from '../../domain/numbers';
import { COST_PLANNER_PAGE, PLANNER_LEVELS, PLANNER_SOURCES } from '../../data/cost-planner';
import { DESTINATION_DETAILS } from '../../data/destinations';
import { factKeys } from '../../data/fact-seeds';
import { Button, Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'costPlanner.head.title', message: 'Study-cost planner' },
  description: /*i18n*/ {
    id: 'costPlanner.head.description',
    message:
      "Plan what studying abroad costs from Nepal: tuition, living costs, visa fee, health cover and flights per year and in total, in the local currency and in NPR, with each figure's date and source.",
  },
};

const FIELD_IDS: Record<PlanField, string> = { destination: 'plan-destination', level: 'plan-level', years: 'plan-years' };

const LINE_NAMES: Record<PlanLineId, string> = {
  tuition: 'Tuition',
  living: 'Living costs',
  'visa-fee': 'Visa fee',
  'health-cover': 'Health cover',
  flight: 'Flight from Kathmandu',
};

/** On paper: one A4 sheet with the plan alone (no header, footer, navigation or form). */
const PrintStyle = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 12mm; }
    body { font-size: 9.5pt; line-height: 1.35; background: #fff; }
    header, footer, nav, form, [data-print='hide'], a[href='#main-content'] { display: none !important; }
    main, main > div, #root > div { min-height: 0 !important; }
    [data-page='cost-planner'] > div:first-child { padding: 0 0 4pt; background: none; }
    [data-page='cost-planner'] > div:first-child p { display: none; }
    [data-page='cost-planner'] section { padding: 0; }
    [data-part='plan'] h2 { font-size: 13pt; margin: 4pt 0; }
    [data-part='plan'] h3 { font-size: 11pt; margin: 6pt 0 2pt; }
    [data-part='plan'] p { margin: 2pt 0; }
    [data-part='plan'] table { font-size: 8.5pt; line-height: 1.25; }
    [data-part='plan'] th, [data-part='plan'] td { padding: 2pt 4pt !important; }
    [data-part='source-note'], [data-part='rates-note'] { font-size: 8pt !important; margin: 0 !important; }
    [data-part='guide-link'] { display: none; }
    a { color: inherit; text-decoration: none; }
  }
`;

const Form = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  padding-top: 1.9rem;
`;

/* Columns wide enough to read on a phone (the region scrolls sideways instead of squeezing them). */
const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  thead th,
  tbody th {
    min-width: 8rem;
  }
  td {
    min-width: 8.5rem;
  }
  td:last-child {
    min-width: 10rem;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
  }
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
const Npr = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;
const Small = styled.span`
  display: block;
  font-size: 0.9em;
  font-weight: 400;
`;
const Missing = styled.td`
  font-style: italic;
`;

const money = (currency: string, r: Range) => {
  const { min, max } = roundRange(r);
  return min === max ? `${currency} ${formatNumber(min)}` : `${currency} ${formatNumber(min)}–${formatNumber(max)}`;
};
const npr = (r: Range) => {
  const { min, max } = roundRange(r);
  return min === max ? `NPR ${formatIndian(min)}` : `NPR ${formatIndian(min)}–${formatIndian(max)}`;
};

function Amount({ currency, amount, amountNpr }: { currency: string; amount: Range | null; amountNpr: Range | null }) {
  if (!amount || !amountNpr) return <>—</>;
  return (
    <>
      {money(currency, amount)}
      <Npr>{npr(amountNpr)}</Npr>
    </>
  );
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** The fact behind each line of a plan (undefined where none is kept, or it is not an amount). */
function planFacts(choice: ValidPlanChoices, destinationFacts: FactBook, plannerFacts: FactBook): Record<PlanLineId, PageFact | undefined> {
  const s = PLANNER_SOURCES[choice.destination];
  const find = (key: string | undefined) => {
    if (!key) return undefined;
    const f = destinationFacts.get(key) ?? plannerFacts.get(key);
    return f?.value.kind === 'money' ? f : undefined;
  };
  return {
    tuition: find(s.tuition[choice.level]),
    living: find(s.living),
    'visa-fee': find(s.visaFee),
    'health-cover': find(s.healthCover),
    flight: find(s.flight),
  };
}

function missingText(id: PlanLineId, country: string, destinationFacts: FactBook, slug: DestinationSlug): string {
  switch (id) {
    case 'flight':
      return `No flight estimate from Kathmandu to ${country} is recorded yet: ask an airline or a travel agent for a fare. It is not in the totals.`;
    case 'health-cover': {
      const text = destinationFacts.text(factKeys.destination(slug, 'health-cover'));
      return `No amount is recorded for ${country}${text ? `: ${text}` : '.'} It is not in the totals.`;
    }
    default:
      return `No ${lowerFirst(LINE_NAMES[id])} figure is recorded for ${country}. It is not in the totals.`;
  }
}

function PlanView({ choice, rates }: { choice: ValidPlanChoices; rates: RatesView }) {
  const d = DESTINATION_DETAILS[choice.destination];
  const country = DESTINATION_COUNTRY[choice.destination];
  const destinationFacts = usePageFacts(paths.destination(choice.destination));
  const plannerFacts = usePageFacts(COST_PLANNER_PAGE);
  const facts = planFacts(choice, destinationFacts, plannerFacts);
  // Health cover charged for the whole visa (the UK's surcharge): the visa's months and the years charged.
  const overVisa = PLANNER_SOURCES[choice.destination].healthCoverOverVisa;
  const visa = overVisa ? { months: visaMonths(choice.years, overVisa.rule), rule: plannerFacts.get(overVisa.factKey) } : null;
  // Derived on every render from the plan's choices, the facts and the rates (cheap; nothing kept twice).
  const plan: CostPlan = computeCostPlan({
    years: choice.years,
    currency: d.currency,
    facts: Object.fromEntries(Object.entries(facts).map(([k, f]) => [k, f ? (f.value as MoneyAmount) : null])) as Record<PlanLineId, MoneyAmount | null>,
    nprPerUnit: (c) => (c in rates.rates ? rates.rates[c as keyof typeof rates.rates] : undefined),
    chargedYears: visa ? { 'health-cover': chargedYearsFor(visa.months) } : undefined,
  });
  const fundsText = destinationFacts.get(factKeys.destination(choice.destination, 'visa-funds'));
  const heading = `${PLAN_LEVEL_NAMES[choice.level]} in ${country}, ${years(choice.years)}`;
  return (
    <section aria-labelledby="plan-heading" data-part="plan">
      <h2 id="plan-heading">Your plan: {heading}</h2>
      <ScrollRegion labelledBy="plan-caption">
        <Table>
          <caption id="plan-caption">
            Costs in {d.currency} with the amount in NPR, per year and for {years(choice.years)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Per year</th>
              <th scope="col">For {years(choice.years)}</th>
              <th scope="col">Checked</th>
            </tr>
          </thead>
          <tbody>
            {plan.lines.map((line) => {
              const f = facts[line.id];
              return (
                <tr key={line.id} data-line={line.id} data-fact={f?.key}>
                  <th scope="row">
                    {LINE_NAMES[line.id]}
                    {f ? <Small>{f.label}</Small> : null}
                    {f && visa && line.id === 'health-cover' ? (
                      <Small as="div" data-part="visa-length">
                        Paid for the whole visa: {months(visa.months)}, charged as {years(chargedYearsFor(visa.months))}
                        {visa.rule ? <SourceNote fact={sourcedOf(visa.rule)} /> : null}
                      </Small>
                    ) : null}
                  </th>
                  {f && line.total ? (
                    <>
                      <td>{line.perYear ? <Amount currency={d.currency} amount={line.perYear} amountNpr={line.perYearNpr} /> : 'once'}</td>
                      <td>
                        <Amount currency={d.currency} amount={line.total} amountNpr={line.totalNpr} />
                      </td>
                      <td>
                        <SourceNote fact={sourcedOf(f)} />
                      </td>
                    </>
                  ) : (
                    <Missing colSpan={3}>{missingText(line.id, country, destinationFacts, choice.destination)}</Missing>
                  )}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr data-line="total">
              <th scope="row">{plan.missing.length ? 'Total of the figures above' : 'Total'}</th>
              <td>
                <Amount currency={d.currency} amount={plan.perYear} amountNpr={plan.perYearNpr} />
                <Small>every year, without one-off costs</Small>
              </td>
              <td>
                <Amount currency={d.currency} amount={plan.total} amountNpr={plan.totalNpr} />
                <Small data-part="npr-rates">
                  NPR at <RatesLabel view={rates} />
                </Small>
              </td>
              <td>{plan.missing.length ? `Without: ${plan.missing.map((m) => lowerFirst(LINE_NAMES[m])).join(', ')}` : ''}</td>
            </tr>
          </tfoot>
        </Table>
      </ScrollRegion>
      <h3>Funds to show for the visa</h3>
      {plan.funds && plan.fundsNpr ? (
        <p data-part="funds">
          First-year tuition plus one year of living costs: <strong>{npr(plan.fundsNpr)}</strong> ({money(d.currency, plan.funds)}).
        </p>
      ) : (
        <p data-part="funds">The tuition or living-cost figure is missing, so the funds cannot be added up.</p>
      )}
      {fundsText?.value.kind === 'text' ? (
        <>
          <p>{fundsText.value.text}</p>
          <SourceNote fact={sourcedOf(fundsText)} />
        </>
      ) : null}
      <RatesNote view={rates} />
      <p>Ranges run from the lowest to the highest figure kept; amounts are rounded to whole units at the end (the low end down, the high end up).</p>
      <p data-part="guide-link">
        Read the whole guide: <Link href={paths.destination(choice.destination)}>Study in {country}</Link>.
      </p>
    </section>
  );
}

export default function CostPlannerPage() {
  const { t } = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    costPlannerMachine.provide({
      actions: { syncUrl: (_, params) => navigate(`${ROUTES.costPlanner}?${params.search}`) },
    }),
    { input: { search, levels: PLANNER_LEVELS } },
  );
  const choices = useSelector(actor, (s) => s.context.choices);
  const errors = useSelector(actor, (s) => s.context.errors);
  const plan = useSelector(actor, (s) => s.context.plan);
  const rejected = useSelector(actor, (s) => s.context.rejectedCount);
  const rates = useRates();

  // Back, forward or a link to another plan: the machine reads the URL again.
  useEffect(() => {
    actor.send({ type: 'ROUTER.NAVIGATED', search });
  }, [actor, search]);

  // A rejected form: focus moves to the first field with a message.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (rejected === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [rejected]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'FORM.SUBMIT' });
  };
  const change = (name: PlanField) => (value: string) => actor.send({ type: 'FIELD.CHANGE', name, value });
  const chosen = DESTINATIONS.find((d) => d === choices.destination);
  const levelOptions = chosen ? PLANNER_LEVELS[chosen] : PLAN_LEVELS;

  return (
    <div data-page="cost-planner">
      <PrintStyle />
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>Choose a destination, a study level and how many years you will study. Every figure is a dated fact with its official source.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Form ref={formRef} method="get" action={ROUTES.costPlanner} onSubmit={onSubmit} noValidate aria-label="Plan your costs">
            <SelectField
              id={FIELD_IDS.destination}
              name={PLAN_PARAMS.destination}
              label="Destination"
              error={errors.destination}
              value={choices.destination}
              onChange={change('destination')}
              options={[{ value: '', label: 'Choose a destination' }, ...DESTINATIONS.map((d) => ({ value: d, label: DESTINATION_COUNTRY[d] }))]}
            />
            <SelectField
              id={FIELD_IDS.level}
              name={PLAN_PARAMS.level}
              label="Study level"
              error={errors.level}
              value={choices.level}
              onChange={change('level')}
              options={[
                { value: '', label: 'Choose a study level' },
                ...levelOptions.map((l) => ({ value: l, label: PLAN_LEVEL_NAMES[l] })),
                ...(choices.level !== '' && !levelOptions.some((l) => l === choices.level)
                  ? [{ value: choices.level, label: `${PLAN_LEVEL_NAMES[choices.level as keyof typeof PLAN_LEVEL_NAMES] ?? choices.level} (no figure here)` }]
                  : []),
              ]}
            />
            <TextField
              id={FIELD_IDS.years}
              name={PLAN_PARAMS.years}
              label="Years of study"
              hint={`From ${MIN_PLAN_YEARS} to ${MAX_PLAN_YEARS}, in whole or half years (for example 1.5)`}
              error={errors.years}
              inputMode="decimal"
              autoComplete="off"
              value={choices.years}
              onChange={change('years')}
            />
            <Actions>
              <Button type="submit">Show the plan</Button>
              {plan ? (
                <Button type="button" $variant="secondary" onClick={() => window.print()}>
                  Print the plan
                </Button>
              ) : null}
            </Actions>
          </Form>
          {plan ? (
            <PlanView choice={plan} rates={rates} />
          ) : (
            <Card data-print="hide">
              <p>Your plan appears here once you have chosen a destination, a study level and the number of years.</p>
            </Card>
          )}
        </PageSection>
      </Container>
    </div>
  );
}
