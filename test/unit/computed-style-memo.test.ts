import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * test/setup.ts keeps jsdom's computed styles until something that could change them happens
 * (test/helpers/computedStyleMemo.ts). A stale answer would make a visibility assertion lie, so each
 * kind of change is shown to be seen.
 */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function page(css: string, html: string) {
  const style = document.createElement('style');
  style.textContent = css;
  style.dataset.memoTest = '';
  document.head.append(style);
  document.body.innerHTML = html;
  return style;
}

afterEach(() => {
  document.head.querySelectorAll('style[data-memo-test]').forEach((s) => s.remove());
  document.body.innerHTML = '';
});

describe('computed styles in the tests: kept, and forgotten when the page changes', () => {
  it('answers again from the memo while nothing changed', () => {
    page('.box { display: none }', '<div class="box" id="a"></div>');
    const a = document.getElementById('a')!;
    expect(getComputedStyle(a)).toBe(getComputedStyle(a));
  });

  it('sees a class changed on the element, on an ancestor and on a sibling', async () => {
    page(
      '.off { display: none } .shut > p { display: none } .gone + p { visibility: hidden }',
      '<section id="s"><p id="first">x</p><p id="second">y</p></section>',
    );
    const first = document.getElementById('first')!;
    const second = document.getElementById('second')!;
    expect(getComputedStyle(first).display).toBe('block');
    first.className = 'off';
    await settle();
    expect(getComputedStyle(first).display).toBe('none');
    first.className = '';
    expect(getComputedStyle(second).visibility).toBe('visible');
    first.className = 'gone';
    await settle();
    expect(getComputedStyle(second).visibility).toBe('hidden');
    document.getElementById('s')!.className = 'shut';
    await settle();
    expect(getComputedStyle(second).display).toBe('none');
  });

  it('sees a rule added to a style sheet (as styled-components adds them)', async () => {
    const style = page('', '<p id="p">x</p>');
    const p = document.getElementById('p')!;
    expect(getComputedStyle(p).display).toBe('block');
    style.textContent = '#p { display: none }';
    await settle();
    expect(getComputedStyle(p).display).toBe('none');
  });

  it('sees what an event dispatched through testing-library changed, read in the same synchronous step', () => {
    page('.shut { display: none }', '<button type="button" id="b">Show</button><p id="t" class="shut">x</p>');
    const t = document.getElementById('t')!;
    const button = document.getElementById('b')!;
    button.addEventListener('click', () => t.classList.remove('shut'));
    expect(getComputedStyle(t).display).toBe('none');
    fireEvent.click(button);
    expect(getComputedStyle(t).display).toBe('block');
  });

  it('sees a change made in the same synchronous step as the read, with no await between', () => {
    page('.shut { display: none }', '<div id="d"><p id="t">x</p></div>');
    const t = document.getElementById('t')!;
    expect(getComputedStyle(t).display).toBe('block');
    document.getElementById('d')!.className = 'shut';
    t.className = 'shut';
    expect(getComputedStyle(t).display).toBe('none');
  });
});
