import { assign, setup } from 'xstate';
import {
  choicesFromLink,
  searchOf,
  validatePlanChoices,
  type LevelsByDestination,
  type PlanChoices,
  type PlanErrors,
  type PlanField,
  type ValidPlanChoices,
} from '../../src/domain/costPlan';

/**
 * The study-cost planner's choices (destination, study level, years) and the plan they give.
 * form.opening -> choosing (no choice in the link) | planned (a full, valid plan in the link) | invalid
 * (a named choice that does not exist: cleared or kept in its box, with a message; the others kept);
 * FIELD.CHANGE edits the form and drops that field's message; FORM.SUBMIT checks the form: a valid
 * one becomes the plan and is written to the URL (syncUrl), an invalid one gets its messages and
 * changes neither the plan nor the URL; ROUTER.NAVIGATED (back, forward, a link) reads the URL again,
 * unless it is the query the form was last read from or written to (the page announces the URL it
 * opened at once it is live: what the visitor chose before that is kept, not wiped).
 * The figures are not kept here: the page computes them from `plan` and the facts.
 */
export interface CostPlannerContext {
  levels: LevelsByDestination;
  /** What the form shows. */
  choices: PlanChoices;
  errors: PlanErrors;
  /** The plan shown (and in the URL); null until one is made. */
  plan: ValidPlanChoices | null;
  /** How many times the form was submitted with errors: lets the page move focus to the first one. */
  rejectedCount: number;
  /** The query string (without `?`) the choices were last read from or written to. */
  link: string;
}

export interface CostPlannerInput {
  /** The URL's query string. */
  search: string;
  levels: LevelsByDestination;
}

export type CostPlannerEvent =
  { type: 'FIELD.CHANGE'; name: PlanField; value: string } | { type: 'FORM.SUBMIT' } | { type: 'ROUTER.NAVIGATED'; search: string };

export const costPlannerMachine = setup({
  types: {
    context: {} as CostPlannerContext,
    input: {} as CostPlannerInput,
    events: {} as CostPlannerEvent,
  },
  actions: {
    /** Writes the plan's choices to the URL (provided by the page: the router's navigate). */
    syncUrl: (_, _params: { search: string }) => {},
    setChoice: assign(({ context }, params: { name: PlanField; value: string }) => {
      const { [params.name]: _dropped, ...errors } = context.errors;
      return { choices: { ...context.choices, [params.name]: params.value }, errors };
    }),
    applyChoices: assign(({ context }) => {
      const checked = validatePlanChoices(context.choices, context.levels);
      return checked.ok
        ? { plan: checked.value, errors: {}, choices: { ...context.choices, years: String(checked.value.years) }, link: searchOf(checked.value) }
        : {};
    }),
    rejectChoices: assign(({ context }) => {
      const checked = validatePlanChoices(context.choices, context.levels);
      return checked.ok ? {} : { errors: checked.errors, rejectedCount: context.rejectedCount + 1 };
    }),
    readLink: assign(({ context }, params: { search: string }) => {
      const read = choicesFromLink(params.search, context.levels);
      return { choices: read.choices, errors: read.errors, plan: read.plan, link: linkOf(params.search) };
    }),
  },
  guards: {
    areChoicesValid: ({ context }) => validatePlanChoices(context.choices, context.levels).ok,
    hasPlan: ({ context }) => context.plan !== null,
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    isLinkUnchanged: ({ context }, params: { search: string }) => linkOf(params.search) === context.link,
    isShownPlan: ({ context }, params: { search: string }) => context.plan !== null && linkOf(params.search) === searchOf(context.plan),
  },
}).createMachine({
  id: 'costPlanner',
  context: ({ input }) => {
    const read = choicesFromLink(input.search, input.levels);
    return { levels: input.levels, choices: read.choices, errors: read.errors, plan: read.plan, rejectedCount: 0, link: linkOf(input.search) };
  },
  initial: 'form',
  states: {
    form: {
      initial: 'opening',
      on: {
        'FIELD.CHANGE': { actions: { type: 'setChoice', params: ({ event }) => ({ name: event.name, value: event.value }) } },
        'FORM.SUBMIT': [
          {
            guard: 'areChoicesValid',
            target: '.planned',
            actions: ['applyChoices', { type: 'syncUrl', params: ({ context }) => ({ search: searchOf(validPlan(context)) }) }],
          },
          { target: '.invalid', actions: 'rejectChoices' },
        ],
      },
      states: {
        opening: {
          always: [{ guard: 'hasErrors', target: 'invalid' }, { guard: 'hasPlan', target: 'planned' }, { target: 'choosing' }],
        },
        choosing: {
          on: {
            'ROUTER.NAVIGATED': [
              { guard: { type: 'isLinkUnchanged', params: ({ event }) => ({ search: event.search }) } },
              { target: 'opening', actions: { type: 'readLink', params: ({ event }) => ({ search: event.search }) } },
            ],
          },
        },
        invalid: {
          on: {
            'ROUTER.NAVIGATED': [
              { guard: { type: 'isLinkUnchanged', params: ({ event }) => ({ search: event.search }) } },
              { target: 'opening', actions: { type: 'readLink', params: ({ event }) => ({ search: event.search }) } },
            ],
          },
        },
        planned: {
          on: {
            'ROUTER.NAVIGATED': [
              { guard: { type: 'isShownPlan', params: ({ event }) => ({ search: event.search }) } },
              { target: 'opening', actions: { type: 'readLink', params: ({ event }) => ({ search: event.search }) } },
            ],
          },
        },
      },
    },
  },
});

/** A query string as the machine keeps it: without its `?`. */
const linkOf = (search: string) => search.replace(/^\?/, '');

/** The checked choices (only called behind the areChoicesValid guard). */
function validPlan(context: CostPlannerContext): ValidPlanChoices {
  const checked = validatePlanChoices(context.choices, context.levels);
  if (!checked.ok) throw new Error('validPlan called with invalid choices');
  return checked.value;
}
