import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { lazyPage } from '../../src/app/lazyPage';
import { theme } from '../../src/ui/theme';
import { InEnglish } from '../helpers/renderPage';

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN((x) => x + 1)}>
      clicked {n}
    </button>
  );
}

describe('lazyPage (a loaded page keeps its state when its route re-renders)', () => {
  it('does not remount the page on the first re-render after its chunk loaded', async () => {
    const Page = lazyPage('counter-test', () => Promise.resolve({ default: Counter }));
    function Parent() {
      const [n, setN] = useState(0);
      return (
        <ThemeProvider theme={theme}>
          <div data-n={n}>
            <button type="button" onClick={() => setN((x) => x + 1)}>
              re-render parent
            </button>
            <Page />
          </div>
        </ThemeProvider>
      );
    }
    render(
      <InEnglish>
        <Parent />
      </InEnglish>,
    );
    const button = await screen.findByRole('button', { name: 'clicked 0' });
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 're-render parent' }).click());
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });
});
