import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * An actor whose code (its statechart, and XState itself) loads after the page is live: on the first
 * event a visitor sends it, or when something asks for it (a page whose own code holds the statechart,
 * a list the browser has saved). Until then the parts that show its state render its initial state, which
 * is what the server rendered, so hydration needs none of that code.
 *
 * Only when the code loads changes: the actor is the same statechart, and every event reaches it in the
 * order it was sent (the ones sent while the code loads wait for it). Nothing in this module imports
 * XState's runtime.
 */
export interface LiveActor<TRef extends AnyActorRef> {
  /** The running actor, or null while its code has not been asked for. */
  current(): TRef | null;
  /** Hears the actor start, stop and change state. */
  subscribe(listener: () => void): () => void;
  /** Loads the code (once) and starts the actor; resolves with it. */
  start(): Promise<TRef>;
  /** Sends the event, starting the actor first when it is not running yet. */
  send(event: Parameters<TRef['send']>[0]): void;
  /** Stops the actor (the layout that owns it is gone); the next use starts a new one. */
  stop(): void;
  /** True while an event sent waits for the code (the press was taken: its control shows it busy). */
  pending(): boolean;
}

/** A live actor that can run a step of its own once it runs (its parts send through it). */
export interface ParentActor<TRef extends AnyActorRef> extends LiveActor<TRef> {
  /** Runs `run` with the actor: at once when it runs, else once its code is in (pending meanwhile). */
  whenStarted(run: (actor: TRef) => void): void;
}

/** An actor started from its code (what the code module gives, and what it makes of it). */
export interface DeferredActor<TCode, TRef extends AnyActorRef> extends ParentActor<TRef> {
  /** Starts the actor at once with code already at hand (a module holding the statechart asks). */
  startWith(code: TCode): TRef;
  /**
   * Sends the event to an actor that runs or is starting (after the events sent before it); an actor
   * not asked for yet would begin in the state the event leads to anyway (a navigation: all closed).
   */
  sendIfStarted(event: Parameters<TRef['send']>[0]): void;
}

/**
 * Where the code could not arrive because the connection is gone, the events sent wait for the
 * browser's `online` event and the load is tried again then (the press is not lost); otherwise the next
 * use tries again.
 */
export interface LiveActorOptions {
  connectionIsGone?: () => Promise<boolean>;
  whenOnline?: () => Promise<void>;
}

export function liveActor<TCode, TRef extends AnyActorRef>(
  load: () => Promise<TCode>,
  create: (code: TCode) => TRef,
  options: LiveActorOptions = {},
): DeferredActor<TCode, TRef> {
  let actor: TRef | null = null;
  let waiting = 0;
  let starting: Promise<TRef> | null = null;
  // Each stop begins a new life: code that arrives for an earlier one starts nothing.
  let life = 0;
  const listeners = new Set<() => void>();
  let unsubscribeActor: (() => void) | null = null;
  const notify = () => listeners.forEach((l) => l());

  const run = (code: TCode) => {
    if (actor) return actor;
    const created = create(code);
    actor = created;
    unsubscribeActor = (() => {
      const sub = created.subscribe({ next: notify, error: notify, complete: notify });
      return () => sub.unsubscribe();
    })();
    return created;
  };

  const live: DeferredActor<TCode, TRef> = {
    current: () => actor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (actor) return Promise.resolve(actor);
      const startedIn = life;
      starting ??= load().then(
        (code) => {
          if (startedIn !== life) throw new Error('The actor was stopped before its code arrived.');
          const wasRunning = actor !== null;
          const started = run(code);
          if (!wasRunning) notify();
          return started;
        },
        (error: unknown) => {
          // The code did not arrive (a network fault): the next use tries again.
          if (startedIn === life) starting = null;
          throw error;
        },
      );
      return starting;
    },
    startWith(code) {
      if (actor) return actor;
      const started = run(code);
      starting = Promise.resolve(started);
      // Asked for during a render: the other parts hear of it after that render, not inside it.
      queueMicrotask(notify);
      return started;
    },
    send(event) {
      live.whenStarted((started) => started.send(event));
    },
    whenStarted(run) {
      if (actor) {
        run(actor);
        return;
      }
      const startedIn = life;
      waiting += 1;
      notify();
      const settle = () => {
        waiting = Math.max(0, waiting - 1);
        notify();
      };
      const attempt = (): Promise<void> =>
        live.start().then(
          (started) => {
            settle();
            run(started);
          },
          async () => {
            if (startedIn === life && (await options.connectionIsGone?.()) && options.whenOnline) {
              await options.whenOnline();
              if (startedIn === life) return attempt();
            }
            settle();
          },
        );
      void attempt();
    },
    pending: () => waiting > 0,
    sendIfStarted(event) {
      if (actor) actor.send(event);
      else
        starting?.then(
          (started) => started.send(event),
          () => undefined,
        );
    },
    stop() {
      life += 1;
      starting = null;
      waiting = 0;
      if (!actor) return;
      unsubscribeActor?.();
      actor.stop();
      actor = null;
      notify();
    },
  };
  return live;
}

