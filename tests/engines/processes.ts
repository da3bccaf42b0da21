/** The helper processes of an engine (Xvfb, WebKitWebDriver): started, waited for, stopped with their worker. */
import { spawn, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

export interface Started {
  stop(): void;
}

interface Readiness {
  env?: NodeJS.ProcessEnv;
  /** Ready once what the process wrote to its file descriptor 3 passes this test (Xvfb's -displayfd). */
  ready?: (fd3: string) => boolean;
  /** Ready once this resolves true (asked every 50 ms). */
  probe?: () => Promise<boolean>;
  timeoutMs?: number;
}

/** Starts `command` and resolves when it is ready; rejects with its output if it ends or times out first. */
export function startProcess(command: string, args: string[], readiness: Readiness): Promise<Started> {
  const stdio: SpawnOptions['stdio'] = ['ignore', 'pipe', 'pipe', 'pipe'];
  const child = spawn(command, args, { env: readiness.env ?? process.env, stdio });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearInterval(timer);
      stop();
      reject(new Error(`${command} ${why}: ${output.join('').slice(-2000)}`));
    };
    const deadline = setTimeout(() => fail('was not ready in time'), readiness.timeoutMs ?? 15_000);
    const done = () => {
      clearTimeout(deadline);
      clearInterval(timer);
      resolve({ stop });
    };
    let fd3 = '';
    (child.stdio[3] as NodeJS.ReadableStream | null)?.on('data', (chunk: Buffer) => {
      fd3 += chunk.toString();
      if (readiness.ready?.(fd3)) done();
    });
    let asking = false;
    const timer = setInterval(() => {
      if (!readiness.probe || asking) return;
      asking = true;
      void readiness.probe().then((ok) => {
        asking = false;
        if (ok) done();
      });
    }, 50);
    child.on('error', (error) => fail(error.message));
    child.on('exit', (code) => fail(`ended (${code})`));
  });
}

/** A TCP port free on this machine now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
