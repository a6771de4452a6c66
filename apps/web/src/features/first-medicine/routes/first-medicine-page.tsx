import { useState } from 'react';
import { ReleaseForm, type KeptChoice } from '../components/release-form.tsx';

/**
 * /medications/release (spec §2 "First-medicine release"). After a release or a patient not
 * eligible the screen starts over as a fresh page would (spec §5, §8 "reloads"), keeping the
 * product and presentation so the doctor sees the vouchers left; the toast stays readable.
 */
export function FirstMedicinePage() {
  const [round, setRound] = useState(0);
  const [kept, setKept] = useState<KeptChoice | undefined>(undefined);
  return (
    <ReleaseForm key={round} kept={kept} onStartOver={(choice) => {
      setKept(choice);
      setRound((r) => r + 1);
    }} />
  );
}
