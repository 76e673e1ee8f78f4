import { useEffect, useRef, useState, type ReactNode } from 'react';
import { getSession } from '../../../stores/session';
import { useEngine } from '../../ui/useEngine';

// An HLS stream (a live camera) played through hls.js, which arrives in its own chunk the first time a page shows a
// video. hls.js feeds the browser's MediaSource; Safari, which plays HLS itself, gets the URL directly. Every
// playlist and segment request carries the session token, because the server answers a stream only to users allowed
// to see the device. The sample streams are short, so the video loops.

type HlsModule = typeof import('hls.js');
let hlsChunk: Promise<HlsModule> | null = null;
const loadHls = () => (hlsChunk ??= import('hls.js'));

export function VideoPlayer({ src, title }: { src: string; title?: string }): ReactNode {
  const ref = useRef<HTMLVideoElement>(null);
  const { t } = useEngine();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let live = true;
    let destroy = () => {};
    setFailed(false);
    void loadHls()
      .then(({ default: Hls }) => {
        if (!live) return;
        if (Hls.isSupported()) {
          const token = getSession().token;
          const hls = new Hls({
            xhrSetup: (xhr) => {
              if (token) xhr.setRequestHeader('token', token);
            },
            maxBufferLength: 10,
            // No transmux worker: it would start from a blob: URL, which the Content-Security-Policy refuses.
            enableWorker: false,
          });
          hls.on(Hls.Events.ERROR, (_e, data) => data.fatal && setFailed(true));
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
          video.src = src;
        } else {
          setFailed(true);
        }
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      destroy();
    };
  }, [src]);
  return (
    <div className="eng-video">
      <video ref={ref} className="eng-video__media" muted autoPlay playsInline loop controls aria-label={title} />
      {failed && <p className="eng-video__error">{t('engine.videoFailed')}</p>}
    </div>
  );
}
