import { useEffect, useState } from 'react';
import { currentPrinter, onPrinterChange } from '../printer';
import { usePrinterStore } from '../store';

/** The chosen printer's name and whether it is connected now, following connects and drops. */
export function usePrinterName(): { name: string; connected: boolean } {
  const stored = usePrinterStore((s) => s.deviceName);
  const [, bump] = useState(0);
  useEffect(() => onPrinterChange(() => bump((n) => n + 1)), []);
  const t = currentPrinter();
  return { name: t?.name ?? stored, connected: !!t?.isConnected() };
}
