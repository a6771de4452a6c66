import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { breakOutOfFrames } from './app/frame-buster.ts';
import { preloadScreenOf, startFirstAnswersOf } from './app/lazy-pages.ts';
import { registerScreenPreloader } from './lib/screen-preload.ts';

breakOutOfFrames();
startFirstAnswersOf(window.location.pathname);
preloadScreenOf(window.location.pathname);
registerScreenPreloader(preloadScreenOf);

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser, so the first render is no long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
