// What Node's HTTP parser refuses before any handler runs (a request line or headers over the size
// limit, a malformed request) is still answered as problem+json, like every other 4xx of the API.
import type { Socket } from 'node:net';
import { DomainError } from '../errors/domain-error.ts';
import { toProblem } from '../errors/to-problem.ts';
import { problemReply } from './rest-handler.ts';

/** For `server.on('clientError', answerClientError)`. */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || socket.destroyed) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const problem = toProblem(
    new DomainError(
      tooLarge ? 'HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST',
      tooLarge ? 'Het adres of de headers van dit verzoek zijn te groot.' : 'Dit HTTP-verzoek is onleesbaar.',
    ),
  );
  const reply = problemReply(problem);
  const body = Buffer.from(reply.body ?? '');
  const head = [
    `HTTP/1.1 ${problem.status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    ...Object.entries(reply.headers).map(([k, v]) => `${k}: ${v}`),
    `content-length: ${body.length}`,
    'connection: close',
  ];
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]));
}
