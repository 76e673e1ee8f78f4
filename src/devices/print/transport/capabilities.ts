import { bluetooth } from './types';
import { serial } from './serial';
import { usb } from './usb';

// What this phone can print with, and why not when it cannot — checked in the order that serves a warehouse
// clerk best: Bluetooth LE, serial (SPP / USB), USB, then the system print dialog and sharing an image.

export type NoBluetoothReason = 'ios' | 'webview' | 'firefox' | 'insecure' | 'other';

export interface Capabilities {
  bluetooth: boolean;
  serial: boolean;
  usb: boolean;
  /** navigator.share with files (PNG of the receipt) */
  shareFiles: boolean;
  why?: NoBluetoothReason;
}

export function detectCapabilities(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): Capabilities {
  const ua = nav?.userAgent ?? '';
  const secure = typeof window === 'undefined' || window.isSecureContext !== false;
  const probe = new File([''], 'x.png', { type: 'image/png' });
  const shareFiles = !!nav && typeof nav.canShare === 'function' && (() => {
    try {
      return nav.canShare({ files: [probe] });
    } catch {
      return false;
    }
  })();
  const has = { bluetooth: !!bluetooth(), serial: !!serial(), usb: !!usb() };
  let why: NoBluetoothReason | undefined;
  if (!has.bluetooth) {
    if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && /Mobile/.test(ua))) why = 'ios';
    else if (/MicroMessenger|AlipayClient|DingTalk|QQ\/|; wv\)|Weibo/i.test(ua)) why = 'webview';
    else if (/Firefox\//.test(ua)) why = 'firefox';
    else if (!secure) why = 'insecure';
    else why = 'other';
  }
  return { ...has, shareFiles, ...(why ? { why } : {}) };
}
