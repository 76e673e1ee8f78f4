import { useRef, type ReactNode } from 'react';
import { useOverlay } from './useOverlay';
import './overlay.css';

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
  const box = useRef<HTMLDivElement>(null);
  const { mounted, phase, onTransitionEnd } = useOverlay(visible, onClose, box);
  if (!mounted) return null;
  return (
    <div className="eng-overlay eng-drop" data-state={phase}>
      <div className="eng-overlay__mask" onClick={onClose} aria-hidden="true" />
      <div ref={box} id={id} className="eng-drop__body" role="dialog" aria-label={label} tabIndex={-1} onTransitionEnd={onTransitionEnd}>
        {children}
      </div>
    </div>
  );
}
