import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readRefusedBody } from './refused-body.ts';

const limits = { maxBytes: 64 * 1024, maxMs: 300 };
/**
 * For the cases that must end on bytes, not on the clock: a timer so far off that a read waiting
 * for it would fail on the test's own timeout, however slow or busy the machine is.
 */
const bytesOnly = { ...limits, maxMs: 10 * 60_000 };

/** A server that, like the API after a refusal, reads what it may of the body and then answers and closes. */
async function refusingServer(readLimits = limits): Promise<{ server: Server; port: number; outcomes: Promise<{ complete: boolean; elapsedMs: number }> }> {
  let settle: (value: { complete: boolean; elapsedMs: number }) => void = () => undefined;
  const outcomes = new Promise<{ complete: boolean; elapsedMs: number }>((resolve) => (settle = resolve));
  const server = createServer((req: IncomingMessage, res) => {
    const started = Date.now();
    void readRefusedBody(req, readLimits).then(() => {
      settle({ complete: req.complete, elapsedMs: Date.now() - started });
      res.writeHead(413, { connection: 'close' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, outcomes };
}

/** Sends a request head and part (or all) of its body on a raw socket, and keeps the socket open. */
function sendPart(port: number, head: string, bytes: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(head);
  socket.write(Buffer.alloc(bytes, 'a'));
  return socket;
}

describe('readRefusedBody', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  it('reads a body within the bound to its end', async () => {
    const started = await refusingServer();
    server = started.server;
    const socket = sendPart(started.port, `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 40000\r\n\r\n`, 40_000);
    expect(await started.outcomes).toMatchObject({ complete: true });
    socket.destroy();
  });

  it('reads a chunked body to its end', async () => {
    const started = await refusingServer();
    server = started.server;
    const socket = sendPart(started.port, `POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${(20_000).toString(16)}\r\n`, 20_000);
    socket.write('\r\n0\r\n\r\n');
    expect(await started.outcomes).toMatchObject({ complete: true });
    socket.destroy();
  });

  it('does not wait for a body declared larger than maxBytes', async () => {
    const started = await refusingServer(bytesOnly);
    server = started.server;
    const socket = sendPart(started.port, `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\n`, 1000);
    const outcome = await started.outcomes;
    expect(outcome.complete).toBe(false);
    socket.destroy();
  });

  it('stops after maxBytes of a chunked body that goes on', async () => {
    const started = await refusingServer(bytesOnly);
    server = started.server;
    const socket = sendPart(started.port, `POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${(200_000).toString(16)}\r\n`, 200_000);
    const outcome = await started.outcomes;
    expect(outcome.complete).toBe(false);
    socket.destroy();
  });

  it('gives up on a body that stops arriving after maxMs', async () => {
    const started = await refusingServer();
    server = started.server;
    const socket = sendPart(started.port, `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 50000\r\n\r\n`, 1000);
    const outcome = await started.outcomes;
    expect(outcome.complete).toBe(false);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(limits.maxMs - 20);
    socket.destroy();
  });
});
