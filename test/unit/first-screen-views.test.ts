import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INITIAL_MENU_VIEW, INITIAL_SEARCH_VIEW } from 'virtual:initial-views';
import { connectView as connectMenuView, connect as connectMenu, headerMenuView } from '../../machines/header-menu/header-menu.connect';
import { headerMenuMachine } from '../../machines/header-menu/header-menu.machine';
import { connectView as connectSearchView, connect as connectSearch, searchView } from '../../machines/search/search.connect';
import { searchMachine } from '../../machines/search/search.machine';
import { storedListMachine } from '../../machines/stored-list/stored-list.machine';
import { storedListView } from '../../machines/stored-list/stored-list.view';
import { runHeader } from '../../src/common/header/headerCode';
import { INITIAL_HEADER_VIEW } from '../../src/common/header/headerShell';
import { COMPARE_TRAY, INITIAL_COMPARE_VIEW } from '../../src/common/compare/compareShell';
import { INITIAL_SHORTLIST_VIEW, SHORTLIST } from '../../src/common/shortlist/shortlistShell';

// The header renders its widgets from these views until their statecharts' code has loaded (the server
// renders them too): they must be exactly what each statechart starts in, or hydration would differ.
const props = (api: Record<string, unknown>, ...args: unknown[]) =>
  Object.fromEntries(
    Object.entries(api)
      .filter(([k, v]) => k.startsWith('get') && typeof v === 'function')
      .map(([k, v]) => [k, JSON.parse(JSON.stringify((v as (...a: unknown[]) => unknown)(...args)))]),
  );

describe('before its code loads, the header shows each widget as its statechart starts', () => {
  it('the search starts closed, with no text, suggestions or directory', () => {
    const snapshot = createActor(searchMachine, { input: {} }).getSnapshot();
    expect(searchView(snapshot)).toEqual(INITIAL_SEARCH_VIEW);
    const send = () => {};
    expect(props(connectSearchView(INITIAL_SEARCH_VIEW, send), 'header-search-button')).toEqual(props(connectSearch(snapshot, send), 'header-search-button'));
  });

  it('the mobile menu starts closed', () => {
    const snapshot = createActor(headerMenuMachine).getSnapshot();
    expect(headerMenuView(snapshot)).toEqual(INITIAL_MENU_VIEW);
    const send = () => {};
    const labels = { open: 'Close menu', closed: 'Open menu' };
    expect(props(connectMenuView(INITIAL_MENU_VIEW, send), labels)).toEqual(props(connectMenu(snapshot, send), labels));
  });
});

// Each shell's initial view is what its code shows of its statechart's initial state.
describe("each widget shell starts in its statechart's initial state", () => {
  it("the header: both widgets closed, nothing highlighted (the running header's first view)", () => {
    const header = runHeader(
      () => {},
      () => new Promise(() => {}),
    );
    try {
      expect(header.view()).toEqual(INITIAL_HEADER_VIEW);
    } finally {
      header.stop();
    }
  });

  it.each([
    ['the shortlist', SHORTLIST, INITIAL_SHORTLIST_VIEW],
    ['the compare tray', COMPARE_TRAY, INITIAL_COMPARE_VIEW],
  ] as const)('%s: not read yet, no items, no refusal', (_name, config, initialView) => {
    const snapshot = createActor(storedListMachine, { input: { max: config.max, kinds: config.kinds } }).getSnapshot();
    expect(snapshot.value).toBe('restoring');
    expect(storedListView({ restored: snapshot.matches('ready'), context: snapshot.context }, config.refusalMessage)).toEqual(initialView);
  });
});
