import { useEffect, useState } from 'react';

// Spec §2: something on its way (a page's code, a screen's data) shows nothing for its first moments and a loading
// mark only after QUIET_MS, so fast loads never flash a mark (whose animation also costs a phone frames of work).

export const QUIET_MS = 200;

/** False for the first QUIET_MS after the component mounts, then true. */
export function useQuietTimeOver(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), QUIET_MS);
    return () => clearTimeout(timer);
  }, []);
  return over;
}
