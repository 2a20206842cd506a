import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT, holdEarlyInput, takeEarlyInput } from '../../src/app/earlyInput';
import { inlineScriptHashes } from '../../server/inline-scripts';
import { createHash } from 'node:crypto';
import { liveActor } from '../../src/common/liveActor';
import type { AnyActorRef } from 'xstate';

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
});

describe('a press before the code has arrived shows that it was taken', () => {
  it('a held button is marked busy (aria-busy, data-pending) at once, and unmarked when the press is carried out', () => {
    document.body.innerHTML = '<button type="button" id="s">Search</button>';
    const button = document.querySelector('button')!;
    const early = holdEarlyInput(document);
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-pending')).toBe(true);
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    early.release();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('data-pending')).toBe(false);
  });

  it("the page's inline script holds presses before any of the app's code runs, and the entry takes over its holder", () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    // What the browser does with the inline script of the page's head.
    new Function(EARLY_INPUT_SCRIPT)();
    const button = document.querySelector('button')!;
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    const early = takeEarlyInput(window);
    expect(early).toBe((window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL]);
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    early.release();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("the server allows the template's inline script by its hash, and only it", () => {
    const html = `<head><script>${EARLY_INPUT_SCRIPT}</script><script type="module" src="/assets/index.js"></script><script type="application/json" id="d">{}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`]);
  });
});

describe('a press on a widget whose code is still on its way', () => {
  const fakeActor = () => {
    const sent: unknown[] = [];
    const actor = { send: (e: unknown) => sent.push(e), subscribe: () => ({ unsubscribe() {} }), stop() {}, getSnapshot: () => ({}) } as unknown as AnyActorRef;
    return { actor, sent };
  };

  it('is pending (the control shows busy) until the code arrives, then the event is sent', async () => {
    const { actor, sent } = fakeActor();
    let arrive!: (code: unknown) => void;
    const live = liveActor(() => new Promise((r) => (arrive = r)), () => actor);
    live.send({ type: 'TRIGGER.CLICK' });
    expect(live.pending()).toBe(true);
    arrive({});
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'TRIGGER.CLICK' }]));
    expect(live.pending()).toBe(false);
  });

  it('whose code fails while the connection is gone waits for the connection, and is sent when it is back', async () => {
    const { actor, sent } = fakeActor();
    let online!: () => void;
    let attempts = 0;
    const live = liveActor(
      () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({})),
      () => actor,
      { connectionIsGone: async () => attempts === 1, whenOnline: () => new Promise<void>((r) => (online = r)) },
    );
    live.send({ type: 'SAVE_TOGGLE.CLICK' });
    await vi.waitFor(() => expect(online).toBeTypeOf('function'));
    expect(live.pending()).toBe(true);
    expect(sent).toEqual([]);
    online();
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'SAVE_TOGGLE.CLICK' }]));
    expect(live.pending()).toBe(false);
  });
});
