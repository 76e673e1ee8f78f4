import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { closeCamera, openCamera } from './camera';
import { frameReader } from './reader';
import './scan.css';

// The camera over the whole screen, reading frames until a code is found (its text goes to onRead) or the user
// cancels. A camera that cannot open (no permission, none on the device) goes to onFail: the caller keeps typing.

export interface ScanViewProps {
  hint: string;
  cancelText: string;
  onRead(text: string): void;
  onCancel(): void;
  onFail(error: unknown): void;
}

/** Frames read a second: enough to catch a code held still, little battery. */
const readsPerSecond = 8;

export default function ScanView({ hint, cancelText, onRead, onCancel, onFail }: ScanViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer = 0;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      closeCamera(stream);
    };
    (async () => {
      const [read, opened] = await Promise.all([frameReader(), openCamera()]);
      stream = opened;
      if (stopped) return closeCamera(stream);
      const v = video.current!;
      v.srcObject = stream;
      await v.play();
      const tick = async () => {
        if (stopped) return;
        const text = (await read(v).catch(() => null))?.trim();
        if (stopped) return;
        if (text) {
          stop();
          onRead(text);
        } else timer = window.setTimeout(() => void tick(), 1000 / readsPerSecond);
      };
      void tick();
    })().catch((e: unknown) => {
      if (stopped) return;
      stop();
      onFail(e);
    });
    return stop;
    // Opened once per view: the callbacks of the first draw are the ones that count.
  }, []);
  return createPortal(
    <div className="scan-view" data-scan-view>
      <video ref={video} className="scan-view__video" muted playsInline />
      <div className="scan-view__frame" aria-hidden />
      <p className="scan-view__hint">{hint}</p>
      <button type="button" className="scan-view__cancel" onClick={onCancel}>
        {cancelText}
      </button>
    </div>,
    document.body,
  );
}
