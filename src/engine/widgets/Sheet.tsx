import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOverlay } from './useOverlay';
import './overlay.css';

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
  const box = useRef<HTMLDivElement>(null);
  const { mounted, phase, onTransitionEnd } = useOverlay(visible, onClose, box);
  if (!mounted) return null;
  return createPortal(
    <div className="eng-overlay eng-sheet" data-state={phase}>
      <div className="eng-overlay__mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={box}
        className={`eng-sheet__body${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onTransitionEnd={onTransitionEnd}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
