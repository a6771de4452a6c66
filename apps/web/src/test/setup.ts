import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadFullCatalogue } from '@/lib/i18n/index.ts';

// Every screen but /login and the dashboard awaits the whole pt-BR catalogue before it shows
// (app/lazy-pages.ts, app/protected-routes.tsx); the components tested here are from those screens.
beforeAll(() => loadFullCatalogue());

// findBy*/waitFor wait up to 5 s, not 1: these components run beside the API's tests on two cores,
// where a click, its request and the re-render can take more than a second.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest's globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
