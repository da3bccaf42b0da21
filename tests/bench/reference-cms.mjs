/** The built reference CMS for a benchmark script: started on `port`, resolved once it listens. Stop it with kill(). */
import { spawn } from 'node:child_process';

export async function startReferenceCms(port) {
  const server = spawn(process.execPath, ['.build/fixtures/server.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Reference CMS') && resolve());
    server.on('exit', (code) => reject(new Error(`the reference CMS exited (${code})`)));
  });
  return server;
}
