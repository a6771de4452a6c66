import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstPaintDocument, firstScreenDocument } from '@portal/domain';
import { FIRST_PAINTS, type PaintedScreen } from '../src/app/first-paint/first-paints.tsx';
import { renderFirstPaint } from '../src/app/first-paint/render-first-paint.tsx';
import { withFirstPaint } from '../src/lib/first-paint.ts';

/**
 * The last step of the web build: each public first screen's document (build/first-load-hints.ts)
 * gets a copy with its first paint, rendered here from the page's own components (decision 0109).
 * The server sends that copy only where the paint is the page that follows (`paintsFirst`).
 */
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

for (const screen of Object.keys(FIRST_PAINTS) as PaintedScreen[]) {
  const paint = await renderFirstPaint(screen);
  // A class without its rule would paint unstyled, then jump when the app's styles arrive.
  const unstyled = [...paint.markup.matchAll(/\bcss-[\w-]+/g)].map(([name]) => name).filter((name) => !paint.css.includes(`.${name}`));
  if (unstyled.length > 0) throw new Error(`first paint of ${screen}: no rules for ${unstyled.join(', ')}`);
  const hinted = fs.readFileSync(path.join(dist, firstScreenDocument(screen)), 'utf8');
  fs.writeFileSync(path.join(dist, firstPaintDocument(screen)), withFirstPaint(hinted, paint));
}
