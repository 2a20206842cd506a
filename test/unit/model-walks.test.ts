// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, createMachine, getNextSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { modelWalks, type ModelPath } from '../helpers/modelPaths';

/**
 * The tours the model-based tests replay take every transition their paths take, each step being the
 * state the event really leads to from the one before, starting at the start state.
 */

/** A model with a loop, a way back, and two one-way branches (a tour that takes one cannot come back for the other). */
const branching = createMachine({
  id: 'branching',
  initial: 'idle',
  states: {
    idle: { on: { OPEN: 'open', FINISH: 'finished', ABANDON: 'abandoned' } },
    open: { on: { CLOSE: 'idle', EDIT: 'editing', FINISH: 'finished' } },
    editing: { on: { SAVE: 'open', CANCEL: 'idle', ABANDON: 'abandoned' } },
    finished: { on: { ARCHIVE: 'archived' } },
    archived: {},
    abandoned: {},
  },
});
const BRANCHING_EVENTS = ['OPEN', 'CLOSE', 'EDIT', 'SAVE', 'CANCEL', 'FINISH', 'ARCHIVE', 'ABANDON'].map((type) => ({ type }));

/** A model with a counter in its context, told apart by the count, that can always start again from zero. */
const counter = createMachine({
  id: 'counter',
  types: {} as { context: { n: number } },
  context: { n: 0 },
  initial: 'on',
  states: {
    on: {
      on: {
        UP: { guard: ({ context }) => context.n < 5, actions: assign({ n: ({ context }) => context.n + 1 }) },
        STOP: 'off',
      },
    },
    off: { on: { START: 'on', RESET: { target: 'on', actions: assign({ n: 0 }) } } },
  },
});
const COUNTER_EVENTS = [{ type: 'UP' }, { type: 'STOP' }, { type: 'START' }, { type: 'RESET' }];

type Walks = { paths: ModelPath<EventObject, { value: unknown }>[]; tours: ModelPath<EventObject, { value: unknown }>[] };
const key = (state: { value: unknown }, event: EventObject) => `${JSON.stringify(state.value)} ${JSON.stringify(event)}`;
const lastTransitions = (paths: Walks['paths']) =>
  new Set(paths.filter((p) => p.steps.length > 1).map((p) => key(p.steps.at(-2)!.state, p.steps.at(-1)!.event)));
const tourTransitions = (tours: Walks['tours']) => new Set(tours.flatMap((t) => t.steps.slice(1).map((s, i) => key(t.steps[i].state, s.event))));

function expectSoundWalks(machine: AnyStateMachine, { paths, tours }: Walks) {
  const taken = tourTransitions(tours);
  for (const transition of lastTransitions(paths)) expect(taken, transition).toContain(transition);
  for (const tour of tours) {
    expect(tour.steps[0].event.type).toBe('xstate.init');
    expect(tour.steps[0].state.value).toEqual(machine.config.initial);
    for (let i = 1; i < tour.steps.length; i++) {
      const next = getNextSnapshot(machine, tour.steps[i - 1].state as never, tour.steps[i].event as never);
      expect(next.value, tour.name).toEqual(tour.steps[i].state.value);
    }
    expect(tour.state).toBe(tour.steps.at(-1)!.state);
  }
  const reached = new Set(tours.flatMap((t) => t.steps.map((s) => JSON.stringify(s.state.value))));
  for (const p of paths) expect(reached, p.name).toContain(JSON.stringify(p.state.value));
}

describe('the model walks: tours take every transition the paths take', () => {
  it('on a model with one-way branches, each branch gets a tour of its own and nothing is left out', () => {
    const walks = modelWalks(branching, { events: BRANCHING_EVENTS });
    expectSoundWalks(branching, walks as unknown as Walks);
    expect(walks.tours.length).toBeLessThan(walks.paths.length);
    // Finished and abandoned cannot be left: a tour ends in at most one of them.
    for (const tour of walks.tours) expect(tour.steps.filter((s) => ['archived', 'abandoned'].includes(s.state.value as string)).length).toBeLessThanOrEqual(1);
  });

  it('on a model that comes back to where it started, one tour takes every transition', () => {
    const walks = modelWalks(
      counter,
      {
        events: COUNTER_EVENTS,
        serialize: (s) => `${JSON.stringify(s.value)} ${s.context.n}`,
      },
      100,
    );
    expectSoundWalks(counter, walks as unknown as Walks);
    expect(walks.tours).toHaveLength(1);
  });

  it('a tour ends after about the number of steps asked for, and the next one starts afresh', () => {
    const long = modelWalks(branching, { events: BRANCHING_EVENTS }, 40);
    const short = modelWalks(branching, { events: BRANCHING_EVENTS }, 2);
    expectSoundWalks(branching, short as unknown as Walks);
    expect(short.tours.length).toBeGreaterThan(long.tours.length);
  });
});
