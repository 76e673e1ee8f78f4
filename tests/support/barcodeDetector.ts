// The browser's BarcodeDetector as Chrome on Android and macOS has it, for a Chromium that has none (desktop Linux):
// an init script (page.addInitScript) defines window.BarcodeDetector, which reads the code the fake camera films
// (`code`, known to the test) off a frame that shows one, so the scan's choice of decoder runs as on a phone.

export interface DetectorOptions {
  /** the text of the code the camera films */
  code: string;
  /** the formats the detector says it reads (a phone's: qr_code among them; some read only retail barcodes) */
  formats: string[];
}

/** What the page's detector was asked: the formats it was built for (null: never built) and the frames it read. */
export interface DetectorRecord {
  builtFor: string[] | null;
  framesRead: number;
}

/**
 * The init script: a BarcodeDetector class on window. `detect` reads a playing video's frame and answers the code only
 * when the frame shows one (dark modules on light paper), as a real detector does; `window.__detector` records its use.
 */
export function installBarcodeDetector({ code, formats }: DetectorOptions): void {
  const record: DetectorRecord = { builtFor: null, framesRead: 0 };
  (window as unknown as { __detector: DetectorRecord }).__detector = record;
  const canvas = document.createElement('canvas');

  /** The frame has both near-black and near-white pixels: paper with a code on it, not a blank or dark frame. */
  function showsCode(video: HTMLVideoElement): boolean {
    if (!(video instanceof HTMLVideoElement) || video.readyState < 2 || !video.videoWidth) return false;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const g = canvas.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(video, 0, 0);
    const px = g.getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    let light = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (px[i]! < 64) dark++;
      else if (px[i]! > 192) light++;
    }
    return dark > 100 && light > 100;
  }

  class BarcodeDetector {
    static getSupportedFormats(): Promise<string[]> {
      return Promise.resolve(formats);
    }
    constructor(options: { formats: string[] }) {
      if (options.formats.some((f) => !formats.includes(f))) throw new TypeError(`unsupported format in ${options.formats.join(', ')}`);
      record.builtFor = options.formats;
    }
    detect(source: HTMLVideoElement): Promise<{ rawValue: string; format: string }[]> {
      record.framesRead++;
      return Promise.resolve(showsCode(source) && formats.includes('qr_code') ? [{ rawValue: code, format: 'qr_code' }] : []);
    }
  }
  (window as unknown as { BarcodeDetector: typeof BarcodeDetector }).BarcodeDetector = BarcodeDetector;
}
