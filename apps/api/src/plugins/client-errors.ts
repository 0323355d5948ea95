import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure, PROTOCOL_MESSAGES } from '../lib/failure';

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: headers (or a URL) over
 * the size limit, a request that does not arrive within requestTimeout, bytes that are not
 * HTTP. Fastify's `clientErrorHandler` option answers them; this one answers with the API's
 * envelope instead of Fastify's own JSON shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = statusOf(error.code);
  const body = JSON.stringify(failure(status, message));
  // An answer to HEAD carries the headers of the body but never the body (RFC 9110 §9.3.2);
  // bytes after them would be read as a second, unasked-for answer.
  const head = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        (head ? '' : body),
    );
  }
  socket.destroy();
}

function statusOf(code: string | undefined): [number, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, PROTOCOL_MESSAGES.headersTooLarge];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, PROTOCOL_MESSAGES.requestTimeout];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, PROTOCOL_MESSAGES.badRequest];
    default:
      return [400, PROTOCOL_MESSAGES.badRequest];
  }
}
