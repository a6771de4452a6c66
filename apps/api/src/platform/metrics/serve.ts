import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * METRICS_PORT: a tiny HTTP server of its own, bound to HOST, answering `GET /metrics` with
 * `scrape()` and 404 to anything else. With cluster workers the primary runs it with the
 * aggregated scrape of every worker (cluster.ts).
 */
export async function serveMetrics(
  { port, host }: { port: number; host: string },
  scrape: () => Promise<{ contentType: string; body: string }>,
  onError: (error: unknown) => void = () => undefined,
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    scrape().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => {
        onError(error);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
