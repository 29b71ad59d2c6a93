import { execFileSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';

const dummyInterface = 'atelier-test0';
const dummyAddress = '198.51.100.7';

/**
 * An IPv4 address of this machine that is not loopback, for tests of what another host would
 * see: a connection made to it from here arrives from that address, not from 127.0.0.1. Takes
 * the first such address of a network interface; a machine with none gets a dummy interface
 * (which needs root and iproute2), and a test then fails with the reason rather than passing.
 */
export function nonLoopbackAddress(): string {
  const existing = findNonLoopbackAddress();
  if (existing) return existing;
  try {
    execFileSync('ip', ['link', 'add', dummyInterface, 'type', 'dummy'], { stdio: 'pipe' });
    execFileSync('ip', ['addr', 'add', `${dummyAddress}/32`, 'dev', dummyInterface], { stdio: 'pipe' });
    execFileSync('ip', ['link', 'set', dummyInterface, 'up'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `This machine has no address but loopback, and adding one failed (needs root and iproute2): ${String(error)}`,
    );
  }
  return findNonLoopbackAddress() ?? dummyAddress;
}

function findNonLoopbackAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return undefined;
}
