/**
 * Every port a local Nivasa listens on, defined once: the variable that moves it and where it is
 * otherwise. `npm start`, `npm run dev`, the development servers, the API and the stand-ins all
 * read them from here.
 */
export const PORTS = {
  shell: { variable: 'SHELL_PORT', fallback: 3000 },
  public: { variable: 'PUBLIC_PORT', fallback: 3001 },
  account: { variable: 'ACCOUNT_PORT', fallback: 3002 },
  admin: { variable: 'ADMIN_PORT', fallback: 3003 },
  api: { variable: 'API_PORT', fallback: 4000 },
  mailSmtp: { variable: 'MAIL_CATCHER_SMTP_PORT', fallback: 1025 },
  mailInbox: { variable: 'MAIL_CATCHER_HTTP_PORT', fallback: 1080 },
  identityProvider: { variable: 'OIDC_PROVIDER_PORT', fallback: 4400 },
  smsInbox: { variable: 'SMS_CATCHER_HTTP_PORT', fallback: 1081 },
} as const;

export type PortName = keyof typeof PORTS;
export type PlatformPorts = Record<PortName, number>;

type Environment = Record<string, string | undefined>;

/** One port from the environment, else its default; anything but a TCP port number is refused. */
export function readPort(name: PortName, env: Environment): number {
  const { variable, fallback } = PORTS[name];
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${variable} must be a TCP port number (1-65535), got "${raw}"`);
  }
  return value;
}

export function readPorts(env: Environment): PlatformPorts {
  const names = Object.keys(PORTS) as PortName[];
  return Object.fromEntries(names.map((name) => [name, readPort(name, env)])) as PlatformPorts;
}

/** The environment that moves every port to `ports` (for a run on ports of its own, such as the browser tests'). */
export function portEnvironment(ports: PlatformPorts): Record<string, string> {
  const names = Object.keys(PORTS) as PortName[];
  return Object.fromEntries(names.map((name) => [PORTS[name].variable, String(ports[name])]));
}
