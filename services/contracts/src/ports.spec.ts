import { PORTS, portEnvironment, readPort, readPorts } from './ports';

describe('ports', () => {
  it('reads each port from its variable, else its default', () => {
    expect(readPorts({})).toEqual({
      shell: 3000,
      public: 3001,
      account: 3002,
      admin: 3003,
      api: 4000,
      mailSmtp: 1025,
      mailInbox: 1080,
      identityProvider: 4400,
      smsInbox: 1081,
    });
    expect(readPorts({ SHELL_PORT: '3100', OIDC_PROVIDER_PORT: '' })).toMatchObject({ shell: 3100, identityProvider: 4400 });
    expect(readPort('mailSmtp', { MAIL_CATCHER_SMTP_PORT: '2525' })).toBe(2525);
  });

  it('refuses what is not a TCP port number', () => {
    for (const wrong of ['0', '65536', '3.5', 'abc', '-1']) {
      expect(() => readPort('api', { API_PORT: wrong })).toThrow(`API_PORT must be a TCP port number (1-65535), got "${wrong}"`);
    }
  });

  it('writes the environment that moves every port, which reads back the same', () => {
    const moved = { ...readPorts({}), shell: 3100, api: 4100 };
    const env = portEnvironment(moved);
    expect(Object.keys(env).sort()).toEqual(
      Object.values(PORTS)
        .map(({ variable }) => variable)
        .sort(),
    );
    expect(readPorts(env)).toEqual(moved);
  });
});
