/**
 * jsdom computes a style afresh from every style sheet on each getComputedStyle call, and the role and
 * accessible-name queries ask for the style of every element they look at (is it hidden?), again
 * after every step although most of the page did not change: in the model-based tests that was two
 * thirds of the run. This keeps each element's answer until something that could change it happens:
 * - a mutation forgets the styles of the changed node's parent and everything inside it (its own
 *   attributes and classes, its descendants, and its siblings' combinators and positions);
 * - a change to a style sheet (styled-components adds rules as components first render) and a resize
 *   forget everything;
 * - mutations made in the same synchronous step as the read (React commits inside an event's
 *   dispatch, before the observer's records are delivered) are taken from the observer at each read.
 * jsdom's computed styles follow no :focus, :hover or :checked, so only a mutation changes a style.
 */
export function memoizeComputedStyle(win: Window & typeof globalThis): void {
  const compute = win.getComputedStyle.bind(win);
  const memo = new Map<Element, CSSStyleDeclaration>();
  const forgetAll = () => memo.clear();
  const forgetInside = (root: Node) => {
    for (const element of memo.keys()) if (!element.isConnected || root.contains(element)) memo.delete(element);
  };
  const inStyleSheet = (node: Node | null) => node?.nodeName === 'STYLE' || node?.parentNode?.nodeName === 'STYLE' || node?.nodeName === 'LINK';
  const forget = (records: MutationRecord[]) => {
    if (memo.size === 0) return;
    for (const record of records) {
      if (inStyleSheet(record.target) || [...record.addedNodes, ...record.removedNodes].some(inStyleSheet)) return forgetAll();
      const root = record.type === 'childList' ? record.target : (record.target.parentNode ?? record.target);
      forgetInside(root);
    }
  };
  const observer = new win.MutationObserver(forget);
  observer.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.addEventListener('resize', forgetAll);
  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (pseudo) return compute(element, pseudo);
    // Mutations not yet delivered to the observer (made in this same synchronous step) count first.
    forget(observer.takeRecords());
    let style = memo.get(element);
    if (!style) {
      style = compute(element);
      memo.set(element, style);
    }
    return style;
  };
}
