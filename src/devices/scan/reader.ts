// Reads a code off a camera frame. The browser's own BarcodeDetector where it has one that reads QR codes (Chrome on
// Android, macOS and ChromeOS: QR codes and Code 128, both printed on a shipping notice); elsewhere (Safari, desktop
// Linux and Windows) jsQR, a pure-JavaScript QR decoder of 47 KB gzipped loaded only then, which reads the notice's
// QR code (no WebAssembly, so the app's script policy holds).

/** Decodes the frame the video shows now: the text of the first code found, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedCode { rawValue: string }
interface NativeDetector { detect(source: HTMLVideoElement): Promise<DetectedCode[]> }
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const wanted = ['qr_code', 'code_128', 'code_39', 'ean_13'];

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = (await Detector.getSupportedFormats().catch(() => [] as string[])).filter((f) => wanted.includes(f));
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

/** The longest side a frame is scaled to for jsQR: a printed QR code stays readable, a frame decodes in a few ms. */
const maxSide = 640;

async function scriptReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (video) => {
    if (!video.videoWidth) return null;
    const scale = Math.min(1, maxSide / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    g.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = g.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? scriptReader();
}
