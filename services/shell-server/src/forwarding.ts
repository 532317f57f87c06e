import type { ClientRequest } from 'node:http';

// What a caller sent about earlier hops; a proxy of ours states the client itself.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

export interface ForwardedClient {
  address: string | undefined;
  host: string | undefined;
  protocol: string;
}

/**
 * Sets the forwarding headers of a proxied request to what this proxy knows of its client,
 * dropping what the client wrote: the API throttles by that address, so a caller must not
 * choose its own. Used by the shell's server and by the development servers.
 */
export function forwardClient(proxyRequest: ClientRequest, client: ForwardedClient): void {
  for (const name of FORWARDING_HEADERS) proxyRequest.removeHeader(name);
  if (client.address) proxyRequest.setHeader('X-Forwarded-For', client.address);
  if (client.host) proxyRequest.setHeader('X-Forwarded-Host', client.host);
  proxyRequest.setHeader('X-Forwarded-Proto', client.protocol);
}
