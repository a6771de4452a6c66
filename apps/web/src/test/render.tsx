import { useEffect, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';

/** The address the router is at, for a test to read what a link or the table's state wrote. */
export interface Rendered extends RenderResult {
  user: UserEvent;
  location: () => { pathname: string; search: string };
}

/** The app's providers (app/providers.tsx) as a `wrapper` for renderHook. */
export function InApp({ children }: { children: ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}

/**
 * Renders `ui` as the app does (app/app.tsx): the theme, the query client, the toast host and the
 * loading overlay of AppProviders, inside a router at `path`.
 */
export function renderInApp(ui: ReactElement, { path = '/' }: { path?: string } = {}): Rendered {
  let seen = { pathname: '', search: '' };
  const user = userEvent.setup();
  const result = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Where onLocation={(where) => { seen = where; }} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, user, location: () => seen };
}

/** Reports the router's address after each render. */
function Where({ onLocation }: { onLocation: (where: { pathname: string; search: string }) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onLocation({ pathname, search }));
  return null;
}

interface HappyDomWindow { happyDOM?: { setViewport: (viewport: { width: number; height: number }) => void } }

/** Runs `body` with the window `width` pixels wide (a phone: 375), then back to happy-dom's 1024. */
export async function withViewportWidth(width: number, body: () => Promise<void> | void): Promise<void> {
  const { happyDOM } = window as unknown as HappyDomWindow;
  if (!happyDOM) throw new Error('withViewportWidth needs the happy-dom environment');
  happyDOM.setViewport({ width, height: 800 });
  try {
    await body();
  } finally {
    happyDOM.setViewport({ width: 1024, height: 768 });
  }
}
