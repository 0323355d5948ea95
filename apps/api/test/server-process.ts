import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * The real server (src/server.ts through tsx, never the dist build) in a child process, with
 * the environment a test gives it on top of this one's. Resolves once it says it is ready.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/ready on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        const port = Number(match[1]);
        resolve({ child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export type Outcome = { status: number; body: string } | { error: string };

/** A GET on a connection of its own (no keep-alive, as each new visitor through a balancer). */
export function getOnNewConnection(port: number, path: string): Promise<Outcome> {
  return requestOnNewConnection(port, { method: 'GET', path, headers: { connection: 'close' } });
}

/** Any request on a connection of its own; resolves with the answer, or the error when the server dies. */
export function requestOnNewConnection(
  port: number,
  opts: { method: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers = opts.body ? { ...opts.headers, 'content-length': String(opts.body.length) } : opts.headers;
    const req = http.request({ host: '127.0.0.1', port, method: opts.method, path: opts.path, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(opts.body);
  });
}
