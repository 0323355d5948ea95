import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type PeerMode = 'accept' | 'refuse-4xx' | 'refuse-5xx' | 'drop' | 'hang';

/**
 * A real SMTP server in the test process, told how to behave: refuse with a temporary or
 * permanent error, drop the connection mid-message, or accept. Test-only (imported by tests).
 */
export async function startSmtpPeer() {
  let mode: PeerMode = 'accept';
  const received: string[] = [];
  /** Messages whose DATA began (also those that were refused, dropped or left hanging). */
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Tests end with connections still open (a dropped or hung sender): do not wait 30 s for them.
    closeTimeout: 100,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      attempts += 1;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Never answer: the sender is stuck mid-message until it gives up or dies.
        if (mode === 'hang') return;
        if (mode === 'drop') {
          // Hang up without an answer, as a crashing relay would.
          const connections = (server as unknown as { connections: Set<{ _socket: { destroy(): void } }> }).connections;
          for (const connection of connections) connection._socket.destroy();
          return;
        }
        if (mode === 'refuse-4xx') return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        if (mode === 'refuse-5xx') return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    setMode: (next: PeerMode) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
