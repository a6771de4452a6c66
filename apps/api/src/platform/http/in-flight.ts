import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every request taken so far has finished its handler, or after `timeoutMs`. */
    drainRequests(timeoutMs: number): Promise<boolean>;
  }
}

const settle = Symbol('inFlightSettle');
type Tracked = FastifyRequest & { [settle]?: () => void };

/**
 * Counts requests from `onRequest` until their answer is written or, when the caller went away
 * before that, until the handler sends its (unread) answer. `app.close()` waits for connections,
 * not for handlers of aborted connections; a handler still running must not outlive the pool.
 */
export function registerInFlight(app: FastifyInstance): void {
  const open = new Set<() => void>();
  let idle: (() => void)[] = [];
  const finish = (request: Tracked) => {
    const done = request[settle];
    if (!done) return;
    request[settle] = undefined;
    done();
  };
  app.addHook('onRequest', (request: Tracked, _reply, next) => {
    const done = () => {
      open.delete(done);
      if (open.size === 0) for (const resolve of idle.splice(0)) resolve();
    };
    open.add(done);
    request[settle] = done;
    next();
  });
  app.addHook('onSend', (request: Tracked, _reply, payload, next) => {
    // The caller is gone: no `onResponse` will come, the handler is over once it sends.
    if (request.raw.destroyed) finish(request);
    next(null, payload);
  });
  app.addHook('onResponse', (request: Tracked, _reply, next) => {
    finish(request);
    next();
  });
  app.decorate('drainRequests', (timeoutMs: number) => {
    if (open.size === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        idle = idle.filter((r) => r !== onIdle);
        resolve(false);
      }, timeoutMs);
      const onIdle = () => {
        clearTimeout(timer);
        resolve(true);
      };
      idle.push(onIdle);
    });
  });
}
