import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's own line per request, at debug: two lines per request at info cost a cached route a quarter of
 * its throughput (decision 115). What is worth reading at info and above still is: an answer slower than
 * `slowMs` at warn, a request that errored at error, and (from our error handler) refusals at info and
 * unexpected failures at error.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    const line = { req: request, statusCode: reply.statusCode, responseTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (responseTime >= this.slowMs) reply.log.warn(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}
