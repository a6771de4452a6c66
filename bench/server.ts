import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Running { url: string; pid: number | undefined; stop(): Promise<void> }

/** Starts a Node script as a child process and waits until `readyPath` answers 200. */
export async function startProcess(script: string, env: Record<string, string>, readyPath: string): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return untilReady(child, `http://127.0.0.1:${port}`, script, readyPath);
}

/**
 * Waits until the child's `readyPath` answers 200 (and `also()` holds), then hands back how to
 * reach and stop it; fails if the child exits first or the deadline passes.
 */
export async function untilReady(child: ChildProcess, url: string, label: string, readyPath: string,
  also: () => boolean = () => true, timeoutMs = 120_000): Promise<Running> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    try {
      if (also() && (await fetch(url + readyPath)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`${label} did not become ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    stop: () => new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
