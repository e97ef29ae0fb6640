import pg from 'pg';

/**
 * A monotonic version kept in PostgreSQL (a counter every writer bumps in its own transaction),
 * followed by this process without a round trip per read: one dedicated connection LISTENs on the
 * channel writers NOTIFY at commit, and reads the version itself every `heartbeatMs`.
 *
 * `trusted()` vouches for the latest version only while a read of it was *sent* within `trustMs`:
 * such a read's snapshot already holds every commit before it was sent, so whatever the
 * notifications do (late, lost, connection silently dead), a change is never hidden longer than
 * `trustMs`. Notifications only make it quicker (about a millisecond after the commit). When the
 * connection is down or the heartbeat late (a stalled event loop, an overloaded PostgreSQL),
 * `trusted()` is undefined and callers read the version as before.
 */
export type WatchedVersion = {
  /** The latest version, when a read of it started within the trust window; otherwise undefined. */
  trusted: () => bigint | undefined;
  /**
   * A write in this process is about to commit as `version`: vouch for nothing older until it is
   * seen (or `EXPECTATION_MS` passed: the write rolled back and no later one took its number).
   */
  expect: (version: bigint) => void;
  /** Connects and LISTENs (and reconnects after failures) until `close`. Resolves after the first connection attempt. */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export type WatchedVersionOptions = {
  databaseUrl: string;
  /** The NOTIFY channel; its payload is the new version as text. */
  channel: string;
  /** Returns one row with the version as text in a column named `version`. */
  readSql: string;
  heartbeatMs: number;
  trustMs: number;
  /** Called when the version moves forward (from a notification or a heartbeat). */
  onAdvance?: (version: bigint) => void;
  onError: (error: unknown) => void;
  /** Wall clock, replaceable in tests. */
  now?: () => number;
};

const RECONNECT_MS = 1_000;
const EXPECTATION_MS = 5_000;

export function createWatchedVersion(options: WatchedVersionOptions): WatchedVersion {
  const { databaseUrl, channel, readSql, heartbeatMs, trustMs, onAdvance, onError, now = () => performance.now() } = options;
  let client: pg.Client | undefined;
  let latest: bigint | undefined;
  /** When the newest successful read was sent (-Infinity: none on the current connection). */
  let vouchedAt = Number.NEGATIVE_INFINITY;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let closed = false;
  let expected: { version: bigint; until: number } | undefined;

  const advance = (version: bigint) => {
    if (latest !== undefined && version <= latest) return;
    latest = version;
    onAdvance?.(version);
  };

  const drop = (failed: pg.Client, error: unknown) => {
    if (client !== failed) return;
    onError(error);
    client = undefined;
    vouchedAt = Number.NEGATIVE_INFINITY;
    clearInterval(heartbeat);
    failed.removeAllListeners();
    failed.on('error', () => undefined);
    void failed.end().catch(() => undefined);
    if (!closed) {
      reconnect = setTimeout(() => void connect(), RECONNECT_MS);
      reconnect.unref();
    }
  };

  let beating = false;
  const beat = async (current: pg.Client) => {
    // One read at a time: a slow one is not piled onto (and stops vouching once older than trustMs).
    if (beating) return;
    beating = true;
    const sentAt = now();
    try {
      const { rows } = await current.query<{ version: string }>(readSql);
      if (client !== current) return;
      advance(BigInt(rows[0]?.version ?? '0'));
      vouchedAt = Math.max(vouchedAt, sentAt);
    } catch (error) {
      drop(current, error);
    } finally {
      beating = false;
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: `watch ${channel}` });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error(`${channel}: listening connection ended`)));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload && /^\d+$/.test(message.payload)) advance(BigInt(message.payload));
    });
    client = next;
    try {
      await next.connect();
      // LISTEN before the first read, so no commit falls between the read and the notifications.
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void (await next.end());
      await beat(next);
      heartbeat = setInterval(() => void beat(next), heartbeatMs);
      heartbeat.unref();
    } catch (error) {
      drop(next, error);
    }
  };

  const awaitingLocalWrite = () => {
    if (!expected) return false;
    if ((latest !== undefined && latest >= expected.version) || now() > expected.until) expected = undefined;
    return expected !== undefined;
  };

  return {
    trusted: () =>
      latest !== undefined && client !== undefined && now() - vouchedAt <= trustMs && !awaitingLocalWrite() ? latest : undefined,
    expect(version) {
      if (!expected || version > expected.version) expected = { version, until: now() + EXPECTATION_MS };
    },
    start: () => connect(),
    async close() {
      closed = true;
      clearTimeout(reconnect);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
