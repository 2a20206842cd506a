import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { PageKey } from './pageImports';
import { pages } from './pages';

/**
 * Starts the app. The first page's chunk is awaited before the first render, so the page renders
 * at once instead of a spinner that it replaces; a chunk that fails here fails again in the page
 * loader, which then reloads. The first render is a transition: React renders it
 * in slices and the main thread stays free for input.
 */
export async function boot(firstPage: PageKey | null) {
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    const { startInspector } = await import('../common/inspector');
    await startInspector();
  }
  if (firstPage) await pages[firstPage].preload().catch(() => undefined);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
