import { configure, getConfig } from '@testing-library/react';

/**
 * jsdom computes a style afresh from every style sheet on each getComputedStyle call, and the role and
 * accessible-name queries ask for the style of every element they look at (is it hidden?), again
 * after every step although most of the page did not change: in the model-based tests that was two
 * thirds of the run. This keeps each element's answer until something that could change it happens:
 * - a mutation forgets the styles of the changed node's parent and everything inside it (its own
 *   attributes and classes, its descendants, and its siblings' combinators and positions);
 * - a change to a style sheet (styled-components adds rules as components first render) and a resize
 *   forget everything;
 * - so does an event dispatched through testing-library (fireEvent, user-event): what its handlers
 *   change, React commits at once, and a test may read a style in the same synchronous step, before
 *   the observer's records arrive (they arrive before any await resumes).
 * jsdom's computed styles follow no :focus, :hover or :checked, so only a mutation changes a style.
 * What the memo does not see is a change made by the test's own code and read with no await between.
 */
export function memoizeComputedStyle(win: Window & typeof globalThis): void {
  const compute = win.getComputedStyle.bind(win);
  const memo = new Map<Element, CSSStyleDeclaration>();
  const forgetAll = () => memo.clear();
  const forgetInside = (root: Node) => {
    for (const element of memo.keys()) if (!element.isConnected || root.contains(element)) memo.delete(element);
  };
  const inStyleSheet = (node: Node | null) => node?.nodeName === 'STYLE' || node?.parentNode?.nodeName === 'STYLE' || node?.nodeName === 'LINK';
  new win.MutationObserver((records) => {
    if (memo.size === 0) return;
    for (const record of records) {
      if (inStyleSheet(record.target) || [...record.addedNodes, ...record.removedNodes].some(inStyleSheet)) return forgetAll();
      const root = record.type === 'childList' ? record.target : (record.target.parentNode ?? record.target);
      forgetInside(root);
    }
  }).observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.addEventListener('resize', forgetAll);
  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (pseudo) return compute(element, pseudo);
    let style = memo.get(element);
    if (!style) {
      style = compute(element);
      memo.set(element, style);
    }
    return style;
  };
  const { eventWrapper } = getConfig();
  configure({
    eventWrapper: (dispatch) => {
      try {
        return eventWrapper(dispatch);
      } finally {
        forgetAll();
      }
    },
  });
}
