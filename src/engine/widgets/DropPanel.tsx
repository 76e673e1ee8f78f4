import type { ReactNode } from 'react';
import { OverlayFrame } from './OverlayFrame';

// The panel that drops from under a bar (the list's filter row): it lies over the page below the bar, on a
// mask that closes it when tapped. Place it inside the bar's positioned container.

export function DropPanel({ visible, onClose, label, id, children }: {
  visible: boolean;
  onClose: () => void;
  label: string;
  /** the id the bar's button names in aria-controls */
  id?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <OverlayFrame visible={visible} onClose={onClose} label={label} id={id} frameClass="eng-overlay eng-drop" bodyClass="eng-drop__body">
      {children}
    </OverlayFrame>
  );
}
