import { useLayoutEffect } from 'react';

/**
 * The public pages' documents paint their frame and title before the app's scripts run
 * (app/first-paint, decision 0109): `#first-paint`, beside an app root that its stylesheet hides.
 * The app renders into its root as usual; at the first commit that shows more than a loading
 * screen, the first paint gives way to it, in the same frame, at the same place.
 */
export const FIRST_PAINT_ID = 'first-paint';
const FIRST_PAINT_STYLE_ID = 'first-paint-style';
const APP_ROOT = '<div id="root"></div>';

/** A build's document with a first paint: its markup before the app's root, its styles in the head. */
export function withFirstPaint(document: string, { markup, css }: { markup: string; css: string }): string {
  if (!document.includes(APP_ROOT)) throw new Error(`first paint: the document has no ${APP_ROOT}`);
  return document
    .replace('</head>', `  <style id="${FIRST_PAINT_STYLE_ID}">${css}#${FIRST_PAINT_ID}~#root{display:none}</style>\n  </head>`)
    .replace(APP_ROOT, `<div id="${FIRST_PAINT_ID}">${markup}</div>${APP_ROOT}`);
}

/** Loading screens mounted: while one is, the first paint stays (it shows more than they do). */
let holders = 0;

function releaseUnlessHeld(): void {
  if (holders > 0) return;
  for (const id of [FIRST_PAINT_ID, FIRST_PAINT_STYLE_ID]) document.getElementById(id)?.remove();
}

/**
 * A loading screen keeps the first paint in place. It is checked once the commit that unmounts
 * one is over (a microtask, still before the browser paints), as that commit may mount the next.
 */
export function useHoldsFirstPaint(): void {
  useLayoutEffect(() => {
    holders += 1;
    return () => {
      holders -= 1;
      queueMicrotask(releaseUnlessHeld);
    };
  }, []);
}

/** At the app's first commit: the first paint gives way unless a loading screen holds it. */
export function useReleasesFirstPaint(): void {
  useLayoutEffect(() => { queueMicrotask(releaseUnlessHeld); }, []);
}
