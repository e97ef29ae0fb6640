import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export type PeerProcess = {
  url: string;
  /** Message-ID → when the peer accepted it (epoch ms); a second copy counts in `duplicates`. */
  received: Map<string, number>;
  duplicates: () => number;
  stop: () => Promise<void>;
};

/** Starts smtp-peer-process.ts and follows what it accepts. */
export function startPeerProcess(): Promise<PeerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'smtp-peer-process.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const failed = (code: number | null) => reject(new Error(`SMTP peer exited with ${code}`));
    child.once('exit', failed);
    const received = new Map<string, number>();
    let duplicates = 0;
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [kind, first, second] = line.split(' ');
      if (kind === 'listening') {
        child.off('exit', failed);
        resolve({
          url: `smtp://127.0.0.1:${first}`,
          received,
          duplicates: () => duplicates,
          stop: async () => {
            if (child.exitCode !== null) return;
            const exited = new Promise((done) => child.once('exit', done));
            child.kill('SIGTERM');
            await exited;
          },
        });
      } else if (kind === 'received' && first) {
        if (received.has(first)) duplicates++;
        else received.set(first, Number(second));
      }
    });
  });
}
