// The gateway marks responses from the gray (canary) deployment with `x-gray-release: 1` and the stable
// one with `0`. The flag lives in a cookie the gateway reads to keep routing the browser the same way;
// logging out of a gray session reloads the host root so the next session is routed afresh (spec §4).

export const GRAY_HEADER = 'x-gray-release';
export const GRAY_COOKIE = 'gray_release';

export function grayActionFor(headerValue: string | null | undefined): 'set' | 'clear' | null {
  if (headerValue === '1') return 'set';
  if (headerValue === '0') return 'clear';
  return null;
}

export function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function applyGrayHeader(headerValue: string | null | undefined): void {
  const action = grayActionFor(headerValue);
  if (action === 'set') document.cookie = `${GRAY_COOKIE}=1; path=/; SameSite=Lax`;
  if (action === 'clear') document.cookie = `${GRAY_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

export function isGrayRelease(): boolean {
  return typeof document !== 'undefined' && cookieValue(document.cookie, GRAY_COOKIE) === '1';
}
