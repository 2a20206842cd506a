import { getInitialSnapshot, getNextSnapshot, type AnyStateMachine, type EventObject, type SnapshotFrom, type StateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * The one path generator behind every model-based test in test/model.
 *
 * `transitionPaths` takes the shortest path to every state the model can tell apart (by `serialize`),
 * then extends each of them by every candidate event that changes that state, so that every transition
 * out of every reachable state is walked at least once. Each path is replayed by the test on the real
 * component; the test decides every actor's outcome by sending the done/error events as steps.
 *
 * The candidate events of a state are the ones its active state nodes listen to, read through the
 * public `StateNode` API (`states`, `ownEvents`), never through a snapshot's private fields. Delayed
 * transitions (`xstate.after.*`) of active nodes are candidates too, as events without payload.
 */

export interface ModelStep<TEvent extends EventObject, TSnapshot> {
  event: TEvent;
  state: TSnapshot;
}

export interface ModelPath<TEvent extends EventObject, TSnapshot> {
  /** Readable name: each step's event and the state it leads to. */
  name: string;
  steps: ModelStep<TEvent, TSnapshot>[];
  /** The last state of the path (the start state for an empty path). */
  state: TSnapshot;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine's nodes
type AnyNode = StateNode<any, any>;

/** The state nodes that are active for a state value, from the root down, parallel regions included. */
export function activeStateNodes(machine: AnyStateMachine, value: unknown): AnyNode[] {
  const out: AnyNode[] = [];
  const walk = (node: AnyNode, v: unknown) => {
    out.push(node);
    if (typeof v === 'string') {
      const child = node.states[v];
      if (child) walk(child, undefined);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v as Record<string, unknown>)) {
        const child = node.states[key];
        if (child) walk(child, sub);
      }
    }
  };
  walk(machine.root as AnyNode, value);
  return out;
}

/** Every event type the active state nodes of a snapshot have a transition for. */
export function eventTypesOf(machine: AnyStateMachine, snapshot: { value: unknown }): Set<string> {
  const types = new Set<string>();
  for (const node of activeStateNodes(machine, snapshot.value)) for (const t of node.ownEvents) types.add(t);
  return types;
}

/** The candidate events that the snapshot's active states listen to, plus their delayed transitions. */
export function candidateEvents<TEvent extends EventObject>(machine: AnyStateMachine, snapshot: { value: unknown }, events: readonly TEvent[]): TEvent[] {
  const types = eventTypesOf(machine, snapshot);
  return [
    ...events.filter((e) => types.has(e.type)),
    ...[...types].filter((t) => t.startsWith('xstate.after.') && !events.some((e) => e.type === t)).map((type) => ({ type }) as TEvent),
  ];
}

const describeStep = (event: EventObject, state: { value: unknown }) => `${event.type.replace('xstate.', '')} → ${JSON.stringify(state.value)}`;

export interface TransitionPathOptions<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  /** Every event the model may send; only those the current state listens to are tried. */
  events: readonly TEvent[] | ((snapshot: SnapshotFrom<TMachine>) => readonly TEvent[]);
  /** What tells two states apart for the model (defaults to the state value). */
  serialize?: (snapshot: SnapshotFrom<TMachine>) => string;
  input?: unknown;
  /** Drop a candidate event in a given state (for example an actor's answer when no actor runs). */
  filter?: (snapshot: SnapshotFrom<TMachine>, event: TEvent) => boolean;
  /** Prefix of each path's name. */
  label?: string;
}

export function transitionPaths<TMachine extends AnyStateMachine, TEvent extends EventObject = EventObject>(
  machine: TMachine,
  options: TransitionPathOptions<TMachine, TEvent>,
): ModelPath<TEvent, SnapshotFrom<TMachine>>[] {
  return explore(machine, options).paths;
}

