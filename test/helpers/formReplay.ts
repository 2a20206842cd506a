import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { ModelPath } from './modelPaths';

/**
 * The replay of a public form's model path (booking, contact) on the real form: a fake server whose
 * every answer the path decides, the visitor's clicks and typing for the path's events, and the check
 * that the requests the form really sent are the ones the statechart says it sends.
 */
export interface Attempt {
  values: unknown;
  idempotencyKey: string;
}

interface HeldRequest<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** A fake server: each request waits until the test answers it. */
export function heldRequests<I, O>() {
  const calls: HeldRequest<I, O>[] = [];
  const send = (input: I) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject }));
  return { calls, send };
}

type FormEvent = EventObject & { field?: string; value?: unknown; output?: unknown; error?: unknown };
type FormSnapshot = { value: unknown; context: { submission: Attempt | null } };

export interface FormReplay<TSnapshot extends FormSnapshot, TOutput> {
  calls: HeldRequest<Attempt, TOutput>[];
  /** The button a click event stands for, by event type (`FORM.SUBMIT`: 'Send message'). */
  buttons: Record<string, string>;
  /** A field's label, by field name. */
  labelOf: (field: string) => string;
  /** The state in which the request is in flight. */
  sendingState: string;
  /** What the screen must show in a state. */
  expectScreenFor: (state: TSnapshot) => void;
  /** The held requests of another actor than the one that sends the form (the review form's link check), by actor id. */
  otherCalls?: Record<string, HeldRequest<unknown, unknown>[]>;
  /** How the visitor sets a field that is not typed into (a radio group), by field name. */
  setField?: (field: string, value: unknown, user: ReturnType<typeof userEvent.setup>) => Promise<void> | null;
  /** How the visitor sends the form's other events (the report form's FILES.CHANGE: choosing files), by event type. */
  otherEvents?: Record<string, (event: FormEvent) => Promise<void>>;
}

/** Which pairs of keys are equal: the same pattern means the same attempts, whatever the keys' text. */
const equalPairs = (keys: string[]) => keys.flatMap((a, i) => keys.slice(i + 1).map((b) => a === b));

export async function replayFormPath<TSnapshot extends FormSnapshot, TOutput>(path: ModelPath<FormEvent, TSnapshot>, replay: FormReplay<TSnapshot, TOutput>) {
  const user = userEvent.setup();
  const expected: Attempt[] = [];
  let previous: TSnapshot | null = null;
  for (const { event, state } of path.steps) {
    const button = replay.buttons[event.type];
    const answer = event.type.match(/^xstate\.(done|error)\.actor\./);
    if (button) {
      await user.click(screen.getByRole('button', { name: button }));
    } else if (event.type === 'FIELD.CHANGE') {
      const custom = replay.setField?.(String(event.field), event.value, user);
      if (custom) {
        await custom;
      } else {
        const input = screen.getByLabelText(replay.labelOf(String(event.field)));
        await user.clear(input);
        if (event.value) await user.type(input, String(event.value));
      }
    } else if (answer) {
      const actor = event.type.slice(answer[0].length);
      const call = (replay.otherCalls?.[actor] ?? replay.calls).at(-1)!;
      await act(async () => (answer[1] === 'done' ? call.resolve(event.output as TOutput) : call.reject(event.error)));
    } else if (replay.otherEvents?.[event.type]) {
      await replay.otherEvents[event.type]!(event);
    } else if (event.type !== 'xstate.init') {
      throw new Error(`no way to send ${event.type}`);
    }
    if (state.value === replay.sendingState && previous?.value !== replay.sendingState && state.context.submission) expected.push(state.context.submission);
    replay.expectScreenFor(state);
    previous = state;
  }
  // Every request carried the checked values the statechart held, and the same key exactly when the statechart's key was the same.
  expect(replay.calls.map((c) => c.input.values)).toEqual(expected.map((e) => e.values));
  expect(equalPairs(replay.calls.map((c) => c.input.idempotencyKey))).toEqual(equalPairs(expected.map((e) => e.idempotencyKey)));
}
