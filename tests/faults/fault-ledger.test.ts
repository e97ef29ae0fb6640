import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS, ledgerTable, runFault, type LedgerRow, type LedgerSize } from './ledger/fault-ledger.ts';
import { startFaultWorld, type FaultWorld } from './ledger/fault-world.ts';

/**
 * The fault ledger at CI size (`npm run bench -- faults` runs it at full size: 1,000 events of every
 * kind, 60 s outages). Each fault in turn, with the worker running and the API probed: nothing lost,
 * nothing duplicated, no 500 to a user, the API ready again within 10 s of its dependency; where
 * Redis is replaced by an empty instance, the lost jobs came back through the outbox sweeper.
 */
const SIZE: LedgerSize = { perKind: 20, outageMs: 3_000, slackRetryAfterSeconds: 1, drainTimeoutMs: 60_000 };

describe('fault ledger (CI size)', () => {
  let world: FaultWorld;
  const rows: LedgerRow[] = [];

  beforeAll(async () => {
    // The sweeper on a short leash, so the rows where Redis forgets drain in a second, not 90 s.
    world = await startFaultWorld({ jobBackoffMs: 200, jobLockMs: 2_000, sweep: { intervalMs: 250, graceMs: 500 } });
    await world.startWorker();
  }, 120_000);
  afterAll(async () => {
    if (rows.length > 0) console.log(`fault ledger (CI size, ${SIZE.perKind} events of each kind per fault)\n${ledgerTable(rows)}`);
    await world?.close();
  });

  it.each(FAULTS.map((fault, index) => [fault.name, fault, index] as const))(
    '%s: lost 0, duplicated 0, no 500, ready again within 10 s',
    async (_name, fault, index) => {
      const row = await runFault(world, fault, index, SIZE);
      rows.push(row);
      expect({ lost: row.lost, duplicated: row.duplicated, byKind: row.byKind }).toMatchObject({ lost: 0, duplicated: 0 });
      if (fault.mustReRelay) expect(row.reRelayed).toBeGreaterThan(0);
      expect(row.probe.serverErrors).toEqual([]);
      expect(row.probe.backAfterMs).toBeDefined();
      expect(row.probe.backAfterMs!).toBeLessThanOrEqual(10_000);
    },
    180_000,
  );
});
