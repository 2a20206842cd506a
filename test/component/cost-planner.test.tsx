import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CostPlannerPage from '../../src/features/cost-planner/CostPlannerPage';
import { formatAsOf, NPR_RATES } from '../../src/data/facts';
import { builtInFacts } from '../../src/data/fact-seeds';
import { formatIndian } from '../../src/domain/numbers';
import { renderPage } from '../helpers/renderPage';

/**
 * The study-cost planner's page with the API unreachable: the built-in dated facts and the built-in
 * rates, which the page names with their month.
 */
const fact = (key: string) => {
  const f = builtInFacts().find((x) => x.key === key);
  if (!f) throw new Error(`no fact ${key}`);
  return f;
};
const row = (line: string) => document.querySelector<HTMLElement>(`[data-line="${line}"]`)!;

describe('the study-cost planner page', () => {
  it('a UK master’s for one year shows each figure in pounds and rupees, with the month and source of its fact', async () => {
    renderPage(<CostPlannerPage />, '/cost-planner?destination=uk&level=masters&years=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Study-cost planner' })).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: "Your plan: Master's degree in UK, 1 year" });
    const living = fact('destination.uk.cost.living-costs-required-outside-london-9-months');
    expect(row('living')).toHaveTextContent(living.label);
    expect(row('living')).toHaveTextContent('GBP 10,539');
    expect(row('living')).toHaveTextContent(`NPR ${formatIndian(10_539 * NPR_RATES.GBP)}`);
    expect(within(row('living')).getByText(new RegExp(`As of ${formatAsOf(living.checkedOn)}`))).toBeInTheDocument();
    expect(within(row('living')).getByRole('link', { name: /GOV\.UK/ })).toHaveAttribute('href', living.sourceUrl);
    expect(row('tuition')).toHaveTextContent('GBP 14,000–35,000');
    expect(row('visa-fee')).toHaveTextContent('GBP 524');
    // The surcharge is paid for the whole visa: 1 month before, 12 of course, 4 after = 17 months, charged as 1.5 years.
    expect(row('health-cover')).toHaveTextContent('GBP 776');
    expect(row('health-cover')).toHaveTextContent('GBP 1,164');
    expect(row('health-cover')).toHaveTextContent('Paid for the whole visa: 17 months, charged as 1.5 years');
    // 14,000–35,000 + 10,539 + 524 + 1,164.
    expect(row('total')).toHaveTextContent('GBP 26,227–47,227');
    expect(row('total')).toHaveTextContent('NPR at built-in rates of January 2026');
    expect(row('total')).toHaveTextContent('Without: flight from Kathmandu');
    expect(within(plan).getByText(/Indicative exchange rates|NPR estimates use/)).toBeInTheDocument();
  });

  it('a missing fact is said plainly, not made up: no flight estimate and, outside the UK, no health cover amount', () => {
    renderPage(<CostPlannerPage />, '/cost-planner?destination=australia&level=bachelors&years=3');
    expect(row('flight')).toHaveTextContent('No flight estimate from Kathmandu to Australia is recorded yet');
    expect(row('flight')).not.toHaveTextContent(/AUD|NPR/);
    expect(row('health-cover')).toHaveTextContent('No amount is recorded for Australia: Overseas Student Health Cover (OSHC)');
    // Three years of tuition and living costs, the visa charge once.
    expect(row('tuition')).toHaveTextContent('AUD 66,000–135,000');
    expect(row('visa-fee')).toHaveTextContent('AUD 2,000');
  });

  it('the funds to show for the visa are first-year tuition plus a year of living costs, in rupees, beside the visa’s own rule', () => {
    renderPage(<CostPlannerPage />, '/cost-planner?destination=canada&level=diploma&years=2');
    const funds = document.querySelector('[data-part="funds"]')!;
    expect(funds).toHaveTextContent(`NPR ${formatIndian((15_000 + 22_895) * NPR_RATES.CAD)}–${formatIndian((22_000 + 22_895) * NPR_RATES.CAD)}`);
    expect(screen.getByText(fact('destination.canada.visa-funds').value.kind === 'text' ? /Show CAD 22,895 for one year/ : /never/)).toBeInTheDocument();
  });

  it('an unknown destination and too many years in the link get clear messages, and the study level stays chosen', () => {
    renderPage(<CostPlannerPage />, '/cost-planner?destination=mars&level=masters&years=12');
    expect(screen.getByLabelText('Destination')).toHaveAccessibleDescription(/We have no figures for “mars”/);
    expect(screen.getByLabelText('Years of study')).toHaveAccessibleDescription(/Enter a number of years from 1 to 6, in whole or half years/);
    expect(screen.getByLabelText<HTMLSelectElement>('Study level').value).toBe('masters');
    expect(screen.queryByRole('region', { name: /^Your plan/ })).not.toBeInTheDocument();
  });

  it('with the keyboard alone: choose, submit with Enter, and a rejected form puts focus on the first field with a message', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<CostPlannerPage />, '/cost-planner?destination=uk');
    await user.tab();
    expect(screen.getByLabelText('Destination')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Study level')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Years of study')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Study level')).toHaveFocus();
    expect(screen.getByLabelText('Years of study')).toHaveAccessibleDescription(/Enter the number of years/);
    expect(screen.getByLabelText('Study level')).toHaveAccessibleDescription('Choose a study level.');
    await user.selectOptions(screen.getByLabelText('Study level'), 'masters');
    await user.tab();
    await user.keyboard('1{Enter}');
    expect(location.history.at(-1)).toBe('/cost-planner?destination=uk&level=masters&years=1');
    expect(screen.getByRole('region', { name: "Your plan: Master's degree in UK, 1 year" })).toBeInTheDocument();
  });

  it('each destination page links to the planner with that destination chosen', async () => {
    const { default: DestinationPage } = await import('../../src/features/destinations/DestinationPage');
    renderPage(<DestinationPage />, '/destinations/new-zealand');
    expect(screen.getByRole('link', { name: 'Plan your costs for New Zealand' })).toHaveAttribute('href', '/cost-planner?destination=new-zealand');
  });
});
