import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';

/** A step's title, focused when the step appears, so a keyboard or screen-reader user starts there. */
export function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => { ref.current?.focus(); }, []);
  return <Typography ref={ref} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none', mb: 2 }}>{children}</Typography>;
}
