import { useRef, type ReactNode } from 'react';
import { useOverlay } from './useOverlay';
import './overlay.css';

/**
 * What every overlay draws (the drop-down panel, bottom sheets): a mask that closes it when tapped, and the dialog
 * box useOverlay runs (focus, Escape, scrolling, the closing transition). Nothing while it is closed.
 */
export function OverlayFrame({ visible, onClose, label, frameClass, bodyClass, id, modal, children }: {
  visible: boolean;
  onClose: () => void;
  /** what a screen reader announces for the dialog */
  label: string;
  /** class of the whole overlay: `eng-overlay` and the kind's own */
  frameClass: string;
  /** class of the dialog box */
  bodyClass: string;
  id?: string;
  /** the page behind is inert while it is open (aria-modal) */
  modal?: boolean;
  children: ReactNode;
}): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const { mounted, phase, onTransitionEnd } = useOverlay(visible, onClose, box);
  if (!mounted) return null;
  return (
    <div className={frameClass} data-state={phase}>
      <div className="eng-overlay__mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={box}
        id={id}
        className={bodyClass}
        role="dialog"
        aria-modal={modal ? 'true' : undefined}
        aria-label={label}
        tabIndex={-1}
        onTransitionEnd={onTransitionEnd}
      >
        {children}
      </div>
    </div>
  );
}
