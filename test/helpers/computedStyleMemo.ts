import Specificity, { type SpecificityObject } from '@bramus/specificity';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * jsdom computes a style afresh from every style sheet on each getComputedStyle call, and the role and
 * accessible-name queries ask for the style of every element they look at (is it hidden? is it a
 * block?), again after every step although most of the page did not change: in the model-based tests
 * that was two thirds of the run. Two things make it cheap, each giving jsdom's own answer:
 *
 * 1. Each element's answer is kept until something that could change it happens:
 *    - a mutation forgets the styles of the changed node's parent and everything inside it (its own
 *      attributes and classes, its descendants, and its siblings' combinators and positions);
 *    - a change to a style sheet (styled-components adds rules as components first render) and a resize
 *      forget everything;
 *    - mutations made in the same synchronous step as the read (React commits inside an event's
 *      dispatch, before the observer's records are delivered) are taken from the observer at each read.
 *    jsdom's computed styles follow no :focus, :hover or :checked, so only a mutation changes a style.
 * 2. `display` and `visibility`, all that the queries read, are worked out from only the rules that
 *    declare them, with jsdom's cascade (its default sheet, then the page's sheets in order, the media
 *    it applies, `!important`, specificity, the inline style, and visibility inherited). jsdom's full
 *    computation applies every declaration of every matching rule, expanding each shorthand: it is
 *    done only when another property is read. A value this cannot settle (a CSS-wide keyword such as
 *    `inherit`) is taken from the full computation too. `test/unit/computed-style-memo.test.ts`
 *    compares both answers on every element of real pages.
 */
export function memoizeComputedStyle(win: Window & typeof globalThis): (element: Element) => CSSStyleDeclaration {
  const compute = win.getComputedStyle.bind(win);
  const memo = new Map<Element, Entry>();
  let rules: CascadeRule[] | null = null;
  const forgetAll = () => {
    memo.clear();
    rules = null;
  };
  const forgetInside = (root: Node) => {
    for (const element of memo.keys()) if (!element.isConnected || root.contains(element)) memo.delete(element);
  };
  const inStyleSheet = (node: Node | null) => node?.nodeName === 'STYLE' || node?.parentNode?.nodeName === 'STYLE' || node?.nodeName === 'LINK';
  const forget = (records: MutationRecord[]) => {
    if (memo.size === 0 && rules === null) return;
    for (const record of records) {
      if (inStyleSheet(record.target) || [...record.addedNodes, ...record.removedNodes].some(inStyleSheet)) return forgetAll();
      const root = record.type === 'childList' ? record.target : (record.target.parentNode ?? record.target);
      forgetInside(root);
    }
  };
  const observer = new win.MutationObserver(forget);
  observer.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.addEventListener('resize', forgetAll);

  const entryOf = (element: Element): Entry => {
    let entry = memo.get(element);
    if (!entry) {
      entry = { full: null, cascaded: null, style: null as unknown as CSSStyleDeclaration };
      entry.style = lazyStyle(element, entry);
      memo.set(element, entry);
    }
    return entry;
  };
  const full = (element: Element, entry: Entry) => (entry.full ??= compute(element));
  const cascadedOf = (element: Element): Cascaded => {
    const entry = entryOf(element);
    return (entry.cascaded ??= cascade(element, (rules ??= cascadeRules(win))));
  };

  /** jsdom's computed display: the cascaded value, else the initial one (display is not inherited). */
  const display = (element: Element, entry: Entry): string => {
    const value = cascadedOf(element).display;
    if (value === '') return 'inline';
    return isKeyword(value) ? value : full(element, entry).getPropertyValue('display');
  };
  /** jsdom's computed visibility: the cascaded value, else the nearest ancestor's, else the initial one. */
  const visibility = (element: Element, entry: Entry): string => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const value = cascadedOf(node).visibility;
      if (value === '') continue;
      return isKeyword(value) ? value : full(element, entry).getPropertyValue('visibility');
    }
    return 'visible';
  };

  const lazyStyle = (element: Element, entry: Entry): CSSStyleDeclaration => {
    const real = () => full(element, entry);
    const fast = (property: string | symbol) =>
      property === 'display' ? display(element, entry) : property === 'visibility' ? visibility(element, entry) : null;
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, property) {
        const answer = fast(property);
        if (answer !== null) return answer;
        if (property === 'getPropertyValue') return (name: string) => fast(name) ?? real().getPropertyValue(name);
        const value = Reflect.get(real(), property) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real()) : value;
      },
      has: (_, property) => Reflect.has(real(), property),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_, property) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), property);
        return descriptor && { ...descriptor, configurable: true };
      },
      getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    });
  };

  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (pseudo) return compute(element, pseudo);
    // Mutations not yet delivered to the observer (made in this same synchronous step) count first.
    forget(observer.takeRecords());
    return entryOf(element).style;
  };
  return compute;
}

interface Entry {
  /** jsdom's own declaration, computed when a property other than display and visibility is read. */
  full: CSSStyleDeclaration | null;
  cascaded: Cascaded | null;
  style: CSSStyleDeclaration;
}

interface Cascaded {
  display: string;
  visibility: string;
}

type Property = keyof Cascaded;

