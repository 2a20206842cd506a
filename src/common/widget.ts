import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { connectionIsGone, whenConnectionBack } from './connection';

/**
 * A widget whose code (its statechart, and XState) arrives after the page is live. Each such widget
 * has a shell module, in the first load, with its ids, its initial view (what its statechart starts
 * in: the server renders it) and one hook returning `{ view, send }`; and a code module, which the app
 * loads and which runs the statechart (`Running`). Nothing here imports XState.
 *
 * The widget's code loads when a part needs it (`start`: a page that shows it), at the first event sent,
 * or ahead of use (`prefetch`: the page is idle). An event sent before the code is in is held and
 * delivered, in order, when it arrives; the control that sent it shows busy meanwhile. Where the code
 * cannot arrive because the connection is gone, the load is tried again when it is back (the browser's
 * `online` event, or our server answering a check); where it fails while the connection is up and
 * something waits for it, the widget is `failed`: the page says
 * so and offers Try again (`start` again), and the events held are delivered once the code arrives.
 */
export interface Running<TView, TEvent> {
  /** The view of the statechart's current state: the same object while the state is the same. */
  view(): TView;
  subscribe(listener: () => void): () => void;
  send(event: TEvent): void;
  stop(): void;
}

export type WidgetStatus = 'idle' | 'loading' | 'waitingForConnection' | 'failed' | 'running';

export interface Widget<TView, TEvent> {
  readonly initialView: TView;
  status(): WidgetStatus;
  view(): TView;
  subscribe(listener: () => void): () => void;
  /** Loads the code unless it is in or on its way; the page needs it (a failure says so, with Try again). */
  start(): void;
  /**
   * The visitor's Try again after a failure: loads the code again. Where that fails too while our server
   * answers, the page is loaded afresh: a browser that keeps a failed import's failure for the page's life
   * (Chromium 150 does, after a load that failed offline) never asks for the file again, and a release
   * that replaced the files is mended the same way. What the page's forms hold comes back after that
   * reload (src/common/keptInput.ts).
   */
  retry(): void;
  /** Loads the code ahead of use (the page is idle); a failure is silent, and the first use tries again. */
  prefetch(): void;
  /** Delivers the event: at once when the code runs, else when it has arrived. */
  send(event: TEvent): void;
  /** Delivers the event only where the code runs or is on its way (a widget not started starts in the state it leads to anyway). */
  sendIfStarted(event: TEvent): void;
  /** The owner is gone: the statechart stops, held events are dropped; a later use starts afresh. */
  stop(): void;
}

export function createWidget<TView, TEvent>(
  initialView: TView,
  load: () => Promise<Running<TView, TEvent>>,
  { reload = () => window.location.reload() }: { reload?: () => void } = {},
): Widget<TView, TEvent> {
  let status: WidgetStatus = 'idle';
  // The load under way is the visitor's Try again.
  let retrying = false;
  let running: Running<TView, TEvent> | null = null;
  let unsubscribe: (() => void) | null = null;
  let held: TEvent[] = [];
  // Something waits for the code (a press, or a part that shows it): a failed load is then said.
  let needed = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  const become = (next: WidgetStatus) => {
    status = next;
    notify();
  };

  // Read through a function: the status changes while a load is awaited.
  const now = () => status;
  const begin = () => {
    become('loading');
    load().then(
      (code) => {
        // Stopped while the code was on its way, or another load was first: this one is not needed.
        if (now() !== 'loading') {
          code.stop();
          return;
        }
        retrying = false;
        running = code;
        unsubscribe = code.subscribe(notify);
        status = 'running';
        const events = held;
        held = [];
        events.forEach((e) => code.send(e));
        notify();
      },
      async () => {
        if (now() !== 'loading') return;
        const offline = await connectionIsGone();
        if (now() !== 'loading') return;
        if (!offline) {
          become(needed ? 'failed' : 'idle');
          if (retrying) {
            retrying = false;
            reload();
          }
          return;
        }
        become('waitingForConnection');
        await whenConnectionBack();
        if (now() === 'waitingForConnection') begin();
      },
    );
  };

  const widget: Widget<TView, TEvent> = {
    initialView,
    status: () => status,
    view: () => (running ? running.view() : initialView),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      needed = true;
      if (status === 'idle' || status === 'failed') begin();
    },
    retry() {
      if (status !== 'failed') return;
      retrying = true;
      widget.start();
    },
    prefetch() {
      if (status === 'idle') begin();
    },
    send(event) {
      if (running) {
        running.send(event);
        return;
      }
      held.push(event);
      widget.start();
      notify();
    },
    sendIfStarted(event) {
      if (running) running.send(event);
      else if (status === 'loading' || status === 'waitingForConnection') held.push(event);
    },
    stop() {
      held = [];
      needed = false;
      retrying = false;
      unsubscribe?.();
      unsubscribe = null;
      running?.stop();
      running = null;
      if (status !== 'idle') become('idle');
    },
  };
  return widget;
}

/** The attributes of a control whose press waits for its widget's code (drawn by the global style). */
export const busyProps = (busy: boolean) => (busy ? ({ 'aria-busy': true, 'data-pending': '' } as const) : {});

/**
 * A widget's state for a component: its view (the initial view on the server and while hydrating, so
 * the first render is the server's), `send`, and `busy`: the attributes that mark this component's
 * control while a press it sent waits for the code. With `start`, the code loads when the component mounts.
 */
export function useWidget<TView, TEvent>(widget: Widget<TView, TEvent>, { start = false } = {}) {
  const view = useSyncExternalStore(widget.subscribe, widget.view, () => widget.initialView);
  const [pressed, setPressed] = useState(false);
  // The status matters to this component only while its own press waits: the code loading ahead of use
  // (right after hydration) re-renders none of the page's controls.
  const waiting = useSyncExternalStore(
    widget.subscribe,
    () => pressed && (widget.status() === 'loading' || widget.status() === 'waitingForConnection'),
    () => false,
  );
  useEffect(() => {
    if (start) widget.start();
  }, [widget, start]);
  const send = useCallback(
    (event: TEvent) => {
      widget.send(event);
      if (widget.status() === 'running') return;
      // This control's press waits: it shows busy until the wait is over (the code runs, or failed).
      setPressed(true);
      const stop = widget.subscribe(() => {
        const now = widget.status();
        if (now === 'loading' || now === 'waitingForConnection') return;
        stop();
        setPressed(false);
      });
    },
    [widget],
  );
  return { view, send, busy: busyProps(waiting) };
}

/** Stops the widgets when their owner (the layout) unmounts; a remount (React's development mode does one) starts them afresh on use. */
export function useStopOnUnmount(...widgets: Array<Widget<unknown, never>>) {
  useEffect(
    () => () => widgets.forEach((w) => w.stop()),
    // The owner's widgets are created once (useState): their identities do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
