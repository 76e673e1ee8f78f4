import Bowser from 'bowser';

// System info of spec §3: client type H5, screen size, pixel ratio, browser, OS, device; user agent cut (§9).

export interface SystemInfo {
  clientType: 'H5';
  screenWidth: number;
  screenHeight: number;
  pixelRatio: number;
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  device: string;
  userAgent: string;
}

export function cutUserAgent(ua: string, max: number): string {
  return ua.length > max ? ua.slice(0, max) : ua;
}

export function systemInfo(ua: string, screen: { width: number; height: number }, pixelRatio: number, uaMax: number): SystemInfo {
  const parsed = Bowser.parse(ua);
  const clip = (s: string | undefined, n: number) => (s ?? '').slice(0, n);
  return {
    clientType: 'H5',
    screenWidth: Math.round(screen.width),
    screenHeight: Math.round(screen.height),
    pixelRatio: Math.min(16, Math.max(0, pixelRatio)),
    browser: clip(parsed.browser.name, 64),
    browserVersion: clip(parsed.browser.version, 32),
    os: clip(parsed.os.name, 64),
    osVersion: clip(parsed.os.version, 32),
    device: clip([parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ') || parsed.platform.type, 64),
    userAgent: cutUserAgent(ua, uaMax),
  };
}
