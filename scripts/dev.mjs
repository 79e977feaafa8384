// `npm run dev`: the API with reload on change and Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], {
    cwd: `${root}apps/api`,
    stdio: 'inherit',
    // The same data folder as `npm start`, whatever folder the API runs from.
    env: { DATA_DIR: `${root}data`, ...process.env },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: `${root}apps/web`, stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) => child.on('exit', stopAll));
