import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import qrcode from 'qrcode-generator';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromeFlags, testChromiumPath } from './browser';

// A camera that films a printed QR code: Chromium's fake capture device plays a Y4M file, which this writes (black
// modules on white paper, grey planes of colour), so a test of scanning reads a real frame through the real decoder.

const width = 640;
const height = 480;

/** A Y4M video of `text` as a QR code (error correction M, as the printers draw it), a few identical frames. */
export function qrVideo(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const module = Math.floor(Math.min(width, height) / (n + 8));
  const left = Math.floor((width - n * module) / 2);
  const top = Math.floor((height - n * module) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.isDark(r, c))
        for (let y = 0; y < module; y++) luma.fill(16, (top + r * module + y) * width + left + c * module, (top + r * module + y) * width + left + (c + 1) * module);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scm-camera-')), 'qr.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}

/** A Chromium whose camera films `video` (asked without a permission prompt). */
export function browserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: testChromiumPath(),
    headless: true,
    args: [...chromeFlags, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}
