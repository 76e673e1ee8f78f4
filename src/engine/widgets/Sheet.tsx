import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { OverlayFrame } from './OverlayFrame';

// A sheet that rises from the foot of the screen over a dimmed mask (column settings, the calendar, choices,
// the print preview). Tapping the mask or pressing Escape closes it; see useOverlay for focus and scrolling.

export function Sheet({ visible, onClose, label, className, children }: {
  visible: boolean;
  onClose: () => void;
  /** what a screen reader announces for the sheet */
  label: string;
  /** class of the sheet's body (its own layout) */
  className?: string;
  children: ReactNode;
}): ReactNode {
  return createPortal(
    <OverlayFrame
      visible={visible}
      onClose={onClose}
      label={label}
      modal
      frameClass="eng-overlay eng-sheet"
      bodyClass={`eng-sheet__body${className ? ` ${className}` : ''}`}
    >
      {children}
    </OverlayFrame>,
    document.body,
  );
}
