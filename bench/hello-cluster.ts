// The workers row's control: the bare Fastify hello-world under node:cluster, as the portal's
// runtime runs its workers (WEB_CONCURRENCY, the primary accepting and handing connections over).
import cluster from 'node:cluster';

const workers = Number(process.env.WEB_CONCURRENCY ?? 1);
if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  for (let i = 0; i < workers; i++) {
    cluster.fork().on('listening', () => {
      if (++listening === workers) console.log('all workers listening');
    });
  }
} else {
  await import('./hello.ts');
}