/** The model's graph as the path generators see it: its start, its steps and its transition paths. */
function explore<TMachine extends AnyStateMachine, TEvent extends EventObject>(machine: TMachine, options: TransitionPathOptions<TMachine, TEvent>) {
  type Snap = SnapshotFrom<TMachine>;
  const serialize = options.serialize ?? ((s: Snap) => JSON.stringify((s as { value: unknown }).value));
  const eventsFor = (s: Snap): TEvent[] => {
    const all = typeof options.events === 'function' ? options.events(s) : options.events;
    const candidates = candidateEvents(machine, s as { value: unknown }, all);
    return options.filter ? candidates.filter((e) => options.filter!(s, e)) : candidates;
  };
  const shortest = getShortestPaths(machine, {
    input: options.input,
    events: (s: unknown) => eventsFor(s as Snap) as never,
    serializeState: (s: unknown) => serialize(s as Snap),
  } as never);
  const start = getInitialSnapshot(machine, ...([options.input] as never)) as Snap;
  /** The snapshots the events really lead to, from the start. */
  const walk = (events: TEvent[]): ModelStep<TEvent, Snap>[] => {
    let state = start;
    return events.map((event) => {
      if (event.type !== 'xstate.init') state = getNextSnapshot(machine, state as never, event as never) as Snap;
      return { event, state };
    });
  };
  const seen = new Set<string>();
  const paths: ModelPath<TEvent, Snap>[] = [];
  const name = (steps: ModelStep<TEvent, Snap>[]) =>
    `${options.label ? `[${options.label}] ` : ''}${steps.map((s) => describeStep(s.event, s.state as { value: unknown })).join(' | ') || '(start)'}`;
  for (const p of shortest) {
    const steps = walk(p.steps.map((st) => st.event as unknown as TEvent));
    const last = steps.length ? steps[steps.length - 1].state : start;
    let extended = false;
    for (const event of eventsFor(last)) {
      const next = getNextSnapshot(machine, last as never, event as never) as Snap;
      const key = `${serialize(last)} ${JSON.stringify(event)}`;
      if (seen.has(key) || serialize(next) === serialize(last)) continue;
      seen.add(key);
      extended = true;
      const all = [...steps, { event, state: next }];
      paths.push({ name: name(all), steps: all, state: next });
    }
    if (!extended && !paths.some((q) => serialize(q.state) === serialize(last))) {
      paths.push({ name: name(steps), steps, state: last });
    }
  }
  const init = shortest[0]?.steps[0]?.event as unknown as TEvent;
  const next = (state: Snap, event: TEvent) => getNextSnapshot(machine, state as never, event as never) as Snap;
  const key = (state: Snap, event: TEvent) => `${serialize(state)} ${JSON.stringify(event)}`;
  return { paths, start, init, next, key, serialize, eventsFor, name };
}

/**
 * The same transitions as `transitionPaths`, walked in a few long tours instead of one path each.
 *
 * Replaying a path costs one render of the real component (most of a model test's time: about 300 ms
 * against 20 ms a step, measured on the search model) and its way back to the state it tests. A tour
 * starts at the start state, takes an untested transition out of the state it is in whenever there is
 * one, and otherwise walks the shortest way to the nearest state that has one; a tour ends after about
 * `maxSteps` steps and the next one starts afresh. Every transition a path would test is taken in some
 * tour (a transition a tour cannot reach keeps its own path), and every step's state is checked, so a
 * tour tests all that the paths test, in longer sequences, with one render per tour.
 *
 * `paths` stay for what a test asserts about the model itself (the states and closers it reaches).
 */
export function modelWalks<TMachine extends AnyStateMachine, TEvent extends EventObject = EventObject>(
  machine: TMachine,
  options: TransitionPathOptions<TMachine, TEvent>,
  maxSteps = 40,
): { paths: ModelPath<TEvent, SnapshotFrom<TMachine>>[]; tours: ModelPath<TEvent, SnapshotFrom<TMachine>>[] } {
  type Snap = SnapshotFrom<TMachine>;
  const { paths, start, init, next, key, serialize, eventsFor, name } = explore(machine, options);
  /** Each path's last transition (its reason to exist), keyed as the state it leaves and the event. */
  const untested = new Map<string, ModelPath<TEvent, Snap>>();
  for (const p of paths) {
    if (p.steps.length < 2) continue;
    untested.set(key(p.steps[p.steps.length - 2].state, p.steps[p.steps.length - 1].event), p);
  }
  const reached = new Set<string>(paths.filter((p) => p.steps.length < 2).map((p) => serialize(p.state)));
  const untestedFrom = (state: Snap) => eventsFor(state).find((e) => untested.has(key(state, e)));
  /** The shortest walk from a state to the nearest one with an untested transition out of it. */
  const wayToUntested = (from: Snap): TEvent[] | undefined => {
    const seen = new Set([serialize(from)]);
    let frontier: [Snap, TEvent[]][] = [[from, []]];
    while (frontier.length) {
      const after: [Snap, TEvent[]][] = [];
      for (const [state, route] of frontier) {
        for (const event of eventsFor(state)) {
          const to = next(state, event);
          const k = serialize(to);
          if (seen.has(k)) continue;
          seen.add(k);
          const way = [...route, event];
          if (untestedFrom(to)) return way;
          after.push([to, way]);
        }
      }
      frontier = after;
    }
    return undefined;
  };
  const tours: ModelPath<TEvent, Snap>[] = [];
  for (;;) {
    let state = start;
    const steps: ModelStep<TEvent, Snap>[] = [{ event: init, state }];
    const take = (event: TEvent) => {
      untested.delete(key(state, event));
      state = next(state, event);
      reached.delete(serialize(state));
      steps.push({ event, state });
    };
    while (steps.length <= maxSteps && untested.size > 0) {
      const event = untestedFrom(state);
      if (event) take(event);
      else {
        const way = wayToUntested(state);
        if (!way) break;
        // The way and the transition it leads to, together: a tour always takes something new.
        way.forEach(take);
        take(untestedFrom(state)!);
      }
    }
    if (steps.length === 1) break;
    tours.push({ name: name(steps), steps, state });
  }
  // What no tour reached (a transition whose source a tour cannot get back to) keeps its own path.
  const rest = [...untested.values(), ...paths.filter((p) => p.steps.length < 2 && reached.has(serialize(p.state)))];
  return { paths, tours: [...tours, ...rest] };
}
