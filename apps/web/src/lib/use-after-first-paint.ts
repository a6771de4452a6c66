import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * False until the component's first render has committed and the browser has painted it, then true
 * in a transition: what the user sees first paints before the rest of the screen is built, and the
 * rest's code, answers and render never come between that commit and its paint.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setAfter(true))), []);
  return after;
}
