import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { costPlannerMachine, type CostPlannerEvent } from '../../machines/cost-planner/cost-planner.machine';
import CostPlannerPage from '../../src/features/cost-planner/CostPlannerPage';
import { PLANNER_LEVELS } from '../../src/data/cost-planner';
import { DESTINATION_COUNTRY } from '../../src/domain/catalog';
import { PLAN_LEVEL_NAMES, searchOf, validatePlanChoices } from '../../src/domain/costPlan';
import { transitionPaths } from '../helpers/modelPaths';
import { renderPage } from '../helpers/renderPage';

/**
 * Model-based tests of the study-cost planner: paths generated from its statechart (from an empty
 * planner, a shared plan and a broken link), each replayed on the real page: the form shows the
 * machine's choices and messages, the plan its plan, and the URL holds the plan shown.
 */
type Snapshot = SnapshotFrom<typeof costPlannerMachine>;

const VALID_LINK = '?destination=uk&level=masters&years=1';
const BROKEN_LINK = '?destination=mars&level=bachelors&years=12';

const events: CostPlannerEvent[] = [
  { type: 'FIELD.CHANGE', name: 'destination', value: 'canada' },
  { type: 'FIELD.CHANGE', name: 'level', value: 'masters' },
  { type: 'FIELD.CHANGE', name: 'years', value: '2' },
  { type: 'FIELD.CHANGE', name: 'years', value: '9' },
  { type: 'FORM.SUBMIT' },
  { type: 'ROUTER.NAVIGATED', search: VALID_LINK },
  { type: 'ROUTER.NAVIGATED', search: BROKEN_LINK },
];

/** What the model tells apart: the state, which fields have a message, the plan shown, whether the form would pass. */
const serialize = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    hasErrors: Object.keys(s.context.errors).length > 0,
    hasPlan: s.context.plan !== null,
    passes: validatePlanChoices(s.context.choices, s.context.levels).ok,
  });

/** A level the page cannot offer at the chosen destination is not a choice a user can make. */
const filter = (s: Snapshot, e: CostPlannerEvent) => {
  if (e.type !== 'FIELD.CHANGE' || e.name !== 'level') return true;
  const d = s.context.choices.destination as keyof typeof PLANNER_LEVELS;
  return !(d in PLANNER_LEVELS) || PLANNER_LEVELS[d].some((l) => l === e.value);
};

const START = { empty: '', broken: BROKEN_LINK };
const paths = Object.entries(START).flatMap(([label, search]) =>
  transitionPaths(costPlannerMachine, { input: { search, levels: PLANNER_LEVELS }, events, serialize, filter, label }).map((p) => ({ ...p, search })),
);

const FIELD_LABELS = { destination: 'Destination', level: 'Study level', years: 'Years of study' } as const;

function expectUiFor(state: Snapshot, location: { history: string[] }) {
  const { choices, errors, plan } = state.context;
  expect(screen.getByLabelText<HTMLSelectElement>('Destination').value).toBe(choices.destination);
  expect(screen.getByLabelText<HTMLSelectElement>('Study level').value).toBe(choices.level);
  expect(screen.getByLabelText<HTMLInputElement>('Years of study').value).toBe(choices.years);
  for (const field of ['destination', 'level', 'years'] as const) {
    const control = screen.getByLabelText(FIELD_LABELS[field]);
    if (errors[field]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(errors[field]!));
    } else {
      expect(control).not.toHaveAttribute('aria-invalid');
    }
  }
  if (plan) {
    const years = `${plan.years} ${plan.years === 1 ? 'year' : 'years'}`;
    const section = screen.getByRole('region', { name: `Your plan: ${PLAN_LEVEL_NAMES[plan.level]} in ${DESTINATION_COUNTRY[plan.destination]}, ${years}` });
    expect(within(section).getByRole('table')).toBeInTheDocument();
    const url = location.history[location.history.length - 1];
    expect(url).toBe(`/cost-planner?${searchOf(plan)}`);
  } else {
    expect(screen.queryByRole('region', { name: /^Your plan/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Your plan appears here once you have chosen/)).toBeInTheDocument();
  }
}

describe('model: the study-cost planner statechart replayed on the real page', () => {
  it('the paths reach every state: choosing, invalid and planned, from each start', () => {
    const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => JSON.stringify(s.value)));
    for (const v of ['choosing', 'invalid', 'planned']) expect(reached).toContain(JSON.stringify({ form: v }));
  });

  it('a bad link opens with a message for the bad choices and keeps the others', () => {
    const s = createActor(costPlannerMachine, { input: { search: BROKEN_LINK, levels: PLANNER_LEVELS } })
      .start()
      .getSnapshot();
    expect(s.value).toEqual({ form: 'invalid' });
    expect(s.context.choices).toEqual({ destination: '', level: 'bachelors', years: '12' });
    expect(Object.keys(s.context.errors).sort()).toEqual(['destination', 'years']);
  });

  for (const path of paths) {
    it(path.name, async () => {
      const user = userEvent.setup();
      const { location } = renderPage(<CostPlannerPage />, `/cost-planner${path.search}`);
      // The machine itself, sent the same events: the page must show its every snapshot.
      const model = createActor(costPlannerMachine, { input: { search: path.search, levels: PLANNER_LEVELS } }).start();
      expectUiFor(model.getSnapshot(), location);
      for (const step of path.steps) {
        const e = step.event as CostPlannerEvent | { type: 'xstate.init' };
        if (e.type === 'xstate.init') continue;
        if (e.type === 'FIELD.CHANGE') {
          const control = screen.getByLabelText(FIELD_LABELS[e.name]);
          if (e.name === 'years') {
            await user.clear(control);
            await user.type(control, e.value);
          } else {
            await user.selectOptions(control, e.value);
          }
        } else if (e.type === 'FORM.SUBMIT') {
          await user.click(screen.getByRole('button', { name: 'Show the plan' }));
        } else {
          // A link to the address already open changes nothing the page can see: the machine hears nothing.
          if (location.history[location.history.length - 1] === `/cost-planner${e.search}`) continue;
          act(() => location.navigate(`/cost-planner${e.search}`));
        }
        model.send(e);
        expect(model.getSnapshot().value).toEqual(step.state.value);
        expectUiFor(model.getSnapshot(), location);
      }
    });
  }
});
