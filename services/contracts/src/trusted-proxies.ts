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
  const version = ipVersion(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const IPV4_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^(?:${IPV4_PART}\\.){3}${IPV4_PART}$`);

/** 4 or 6 for an IP address in its usual text forms, 0 for anything else (contracts run in browsers too: no node:net). */
export function ipVersion(address: string): 0 | 4 | 6 {
  if (IPV4.test(address)) return 4;
  const halves = address.split('::');
  if (halves.length > 2) return 0;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const tail = groups[groups.length - 1]!;
  // An IPv4 address may end an IPv6 one (::ffff:10.0.0.5), standing for two groups.
  const endsInIpv4 = tail.length > 0 && IPV4.test(tail[tail.length - 1]!);
  if (endsInIpv4) tail.pop();
  const hexGroups = groups.flat();
  if (!hexGroups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return 0;
  const width = hexGroups.length + (endsInIpv4 ? 2 : 0);
  return (halves.length === 2 ? width <= 7 : width === 8) ? 6 : 0;
}
