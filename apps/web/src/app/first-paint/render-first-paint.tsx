import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { MemoryRouter } from 'react-router';
import { loadPublicCatalogue } from '@/lib/i18n/index.ts';
import { ThemedStyles } from '../themed-styles.tsx';
import { FIRST_PAINTS, type PaintedScreen } from './first-paints.tsx';

/**
 * A public screen's first paint as static markup and the styles it uses, for its document (at build
 * time, build/first-paint.ts). Emotion's cache in compatibility mode collects the rules instead of
 * writing <style> elements beside the markup; their class names are the ones the app's render
 * gives the same components.
 */
export async function renderFirstPaint(screen: PaintedScreen): Promise<{ markup: string; css: string }> {
  await loadPublicCatalogue();
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const markup = renderToStaticMarkup(
    <ThemedStyles cache={cache}>
      <MemoryRouter>{FIRST_PAINTS[screen]()}</MemoryRouter>
    </ThemedStyles>,
  );
  const css = Object.values(cache.inserted).filter((rules): rules is string => typeof rules === 'string').join('');
  return { markup, css };
}
