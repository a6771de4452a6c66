import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { NearView } from './near-view.tsx';

/** An IntersectionObserver the test moves: `enter()` tells every observer its element is near. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string; targets: Element[] }[] = [];
  vi.stubGlobal('IntersectionObserver', class {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, targets: [] as Element[] };
      observers.push(this.entry);
    }
    observe(target: Element) { this.entry.targets.push(target); }
    disconnect() { this.entry.targets = []; }
  });
  return {
    observers,
    enter: () => act(async () => {
      for (const o of observers) {
        o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    }),
  };
}

afterEach(() => { vi.unstubAllGlobals(); });

describe('NearView', () => {
  it('holds its place with an empty box until the place nears the viewport, then renders its content', async () => {
    const io = stubIntersectionObserver();
    renderInApp(<NearView minHeight={320}><p>Gráfico semanal</p></NearView>);
    expect(screen.queryByText('Gráfico semanal')).toBeNull();
    expect(screen.getByTestId('near-view-place')).toBeTruthy();
    expect(io.observers[0]?.margin).toBe('400px');

    await io.enter();
    expect(await screen.findByText('Gráfico semanal')).toBeTruthy();
    expect(screen.queryByTestId('near-view-place')).toBeNull();
  });
});
