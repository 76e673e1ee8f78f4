// Printer bytes back to what they say: commands and text lines (GBK decoded). Tests read every job the fake
// printer receives through this, and compare it with the preview's plainText (layout.ts) line by line.

export interface Tokens {
  commands: string[];
  /** text lines, with [code128 …], [qr …], [image WxH] and [cut] markers where the printer draws them */
  lines: string[];
}

export function tokenizeEscPos(bytes: Uint8Array): Tokens {
  const commands: string[] = [];
  const lines: string[] = [];
  const gbk = new TextDecoder('gbk');
  let text: number[] = [];
  let qrData = '';
  let i = 0;
  const at = (k: number): number => bytes[i + k] ?? -1;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0x0a) {
      lines.push(gbk.decode(Uint8Array.from(text)));
      text = [];
      i += 1;
    } else if (b === 0x1b && at(1) === 0x40) (commands.push('init'), (i += 2));
    else if (b === 0x1c && at(1) === 0x26) (commands.push('chinese on'), (i += 2));
    else if (b === 0x1c && at(1) === 0x2e) (commands.push('chinese off'), (i += 2));
    else if (b === 0x1b && at(1) === 0x45) (commands.push(`bold ${at(2)}`), (i += 3));
    else if (b === 0x1b && at(1) === 0x61) (commands.push(`align ${at(2)}`), (i += 3));
    else if (b === 0x1b && at(1) === 0x64) {
      commands.push(`feed ${at(2)}`);
      for (let k = 0; k < at(2); k++) lines.push('');
      i += 3;
    } else if (b === 0x1d && at(1) === 0x21) (commands.push(`size ${at(2)}`), (i += 3));
    else if (b === 0x1d && (at(1) === 0x68 || at(1) === 0x77 || at(1) === 0x48)) (commands.push(`barcode setting ${at(1).toString(16)} ${at(2)}`), (i += 3));
    else if (b === 0x1d && at(1) === 0x6b && at(2) === 0x49) {
      const n = at(3);
      const data = String.fromCharCode(...bytes.subarray(i + 4, i + 4 + n));
      const value = data.startsWith('{B') ? data.slice(2) : data;
      commands.push(`code128 ${value}`);
      lines.push(`[code128 ${value}]`);
      i += 4 + n;
    } else if (b === 0x1d && at(1) === 0x28 && at(2) === 0x6b) {
      const n = at(3) | (at(4) << 8);
      const fn = at(6);
      if (fn === 0x50) qrData = new TextDecoder().decode(bytes.subarray(i + 8, i + 5 + n));
      if (fn === 0x51) (commands.push(`qr ${qrData}`), lines.push(`[qr ${qrData}]`));
      i += 5 + n;
    } else if (b === 0x1d && at(1) === 0x76 && at(2) === 0x30) {
      const w = (at(4) | (at(5) << 8)) * 8;
      const h = at(6) | (at(7) << 8);
      commands.push(`raster ${w}x${h}`);
      i += 8 + (w / 8) * h;
      // consecutive bands of one image are one image
      const last = lines[lines.length - 1];
      const m = last && /^\[image (\d+)x(\d+)\]$/.exec(last);
      if (m && commands[commands.length - 2]?.startsWith('raster')) lines[lines.length - 1] = `[image ${m[1]}x${Number(m[2]) + h}]`;
      else lines.push(`[image ${w}x${h}]`);
    } else if (b === 0x1d && at(1) === 0x56) {
      const partial = at(2) === 0x42 || at(2) === 0x41;
      commands.push('cut');
      lines.push('[cut]');
      i += partial ? 4 : 3;
    } else if (b === 0x10 && at(1) === 0x04) (commands.push(`status ${at(2)}`), (i += 3));
    else {
      if (b < 0x20) commands.push(`unknown ${b.toString(16)}`);
      else text.push(b);
      i += 1;
    }
  }
  if (text.length) lines.push(gbk.decode(Uint8Array.from(text)));
  return { commands, lines };
}

/** TSPL is text: GBK-decoded command lines (BITMAP data left out). */
export function tokenizeTspl(bytes: Uint8Array): string[] {
  const out: string[] = [];
  const gbk = new TextDecoder('gbk');
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0x0a) continue;
    const line = gbk.decode(bytes.subarray(start, i)).replace(/\r$/, '');
    out.push(line.startsWith('BITMAP') ? line.split(',').slice(0, 5).join(',') : line);
    start = i + 1;
  }
  return out;
}
