import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT, holdEarlyInput, takeEarlyInput } from '../../src/app/earlyInput';
import { inlineScriptHashes } from '../../server/inline-scripts';
import { createHash } from 'node:crypto';
import { createWidget, type Running } from '../../src/common/widget';

const connection = vi.hoisted(() => ({ gone: false, online: null as (() => void) | null }));
vi.mock('../../src/common/connection', () => ({
  connectionIsGone: async () => connection.gone,
  whenConnectionBack: () => new Promise<void>((resolve) => (connection.online = resolve)),
}));

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
  const fakeCode = () => {
    const sent: unknown[] = [];
    const code: Running<string, unknown> = { view: () => 'running', subscribe: () => () => {}, send: (e) => sent.push(e), stop() {} };
    return { code, sent };
  };
  afterEach(() => {
    connection.gone = false;
    connection.online = null;
  });

  it('is held (the widget is loading, its control shows busy) until the code arrives, then delivered in order', async () => {
    const { code, sent } = fakeCode();
    let arrive!: (code: Running<string, unknown>) => void;
    const widget = createWidget('initial', () => new Promise<Running<string, unknown>>((r) => (arrive = r)));
    widget.send({ type: 'TRIGGER.CLICK' });
    widget.send({ type: 'INPUT.CHANGE' });
    expect(widget.status()).toBe('loading');
    expect(widget.view()).toBe('initial');
    arrive(code);
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'TRIGGER.CLICK' }, { type: 'INPUT.CHANGE' }]));
    expect(widget.status()).toBe('running');
    expect(widget.view()).toBe('running');
  });

  it('whose code fails while the connection is gone waits for the connection, and is delivered when it is back', async () => {
    const { code, sent } = fakeCode();
    let attempts = 0;
    connection.gone = true;
    const widget = createWidget('initial', () =>
      ++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(code),
    );
    widget.send({ type: 'ITEM.TOGGLE' });
    await vi.waitFor(() => expect(widget.status()).toBe('waitingForConnection'));
    expect(sent).toEqual([]);
    connection.online!();
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'ITEM.TOGGLE' }]));
    expect(widget.status()).toBe('running');
  });

  it('whose code fails while online is failed (the page offers Try again); Try again loads it and delivers the press', async () => {
    const { code, sent } = fakeCode();
    let attempts = 0;
    const widget = createWidget('initial', () =>
      ++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(code),
    );
    widget.send({ type: 'ITEM.TOGGLE' });
    await vi.waitFor(() => expect(widget.status()).toBe('failed'));
    expect(attempts).toBe(1);
    widget.start();
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'ITEM.TOGGLE' }]));
    expect(widget.status()).toBe('running');
  });

  it('Try again that fails again while our server answers loads the page afresh (a browser that keeps a failed import’s failure never asks again); a first failure, or one while the connection is gone, does not', async () => {
    const reload = vi.fn();
    let attempts = 0;
    const widget = createWidget(
      'initial',
      () => {
        attempts++;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      },
      { reload },
    );
    widget.send({ type: 'ITEM.TOGGLE' });
    await vi.waitFor(() => expect(widget.status()).toBe('failed'));
    expect(reload).not.toHaveBeenCalled();
    // Try again while the connection is gone: it waits for the connection, and fails again once it is back.
    connection.gone = true;
    widget.retry();
    await vi.waitFor(() => expect(widget.status()).toBe('waitingForConnection'));
    expect(reload).not.toHaveBeenCalled();
    connection.gone = false;
    connection.online!();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(attempts).toBe(3);
    // A widget that is not failed is not tried again.
    const running = createWidget('initial', () => Promise.resolve(fakeCode().code), { reload });
    running.start();
    await vi.waitFor(() => expect(running.status()).toBe('running'));
    running.retry();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stopped while its code is on its way starts nothing; the next use starts it afresh', async () => {
    const stopped: string[] = [];
    let arrive!: (code: Running<string, unknown>) => void;
    const widget = createWidget('initial', () => new Promise<Running<string, unknown>>((r) => (arrive = r)));
    widget.start();
    widget.stop();
    arrive({ view: () => 'late', subscribe: () => () => {}, send() {}, stop: () => stopped.push('late') });
    await vi.waitFor(() => expect(stopped).toEqual(['late']));
    expect(widget.status()).toBe('idle');
    expect(widget.view()).toBe('initial');
  });
});
