import { useRef, useState } from 'react';

/**
 * One submission at a time (spec §5 "one submission at a time"): `run` does nothing while an
 * earlier run is under way; `busy` drives the button's "Enviando...".
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { run, busy };
}
