import { parseTrustedProxies } from './trusted-proxies';

describe('parseTrustedProxies', () => {
  it("takes addresses, CIDR ranges and Express's names, trimmed, and nothing for an empty value", () => {
    expect(parseTrustedProxies(' loopback, 10.0.0.5,10.1.0.0/16 ,fd00::/8,')).toEqual(['loopback', '10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
    expect(parseTrustedProxies('')).toEqual([]);
  });

  it.each(['proxy.example', '10.0.0.5/33', 'fd00::/129', '10.0.0.0/8/8', '10.0.0.5/x', '*'])('refuses %s', (entry) => {
    expect(parseTrustedProxies(`loopback,${entry}`)).toBeUndefined();
  });
});
