import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadFullCatalogue } from '@/lib/i18n/index.ts';

// Every screen but /login awaits the whole pt-BR catalogue before it shows (app/lazy-pages.ts).
beforeAll(() => loadFullCatalogue());

// Without vitest's globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
