import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** A network blackhole: nothing passes either way, nothing is refused; bytes wait. */
  pause(): void;
  /** The network is back: what waited is delivered, as TCP retransmission would. */
  resume(): void;
  close(): Promise<void>;
}

/** A TCP proxy to host:port that a test can blackhole, to see what the app does when the database hangs. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let paused = false;
  const waiting: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const whenOpen = (deliver: () => void) => (paused ? waiting.push(deliver) : deliver());

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    whenOpen(() => {
      const upstream = net.connect(target.port, target.host);
      sockets.add(upstream);
      upstream.on('close', () => {
        sockets.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.on('data', (chunk) => whenOpen(() => upstream.write(chunk)));
      upstream.on('data', (chunk) => whenOpen(() => client.writable && client.write(chunk)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const deliver of waiting.splice(0)) deliver();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
