import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { whenNearView } from '@/lib/when-near-view.ts';

/**
 * A place below the fold: `children` (typically a lazy panel) are rendered once the place comes
 * near the viewport, and an empty box of `minHeight` holds it until they have loaded, so nothing
 * below moves. A page load asks for neither their code nor their answers (decision 0103).
 */
export function NearView({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    return whenNearView(element, () => startTransition(() => setNear(true)));
  }, [near]);
  const place = <Box ref={near ? undefined : ref} sx={{ minHeight }} data-testid="near-view-place" />;
  return near ? <Suspense fallback={place}>{children}</Suspense> : place;
}
