import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPageCode, PAGE_CODE_WAIT_MS, renderApp } from '../helpers/renderApp';

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

/** jsdom's own answer, computed afresh (test/setup.ts keeps it beside the memo). */
const jsdomStyle = (element: Element) => (window as unknown as { jsdomComputedStyle: (e: Element) => CSSStyleDeclaration }).jsdomComputedStyle(element);

/** Every element whose display or visibility the memo answers differently from jsdom. */
function disagreements(root: Element = document.documentElement) {
  return [root, ...root.querySelectorAll('*')].flatMap((element) => {
    const ours = getComputedStyle(element);
    const theirs = jsdomStyle(element);
    return (['display', 'visibility'] as const).flatMap((property) => {
      const [a, b] = [ours.getPropertyValue(property), theirs.getPropertyValue(property)];
      const dotted = ours[property];
      return a === b && dotted === b ? [] : [`${element.outerHTML.slice(0, 80)} ${property}: ${a}/${dotted} against jsdom's ${b}`];
    });
  });
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

describe("the memo's display and visibility are jsdom's own", () => {
  beforeAll(() => loadPageCode('/', '/consultancies', '/destinations/australia', '/cost-planner'), PAGE_CODE_WAIT_MS);

  it('follows the cascade: importance, specificity, order, the inline style, the media jsdom applies, and inheritance', () => {
    page(
      `#a.x { display: flex } .x { display: grid } .y { display: none !important } #b { display: block !important }
       .z { visibility: hidden } .z > .w { visibility: visible } @media screen { .m { display: table } }
       @media (min-width: 1px) { .m { display: none } } .p::before { display: none } .q:not(.r) { display: inline-block }
       .k { display: inherit } .u { visibility: unset } section p, .v { display: list-item }`,
      `<div id="a" class="x"></div><div class="x y"></div><div id="b" class="y"></div>
       <div class="z"><p>inherited</p><span class="w"><i>again</i></span></div>
       <div class="m p"></div><b class="q"></b><b class="q r"></b><div class="z"><span class="u"></span></div>
       <section class="k" style="display: flex"><p class="k">x</p></section><div class="v" style="visibility: hidden"></div>
       <dialog>closed</dialog><dialog open>open</dialog><table><tbody hidden><tr><td>x</td></tr></tbody></table>
       <p style="display: none !important" class="x">x</p><svg><g></g></svg>`,
    );
    expect(disagreements()).toEqual([]);
    expect(getComputedStyle(document.getElementById('a')!).display).toBe('flex');
  });

  it.each(['/', '/consultancies', '/destinations/australia', '/cost-planner'])('on every element of %s, and with the search open', async (path) => {
    renderApp(path);
    await within(screen.getByRole('main')).findByRole('heading', { level: 1 });
    expect(disagreements()).toEqual([]);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /search/i }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('combobox'), 'ka');
    await within(dialog).findAllByRole('option');
    expect(disagreements()).toEqual([]);
  });
});