interface CascadeRule {
  selector: string;
  /** Where the rule's subject must have this id, class or tag (any one entry), or null: anything. */
  subjects: Subject[] | null;
  specificity: SpecificityObject;
  declares: Partial<Record<Property, { value: string; important: boolean }>>;
}

interface Subject {
  id?: string;
  className?: string;
  tag?: string;
}

const PROPERTIES: Property[] = ['display', 'visibility'];

/** A plain keyword (not a CSS-wide one, which only jsdom's full computation resolves). */
const isKeyword = (value: string) => /^[a-z][a-z-]*$/.test(value) && !['inherit', 'initial', 'unset', 'revert', 'revert-layer'].includes(value);

const require = createRequire(import.meta.url);
let defaultSheetText: string | null = null;

/** The rules that declare display or visibility, in cascade order: jsdom's default sheet, then the page's. */
function cascadeRules(win: Window & typeof globalThis): CascadeRule[] {
  defaultSheetText ??= readFileSync(join(dirname(require.resolve('jsdom/package.json')), 'lib/jsdom/browser/default-stylesheet.css'), 'utf8');
  const defaultSheet = new win.CSSStyleSheet();
  defaultSheet.replaceSync(defaultSheetText);
  const out: CascadeRule[] = [];
  // jsdom applies a media or import rule when its media list is empty or names "all" or "screen".
  const applies = (media: MediaList) => media.length === 0 || Array.from(media).some((query) => query === 'all' || query === 'screen');
  const add = (rule: CSSRule) => {
    if (!(rule instanceof win.CSSStyleRule)) return;
    const declares: CascadeRule['declares'] = {};
    for (const property of PROPERTIES) {
      const value = rule.style.getPropertyValue(property);
      if (value !== '') declares[property] = { value, important: rule.style.getPropertyPriority(property) === 'important' };
    }
    if (Object.keys(declares).length === 0) return;
    const selector = rule.selectorText;
    out.push({ selector, subjects: subjectsOf(selector), specificity: Specificity.max(...Specificity.calculate(selector)).value, declares });
  };
  for (const sheet of [defaultSheet, ...Array.from(win.document.styleSheets)]) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof win.CSSImportRule) {
        if (rule.styleSheet && applies(rule.media)) Array.from(rule.styleSheet.cssRules).forEach(add);
      } else if (rule instanceof win.CSSMediaRule) {
        if (applies(rule.media)) Array.from(rule.cssRules).forEach(add);
      } else add(rule);
    }
  }
  return out;
}

/** jsdom's cascade of one property: `!important` wins, then specificity, then the later rule; the inline style last. */
function cascade(element: Element, rules: CascadeRule[]): Cascaded {
  const won: Record<Property, { value: string; important: boolean; specificity: SpecificityObject } | null> = { display: null, visibility: null };
  for (const rule of rules) {
    if (!mightMatch(rule, element) || !matches(element, rule.selector)) continue;
    for (const property of PROPERTIES) {
      const declared = rule.declares[property];
      if (!declared) continue;
      const current = won[property];
      if (declared.important) won[property] = { ...declared, specificity: rule.specificity };
      else if (!current?.important && (!current || Specificity.compare(rule.specificity, current.specificity) >= 0))
        won[property] = { ...declared, specificity: rule.specificity };
    }
  }
  const inline = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  const result: Cascaded = { display: won.display?.value ?? '', visibility: won.visibility?.value ?? '' };
  for (const property of PROPERTIES) {
    const value = inline?.getPropertyValue(property) ?? '';
    if (value === '') continue;
    if (!won[property]?.important || inline!.getPropertyPriority(property) === 'important') result[property] = value;
  }
  return result;
}

function matches(element: Element, selector: string): boolean {
  // jsdom gives no computed style to a pseudo-element, so a rule for one never applies.
  if (/::|:(before|after|first-line|first-letter)\b/i.test(selector)) return false;
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** jsdom's quick test before matching: the subject's id, class or tag. */
function mightMatch(rule: CascadeRule, element: Element): boolean {
  if (rule.subjects === null) return true;
  return rule.subjects.some(
    (s) => (!s.id || s.id === element.id) && (!s.className || element.classList.contains(s.className)) && (!s.tag || s.tag.toLowerCase() === element.localName),
  );
}

/** The id, first class or tag of each selector's last compound (null when one has none, or the text is too unusual to read). */
function subjectsOf(selectorList: string): Subject[] | null {
  if (/[\\"']/.test(selectorList)) return null;
  // Brackets and parentheses (attribute selectors, :not(...), :is(...)) hide commas and combinators.
  const flat = selectorList.replace(/\[[^\]]*\]/g, '[]');
  let plain = flat;
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/\([^()]*\)/g, '');
  }
  const subjects: Subject[] = [];
  for (const selector of plain.split(',')) {
    const compound =
      selector
        .trim()
        .split(/\s*[>+~]\s*|\s+/)
        .pop() ?? '';
    const id = /#([\w-]+)/.exec(compound)?.[1];
    const className = /\.([\w-]+)/.exec(compound)?.[1];
    const tag = /^([a-zA-Z][\w-]*)/.exec(compound)?.[1];
    if (!id && !className && !tag) return null;
    subjects.push({ id, className, tag });
  }
  return subjects;
}
