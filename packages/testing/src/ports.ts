// Loopback ports for tests' own servers; the product's cluster command finds them the same way.
export { freePort } from '@atelier/platform';
