import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

async function boot() {
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    const { startInspector } = await import('./app/inspector');
    await startInspector();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
