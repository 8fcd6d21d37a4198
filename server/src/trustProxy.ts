import { isIP } from 'node:net';

/** What Fastify's `trustProxy` is given: off, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const CIDR = /^(.+)\/(\d{1,3})$/;

function isAddressOrRange(entry: string): boolean {
  const range = CIDR.exec(entry);
  const address = range ? range[1]! : entry;
  const version = isIP(address);
  if (!version) return false;
  return !range || Number(range[2]) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty or "false" (default) trusts no proxy, so rate limits key on the socket's
 * address and X-Forwarded-For is ignored; a number trusts that many proxy hops; otherwise a
 * comma-separated list of proxy addresses or CIDR ranges. "true" is refused: it would let any
 * caller choose its own address by sending X-Forwarded-For.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust every X-Forwarded-For; give the number of proxy hops or their addresses',
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length) {
    throw new Error(
      `TRUST_PROXY must be a hop count or addresses/CIDR ranges; not understood: ${invalid.join(', ')}`,
    );
  }
  return entries;
}

/** Fastify's typings take no hop count, so a count becomes the same rule as a function. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
