// `npm run identity-keys`: prints a new key pair for services run as separate processes. The
// gateway gets SERVICE_IDENTITY_PRIVATE_KEY and signs the caller of every gRPC call with it;
// each service gets SERVICE_IDENTITY_PUBLIC_KEY and believes only callers signed with the
// matching private key. Keep the private key as secret as SESSION_SECRET. `npm start` needs
// neither: it makes a fresh pair in memory at every start.
import { generateKeyPairSync } from 'node:crypto';

const pair = generateKeyPairSync('ed25519');
const body = (pem) =>
  pem
    .toString()
    .replace(/-----[^-]+-----/g, '')
    .replace(/\s+/g, '');
process.stdout.write(
  `SERVICE_IDENTITY_PRIVATE_KEY=${body(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }))}\n` +
    `SERVICE_IDENTITY_PUBLIC_KEY=${body(pair.publicKey.export({ type: 'spki', format: 'pem' }))}\n`,
);
