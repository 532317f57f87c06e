import { apiInstances, apiUrls } from './app-config';
import { ApiBalancer, isUnreachable } from './api-balancer';
import { readPorts } from '@nivasa/contracts/ports';

describe('ApiBalancer', () => {
  const targets = ['http://127.0.0.1:4000', 'http://127.0.0.1:4001', 'http://127.0.0.1:4002'];

  it('takes the instances in turn', () => {
    const balancer = new ApiBalancer(targets);
    expect(Array.from({ length: 6 }, () => balancer.pick(0))).toEqual([...targets, ...targets]);
  });

  it('leaves an unreachable instance out for a while, then takes it back', () => {
    const balancer = new ApiBalancer(targets, 3000);
    balancer.unreachable(targets[1]!, 1000);
    expect(Array.from({ length: 4 }, () => balancer.pick(2000))).toEqual([targets[0], targets[2], targets[0], targets[2]]);
    expect(balancer.hasAlternative(targets[0]!, 2000)).toBe(true);
    expect(Array.from({ length: 3 }, () => balancer.pick(4000))).toContain(targets[1]);
  });

  it('still tries each in turn when every instance is out, since one may be back', () => {
    const balancer = new ApiBalancer(targets.slice(0, 2), 3000);
    for (const target of targets.slice(0, 2)) balancer.unreachable(target, 0);
    expect(balancer.hasAlternative(targets[0]!, 1)).toBe(false);
    expect([balancer.pick(1), balancer.pick(1)].sort()).toEqual(targets.slice(0, 2));
  });

  it('counts refused and reset connections as unreachable, and nothing else', () => {
    expect(isUnreachable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isUnreachable(new Error('parse error'))).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });
});

describe('the API instances npm start runs', () => {
  const ports = readPorts({ API_PORT: '4100' });

  it('runs one instance unless API_INSTANCES says more, on API_PORT and the ports after it', () => {
    expect(apiUrls(ports, {})).toEqual(['http://127.0.0.1:4100']);
    expect(apiUrls(ports, { API_INSTANCES: '3' })).toEqual(['http://127.0.0.1:4100', 'http://127.0.0.1:4101', 'http://127.0.0.1:4102']);
  });

  it('sends /api to API_URL when given, one address or several', () => {
    expect(apiUrls(ports, { API_URL: 'https://api.nivasa.lk/' })).toEqual(['https://api.nivasa.lk']);
    expect(apiUrls(ports, { API_URL: 'http://10.0.0.1:4000, http://10.0.0.2:4000' })).toEqual([
      'http://10.0.0.1:4000',
      'http://10.0.0.2:4000',
    ]);
  });

  it('refuses a count it cannot run', () => {
    for (const value of ['0', '9', '2.5', 'two', '-1']) expect(() => apiInstances({ API_INSTANCES: value })).toThrow(/API_INSTANCES/);
  });
});
