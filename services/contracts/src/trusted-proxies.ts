import { isIP } from 'node:net';

/** What TRUSTED_PROXIES holds, for both servers that read it (the API and the shell's server). */
export const TRUSTED_PROXIES_FORMAT =
  'a comma-separated list of IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), such as 10.0.0.5,10.1.0.0/16';

/** TRUSTED_PROXIES as a list, or undefined when an entry is not an address, a range or one of Express's names. */
export function parseTrustedProxies(raw: string): string[] | undefined {
  const entries = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return entries.every(isProxyAddress) ? entries : undefined;
}

/** An address, a CIDR range or one of Express's names for ranges, as `trust proxy` takes them. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}