/** A part of a live actor: a child it invokes (its events go to that child, starting the parent first). */
export function liveChild<TParent extends AnyActorRef, TChild extends AnyActorRef>(parent: ParentActor<TParent>, pick: (parent: TParent) => TChild): LiveActor<TChild> {
  const child = () => {
    const p = parent.current();
    return p ? pick(p) : null;
  };
  return {
    current: child,
    subscribe(listener) {
      // The child the parent holds now (a parent may start a new one, e.g. when it re-enters a state).
      let followed: TChild | null = null;
      let unsubscribeChild: (() => void) | null = null;
      const follow = () => {
        const c = child();
        if (c === followed) return;
        unsubscribeChild?.();
        unsubscribeChild = null;
        followed = c;
        if (c) {
          const sub = c.subscribe({ next: listener, error: listener, complete: listener });
          unsubscribeChild = () => sub.unsubscribe();
        }
        listener();
      };
      const stopParent = parent.subscribe(follow);
      follow();
      return () => {
        stopParent();
        unsubscribeChild?.();
      };
    },
    start: () => parent.start().then(pick),
    send(event) {
      const c = child();
      if (c) {
        c.send(event);
        return;
      }
      // Through the parent, so the press waits (and shows) as the parent's does.
      parent.whenStarted((p) => pick(p).send(event));
    },
    stop: () => parent.stop(),
    pending: () => parent.pending(),
  };
}

/**
 * What a part of the page shows of a live actor's state: `select` of its snapshot while it runs,
 * `before` until then (and on the server, and while hydrating: what the server rendered).
 * `select` returns the same value for the same state (a field, a flag), as useSyncExternalStore needs.
 */
export function useLiveSelector<TRef extends AnyActorRef, T>(live: LiveActor<TRef>, select: (snapshot: SnapshotFrom<TRef>) => T, before: T): T {
  const subscribe = useCallback((onChange: () => void) => live.subscribe(onChange), [live]);
  const read = () => {
    const actor = live.current();
    return actor ? select(actor.getSnapshot() as SnapshotFrom<TRef>) : before;
  };
  return useSyncExternalStore(subscribe, read, () => before);
}

/** True while a press on the live actor waits for its code (for the control's busy state). */
export function useLivePending(live: LiveActor<AnyActorRef>): boolean {
  const subscribe = useCallback((onChange: () => void) => live.subscribe(onChange), [live]);
  return useSyncExternalStore(subscribe, () => live.pending(), () => false);
}

/** The attributes of a control whose press waits for its code (drawn by the global style). */
export const pendingProps = (pending: boolean) => (pending ? ({ 'aria-busy': true, 'data-pending': '' } as const) : {});

/**
 * One control's press on a live actor: `press(send)` sends, and the control shows busy (`props`) while
 * that press waits for the actor's code; other controls of the same actor do not.
 */
export function usePendingPress(live: LiveActor<AnyActorRef>) {
  const pending = useLivePending(live);
  const [waitingHere, setWaitingHere] = useState(false);
  const press = (send: () => void) => {
    if (!live.current()) {
      setWaitingHere(true);
      live.start().then(
        () => setWaitingHere(false),
        () => undefined,
      );
    }
    send();
  };
  return { props: pendingProps(waitingHere && pending), press };
}

/**
 * Stops the live actors when the component that owns them unmounts. Not at once: React's development
 * mode unmounts and mounts every component once more right after it mounts, and an actor a page has
 * just started (`startWith`) must live through that.
 */
export function useStopOnUnmount(...lives: LiveActor<AnyActorRef>[]) {
  useEffect(() => {
    const timer = pendingStops.get(lives[0]);
    if (timer !== undefined) clearTimeout(timer);
    return () => {
      pendingStops.set(
        lives[0],
        setTimeout(() => {
          pendingStops.delete(lives[0]);
          lives.forEach((l) => l.stop());
        }, 0),
      );
    };
    // The owner's actors are created once (useState): their identities do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, lives);
}

const pendingStops = new WeakMap<LiveActor<AnyActorRef>, ReturnType<typeof setTimeout>>();

