/**
 * Which proxies' `X-Forwarded-For` is believed, from `SCM_TRUST_PROXY`. Unset (the default) believes none, so a
 * client cannot choose the address the login limits count and the sessions record. A list of addresses and CIDR
 * ranges (comma-separated) names the proxies, and is the safer form: only a request that really came through one
 * of them is read. A number n trusts the n nearest hops whoever they are, for a proxy whose address moves; a
 * client reaching the server directly could then claim any address, so use it only when nothing else can.
 * (Fastify's own number form fails closed in this version, hence the function.)
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export function trustProxyFrom(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || /^(false|off|no)$/i.test(v)) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  // `true` would trust any client's header, the very hole this setting closes.
  if (/^(true|on|yes)$/i.test(v)) throw new Error('SCM_TRUST_PROXY: give the hop count or the proxy addresses, not true');
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}
