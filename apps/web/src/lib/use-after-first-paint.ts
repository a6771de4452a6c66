import { startTransition, useEffect, useState } from 'react';

/**
 * False until the component's first render has committed, then true in a transition: what the user
 * sees first paints before the rest of the screen is built.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
