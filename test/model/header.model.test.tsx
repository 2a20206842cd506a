import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSimplePaths } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { headerMachine, type HeaderEvent } from '../../machines/header/header.machine';
import { renderApp } from '../helpers/renderApp';

// The published directory: the built-in list's records, as a freshly seeded database publishes them.
vi.mock('../../src/api/directory', async () => {
  const { CONSULTANCIES: records } = await import('../../src/data/consultancies');
  const { toDirectoryEntry } = await import('../../src/domain/directory');
  return { fetchPublishedDirectory: vi.fn(async () => records.map(toDirectoryEntry)) };
});

type Snap = SnapshotFrom<typeof headerMachine>;

/** The events a user can cause in each state (with the search dialog open, the page behind it is covered). */
function eventsFor(state: Snap): HeaderEvent[] {
  if (state.matches({ search: 'open' })) return [{ type: 'MODAL.CLOSE' }, { type: 'ROUTER.NAVIGATED', pathname: '/faqs' }];
  const events: HeaderEvent[] = [{ type: 'MENU_TOGGLE.CLICK' }, { type: 'SEARCH_BUTTON.CLICK' }, { type: 'ROUTER.NAVIGATED', pathname: '/faqs' }];
  if (state.matches({ menu: 'open' })) events.push({ type: 'MENU.ESCAPE' });
  return events;
}

const paths = getSimplePaths(headerMachine, { events: eventsFor });

describe('model: the header statechart (menu and modal) replayed on the real header', () => {
  it('the machine has paths to every state combination', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(
      new Set([
        JSON.stringify({ menu: 'closed', search: 'closed', spotlight: 'idle', directory: 'idle' }),
        JSON.stringify({ menu: 'open', search: 'closed', spotlight: 'idle', directory: 'idle' }),
        // Opening the modal starts loading the directory (its outcomes: directory.model.test.tsx).
        JSON.stringify({ menu: 'closed', search: { open: 'listHidden' }, spotlight: 'idle', directory: 'loading' }),
        JSON.stringify({ menu: 'closed', search: 'closed', spotlight: 'idle', directory: 'loading' }),
        JSON.stringify({ menu: 'open', search: 'closed', spotlight: 'idle', directory: 'loading' }),
      ]),
    );
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const { location } = renderApp('/');
    let n = 0;
    for (const step of path.steps) {
      switch (step.event.type) {
        case 'MENU_TOGGLE.CLICK':
          await user.click(screen.getByRole('button', { name: /menu$/ }));
          break;
        case 'MENU.ESCAPE':
          await user.keyboard('{Escape}');
          break;
        case 'ROUTER.NAVIGATED':
          act(() => location.navigate(n++ % 2 ? '/faqs' : '/terms'));
          break;
        case 'SEARCH_BUTTON.CLICK':
          await user.click(screen.getByRole('button', { name: 'Search' }));
          break;
        case 'MODAL.CLOSE':
          await user.click(await screen.findByRole('button', { name: /close search/i }));
          break;
      }
      // The real header shows the state the path reached.
      const menuOpen = step.state.matches({ menu: 'open' });
      expect(screen.getByRole('button', { name: /menu$/ })).toHaveAttribute('aria-expanded', String(menuOpen));
      if (step.state.matches({ search: 'open' })) {
        expect(await screen.findByRole('dialog')).toBeInTheDocument();
      } else {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      }
    }
  });
});
