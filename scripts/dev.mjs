// `npm run dev`: the API with reload on 3001 (tsx watch) and Vite with hot reload on 3000,
// which proxies /api and /media to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development', HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
