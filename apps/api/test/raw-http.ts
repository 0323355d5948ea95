import net from 'node:net';

export interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with everything received once the server closes the connection. */
  closed: Promise<string>;
}

/** A plain TCP connection to a listening server: for what fetch cannot do (slow bodies, pipelining, huge headers). */
export function rawConnect(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    const closed = new Promise<string>((done) => socket.on('close', () => done(data)));
    socket.on('error', () => undefined); // a reset shows as 'close'; tests assert on what arrived
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

export interface ParsedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what arrived into HTTP/1.1 responses (Content-Length framed, as ours are). */
export function parseResponses(raw: string): ParsedResponse[] {
  const responses: ParsedResponse[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const [statusLine, ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const body = Buffer.from(rest.slice(headEnd + 4), 'latin1')
      .subarray(0, length)
      .toString('utf8');
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers, body });
    rest = rest.slice(headEnd + 4 + Buffer.byteLength(body, 'utf8'));
  }
  return responses;
}

/** One GET with the path exactly as given (no client-side normalisation of `//`, `.`, `%61`). */
export async function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<ParsedResponse> {
  const c = await rawConnect(port);
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  c.socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${extra}\r\n`);
  const [res] = parseResponses(await c.closed);
  if (!res) throw new Error(`no answer to GET ${path}`);
  return res;
}
