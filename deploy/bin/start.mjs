// `npm start`: builds what is missing, then runs the whole product in one process.
// `npm run dev`: the same with the server restarted on change and the web app on Vite's dev server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { prepare, repositoryRoot } from './prepare.mjs';

const development = process.argv.includes('--dev');
prepare();

const main = path.join(repositoryRoot, 'deploy', 'src', 'main.ts');
// In development people open Vite's server, so sign-in links, passkeys and the Google
// callback must name it, not the gateway behind it.
if (development && !process.env.PUBLIC_URL) process.env.PUBLIC_URL = 'http://localhost:5173';
const children = [];
const server = spawn(process.execPath, [...(development ? ['--watch'] : []), '--import', 'tsx', main], {
  cwd: repositoryRoot,
  stdio: 'inherit',
  env: process.env,
});
children.push(server);
if (development) {
  const vite = spawn(
    process.execPath,
    [path.join(repositoryRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'web'],
    {
      cwd: repositoryRoot,
      stdio: 'inherit',
      env: process.env,
    },
  );
  children.push(vite);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
server.on('exit', (code) => {
  for (const child of children) if (child !== server) child.kill('SIGTERM');
  process.exit(code ?? 0);
});
