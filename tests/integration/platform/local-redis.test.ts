import { connect, createServer, type Server } from 'node:net';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort } from '../../../src/platform/services/free-port.ts';
import { startLocalRedis, type RunningRedis } from '../../../src/platform/services/local-redis.ts';

const started: RunningRedis[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((redis) => redis.stop()));
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const dataDir = () => path.resolve('.data', 'test-local-redis', randomBytes(4).toString('hex'));

describe('startLocalRedis', () => {
  it('resolves once its own server accepts connections, and answers on its port', async () => {
    const redis = await startLocalRedis({ dataDir: dataDir(), persistent: false });
    started.push(redis);
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(redis.port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data: Buffer) => {
        resolve(data.toString());
        socket.end();
      });
      socket.once('error', reject);
    });
    expect(response).toBe('+PONG\r\n');
  });

  it("refuses, with the server's own words, a port something else already listens on", async () => {
    // A restart on a server's old port (the fault tests do it) must not take whatever holds the
    // port for the server: an open port alone proved nothing.
    const port = await findFreePort();
    const squatter = createServer();
    servers.push(squatter);
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    await expect(startLocalRedis({ dataDir: dataDir(), persistent: false, port })).rejects.toThrow(/exited .* before it was ready: .*Address already in use/);
  });
});
