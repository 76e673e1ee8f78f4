// Spec §8: credentials are stripped from anything stored or sent. Phones report URLs, messages and free-form event
// parameters; a password typed into the wrong field or a token in a query string must not reach a table or a chat.

const SECRET_KEY = /pass(word)?|pwd|token|secret|authori[sz]ation|cookie|api-?key|captcha|otp|credential/i;
const SECRET_IN_TEXT = /\b(pass(?:word)?|pwd|token|access_token|secret|api-?key|authorization)(["']?\s*[:=]\s*["']?)([^\s&"',;}]+)/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
export const REDACTED = '[redacted]';

export function redactText(text: string): string {
  // Bearer first: "Authorization: Bearer <token>" would otherwise lose only the word "Bearer".
  return text.replace(BEARER, `$1 ${REDACTED}`).replace(SECRET_IN_TEXT, (_m, key: string, sep: string) => `${key}${sep}${REDACTED}`);
}

/** A deep copy with secret-named fields replaced and secrets inside text masked. */
export function redact<T>(value: T, depth = 0): T {
  if (depth > 20) return REDACTED as T;
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1);
    // A named value ({ name: 'password', value: '…' }) is a secret by its name.
    if (typeof out.name === 'string' && SECRET_KEY.test(out.name) && 'value' in out) out.value = REDACTED;
    return out as T;
  }
  return value;
}
