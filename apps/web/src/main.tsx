import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { breakOutOfFrames } from './app/frame-buster.ts';
import { preloadScreenOf } from './app/lazy-pages.ts';

breakOutOfFrames();
preloadScreenOf(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
