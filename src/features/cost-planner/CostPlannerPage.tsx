import { useEffect, useRef, type FormEvent } from 'react';
import { Trans } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import styled, { createGlobalStyle } from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { costPlannerMachine } from '../../../machines/cost-planner/cost-planner.machine';
import { RatesLabel, RatesNote } from '../../common/facts/FactNotes';
import { sourcedOf, usePageFacts, type FactBook, type PageFact } from '../../common/facts/usePageFacts';
import { useRates, type RatesView } from '../../common/facts/useRates';
import { SourceNote } from '../../common/SourceNote';
import { paths, ROUTES } from '../../config/routes';
import { DESTINATION_COUNTRY_TEXT, DESTINATIONS, type DestinationSlug } from '../../domain/catalog';
import { SelectField, TextField } from '../../ui/fields';
import {
  chargedYearsFor,
  computeCostPlan,
  MAX_PLAN_YEARS,
  MIN_PLAN_YEARS,
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
import { COST_PLANNER_PAGE, PLANNER_LEVELS, PLANNER_SOURCES, VISA_FEES } from '../../data/cost-planner';
import { DESTINATION_DETAILS } from '../../data/destinations';
import { factKeys } from '../../data/fact-seeds';
import { Button, Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { useT } from '../../ui/i18n';
import { useRecordText } from '../../ui/recordText';
import { errorText, LEVEL_TEXT, LINE_TEXT, PLANNER_TEXT as TEXT } from './text';
import { TextLink } from '../../ui/TextLink';

const HEAD = {
  title: /*i18n*/ { id: 'costPlanner.head.title', message: 'Study-cost planner' },
  description: /*i18n*/ {
    id: 'costPlanner.head.description',
    message:
      "Plan what studying abroad costs from Nepal: tuition, living costs, visa fee, health cover and flights per year and in total, in the local currency and in NPR, with each figure's date and source.",
  },
};

const FIELD_IDS: Record<PlanField, string> = { destination: 'plan-destination', level: 'plan-level', years: 'plan-years' };

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

/** Writes digits as the page's language does (useT's digits). */
type Digits = (text: string | number) => string;

const money = (currency: string, r: Range, digits: Digits) => {
  const { min, max } = roundRange(r);
  return min === max ? `${currency} ${digits(formatNumber(min))}` : `${currency} ${digits(`${formatNumber(min)}–${formatNumber(max)}`)}`;
};
const npr = (r: Range, digits: Digits) => {
  const { min, max } = roundRange(r);
  return min === max ? `NPR ${digits(formatIndian(min))}` : `NPR ${digits(`${formatIndian(min)}–${formatIndian(max)}`)}`;
};

function Amount({ currency, amount, amountNpr }: { currency: string; amount: Range | null; amountNpr: Range | null }) {
  const { digits } = useT();
  if (!amount || !amountNpr) return <>—</>;
  return (
    <>
      {money(currency, amount, digits)}
      <Npr>{npr(amountNpr, digits)}</Npr>
    </>
  );
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** "1 year", "1.5 years", "17 months" in the page's language. */
function useCounts() {
  const { t, digits } = useT();
  return {
    years: (n: number) => t(n === 1 ? TEXT.year : TEXT.yearsCount, { n: digits(n) }),
    months: (n: number) => t(n === 1 ? TEXT.month : TEXT.months, { n: digits(n) }),
  };
}

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

/** What a line without a figure says, in the page's language (the destination's health cover rule as the guide shows it). */
function useMissingText() {
  const { t } = useT();
  const shown = useRecordText();
  return (id: PlanLineId, country: string, destinationFacts: FactBook, slug: DestinationSlug): string => {
    switch (id) {
      case 'flight':
        return t(TEXT.missingFlight, { country });
      case 'health-cover': {
        const key = factKeys.destination(slug, 'health-cover');
        const rule = destinationFacts.text(key);
        return rule
          ? t(TEXT.missingHealthWithRule, {
              country,
              rule: shown(rule, [DESTINATION_DETAILS[slug].visa.healthCover.message], destinationFacts.get(key)?.ne).text,
            })
          : t(TEXT.missingHealth, { country });
      }
      default:
        return t(TEXT.missingLine, { line: lowerFirst(t(LINE_TEXT[id])), country });
    }
  };
}

function PlanView({ choice, rates }: { choice: ValidPlanChoices; rates: RatesView }) {
  const { t, digits } = useT();
  const shown = useRecordText();
  const missingText = useMissingText();
  const { years, months } = useCounts();
  const d = DESTINATION_DETAILS[choice.destination];
  const country = t(DESTINATION_COUNTRY_TEXT[choice.destination]);
  // The records' labels as the page's language writes them while they keep their built-in wording.
  const labels = [...d.costs.lines.map((l) => l.label), ...Object.values(VISA_FEES).map((f) => f.label)];
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
  const funds = d.visa.funds.message;
  const fundsShown = fundsText?.value.kind === 'text' ? shown(fundsText.value.text, [funds], fundsText.ne) : null;
  return (
    <section aria-labelledby="plan-heading" data-part="plan">
      <h2 id="plan-heading">{t(TEXT.heading, { level: t(LEVEL_TEXT[choice.level]), country, years: years(choice.years) })}</h2>
      <ScrollRegion labelledBy="plan-caption">
        <Table>
          <caption id="plan-caption">{t(TEXT.caption, { currency: d.currency, years: years(choice.years) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t(TEXT.item)}</th>
              <th scope="col">{t(TEXT.perYear)}</th>
              <th scope="col">{t(TEXT.forYears, { years: years(choice.years) })}</th>
              <th scope="col">{t(TEXT.checked)}</th>
            </tr>
          </thead>
          <tbody>
            {plan.lines.map((line) => {
              const f = facts[line.id];
              const label = f ? shown(f.label, labels, f.ne) : null;
              return (
                <tr key={line.id} data-line={line.id} data-fact={f?.key}>
                  <th scope="row">
                    {t(LINE_TEXT[line.id])}
                    {label ? <Small lang={label.lang}>{label.text}</Small> : null}
                    {f && visa && line.id === 'health-cover' ? (
                      <Small as="div" data-part="visa-length">
                        {t(TEXT.visaLength, { months: months(visa.months), years: years(chargedYearsFor(visa.months)) })}
                        {visa.rule ? <SourceNote fact={sourcedOf(visa.rule)} /> : null}
                      </Small>
                    ) : null}
                  </th>
                  {f && line.total ? (
                    <>
                      <td>{line.perYear ? <Amount currency={d.currency} amount={line.perYear} amountNpr={line.perYearNpr} /> : t(TEXT.once)}</td>
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
              <th scope="row">{t(plan.missing.length ? TEXT.totalOfAbove : TEXT.total)}</th>
              <td>
                <Amount currency={d.currency} amount={plan.perYear} amountNpr={plan.perYearNpr} />
                <Small>{t(TEXT.everyYear)}</Small>
              </td>
              <td>
                <Amount currency={d.currency} amount={plan.total} amountNpr={plan.totalNpr} />
                <Small data-part="npr-rates">
                  <Trans
                    id="costPlanner.text.nprAt"
                    message="NPR at <0/>"
                    components={{
                      0: <RatesLabel view={rates} />,
                    }}
                  />
                </Small>
              </td>
              <td>{plan.missing.length ? t(TEXT.without, { lines: plan.missing.map((m) => lowerFirst(t(LINE_TEXT[m]))).join(', ') }) : ''}</td>
            </tr>
          </tfoot>
        </Table>
      </ScrollRegion>
      <h3>{t(TEXT.fundsHeading)}</h3>
      {plan.funds && plan.fundsNpr ? (
        <p data-part="funds">
          <Trans
            id="costPlanner.text.funds"
            message="First-year tuition plus one year of living costs: <0>{npr}</0> ({money})."
            values={{ npr: npr(plan.fundsNpr, digits), money: money(d.currency, plan.funds, digits) }}
            components={{ 0: <strong /> }}
          />
        </p>
      ) : (
        <p data-part="funds">{t(TEXT.fundsMissing)}</p>
      )}
      {fundsText && fundsShown ? (
        <>
          <p lang={fundsShown.lang}>{fundsShown.text}</p>
          <SourceNote fact={sourcedOf(fundsText)} />
        </>
      ) : null}
      <RatesNote view={rates} />
      <p>{t(TEXT.ranges)}</p>
      <p data-part="guide-link">
        <Trans
          id="costPlanner.text.guide"
          message="Read the whole guide: <0>Study in {country}</0>."
          values={{ country }}
          components={{ 0: <TextLink href={paths.destination(choice.destination)} /> }}
        />
      </p>
    </section>
  );
}

export default function CostPlannerPage() {
  const { t, locale, digits } = useT();
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
  const error = (field: PlanField) => errorText(errors[field], locale, t, digits, PLANNER_LEVELS);
  const levelName = (level: string) => (level in LEVEL_TEXT ? t(LEVEL_TEXT[level as keyof typeof LEVEL_TEXT]) : level);

  return (
    <div data-page="cost-planner">
      <PrintStyle />
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Form ref={formRef} method="get" action={ROUTES.costPlanner} onSubmit={onSubmit} noValidate aria-label={t(TEXT.form)}>
            <SelectField
              id={FIELD_IDS.destination}
              name={PLAN_PARAMS.destination}
              label={t(TEXT.destination)}
              error={error('destination')}
              value={choices.destination}
              onChange={change('destination')}
              options={[{ value: '', label: t(TEXT.chooseDestination) }, ...DESTINATIONS.map((d) => ({ value: d, label: t(DESTINATION_COUNTRY_TEXT[d]) }))]}
            />
            <SelectField
              id={FIELD_IDS.level}
              name={PLAN_PARAMS.level}
              label={t(TEXT.level)}
              error={error('level')}
              value={choices.level}
              onChange={change('level')}
              options={[
                { value: '', label: t(TEXT.chooseLevel) },
                ...levelOptions.map((l) => ({ value: l, label: t(LEVEL_TEXT[l]) })),
                ...(choices.level !== '' && !levelOptions.some((l) => l === choices.level)
                  ? [{ value: choices.level, label: t(TEXT.noFigure, { level: levelName(choices.level) }) }]
                  : []),
              ]}
            />
            <TextField
              id={FIELD_IDS.years}
              name={PLAN_PARAMS.years}
              label={t(TEXT.years)}
              hint={t(TEXT.yearsHint, { min: digits(MIN_PLAN_YEARS), max: digits(MAX_PLAN_YEARS), example: digits('1.5') })}
              error={error('years')}
              inputMode="decimal"
              autoComplete="off"
              value={choices.years}
              onChange={change('years')}
            />
            <Actions>
              <Button type="submit">{t(TEXT.show)}</Button>
              {plan ? (
                <Button type="button" $variant="secondary" onClick={() => window.print()}>
                  {t(TEXT.print)}
                </Button>
              ) : null}
            </Actions>
          </Form>
          {plan ? (
            <PlanView choice={plan} rates={rates} />
          ) : (
            <Card data-print="hide">
              <p>{t(TEXT.empty)}</p>
            </Card>
          )}
        </PageSection>
      </Container>
    </div>
  );
}
