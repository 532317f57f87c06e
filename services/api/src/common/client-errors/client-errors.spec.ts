import { rawRequestLanguage } from './client-errors';

describe('rawRequestLanguage', () => {
  const raw = (head: string) => Buffer.from(head, 'latin1');

  it('reads Accept-Language from the bytes the parser refused, past an address of any length it got', () => {
    expect(rawRequestLanguage(raw(`GET /a?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\naccept-language: ta-LK,ta;q=0.9\r\n`))).toBe('ta');
    expect(rawRequestLanguage(raw('GET / HTTP/1.1\r\nAccept-Language:si\r\nBad Header\r\n\r\n'))).toBe('si');
  });

  it('is English without the header, with one naming none of ours, or without bytes', () => {
    expect(rawRequestLanguage(raw('GET / HTTP/1.1\r\nHost: x\r\n\r\n'))).toBe('en');
    expect(rawRequestLanguage(raw('GET / HTTP/1.1\r\nAccept-Language: fr\r\n\r\n'))).toBe('en');
    expect(rawRequestLanguage(undefined)).toBe('en');
  });
});
