import { describe, expect, it } from 'vitest';
import { chooseServerSource, containerRuntimePresent } from './containers';

describe('where the integration harness gets PostgreSQL and NATS', () => {
  it('takes a configured URL first, then containers where a runtime is present, else local servers', () => {
    const choose = (configuredUrl: string | undefined, containerRuntime: boolean, testcontainers?: string) =>
      chooseServerSource({ configuredUrl, containerRuntime, testcontainers });
    expect(choose('postgres://db/x', true)).toBe('configured');
    expect(choose('nats://bus:4222', false)).toBe('configured');
    expect(choose(undefined, true)).toBe('testcontainers');
    expect(choose('', true)).toBe('testcontainers');
    expect(choose(undefined, false)).toBe('local');
    for (const off of ['0', 'false', 'OFF']) expect(choose(undefined, true, off)).toBe('local');
    expect(choose(undefined, true, '1')).toBe('testcontainers');
  });

  it('finds a runtime by DOCKER_HOST or by its socket', () => {
    const none = () => false;
    expect(containerRuntimePresent({ DOCKER_HOST: 'tcp://10.0.0.2:2375' }, none)).toBe(true);
    expect(containerRuntimePresent({}, none)).toBe(false);
    expect(containerRuntimePresent({}, (file) => file === '/var/run/docker.sock')).toBe(true);
    expect(
      containerRuntimePresent(
        { XDG_RUNTIME_DIR: '/run/user/1000' },
        (file) => file === '/run/user/1000/docker.sock',
      ),
    ).toBe(true);
    expect(
      containerRuntimePresent({ HOME: '/home/dev' }, (file) => file === '/home/dev/.docker/run/docker.sock'),
    ).toBe(true);
  });
});
