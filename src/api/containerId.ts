// A per-browser id sent as the `containerId` header (spec §3 "a generated device/container id"), so the
// server and monitoring can tell devices apart without any personal data. Survives logout on purpose.

const KEY = 'containerId';

function generate(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let cached: string | null = null;

export function getContainerId(): string {
  if (cached) return cached;
  try {
    cached = localStorage.getItem(KEY);
    if (!cached) {
      cached = generate();
      localStorage.setItem(KEY, cached);
    }
  } catch {
    cached ??= generate();
  }
  return cached;
}
