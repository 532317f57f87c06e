import { ipVersion, parseTrustedProxies } from './trusted-proxies';

describe('parseTrustedProxies', () => {
  it("takes addresses, CIDR ranges and Express's names, trimmed, and nothing for an empty value", () => {
    expect(parseTrustedProxies(' loopback, 10.0.0.5,10.1.0.0/16 ,fd00::/8,')).toEqual(['loopback', '10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
    expect(parseTrustedProxies('')).toEqual([]);
  });

  it.each(['proxy.example', '10.0.0.5/33', 'fd00::/129', '10.0.0.0/8/8', '10.0.0.5/x', '*'])('refuses %s', (entry) => {
    expect(parseTrustedProxies(`loopback,${entry}`)).toBeUndefined();
  });
});

describe('ipVersion', () => {
  it.each([
    ['10.0.0.5', 4],
    ['255.255.255.255', 4],
    ['0.0.0.0', 4],
    ['::', 6],
    ['::1', 6],
    ['fd00::', 6],
    ['2001:db8::8a2e:370:7334', 6],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', 6],
    ['::ffff:10.0.0.5', 6],
    ['64:ff9b::192.0.2.33', 6],
    ['256.0.0.1', 0],
    ['10.0.0', 0],
    ['10.0.0.05', 0],
    ['1:2:3:4:5:6:7', 0],
    ['1:2:3:4:5:6:7:8:9', 0],
    ['1::2::3', 0],
    [':::', 0],
    ['12345::', 0],
    ['10.0.0.5::', 0],
    ['1:2:3:4:5:6:7::8', 0],
    ['localhost', 0],
  ])('%s is version %d', (address, version) => {
    expect(ipVersion(address)).toBe(version);
  });
});
