import { processEnvironment } from '../../src/config.ts';
import { FAULTS, ledgerTable, runFault, type LedgerRow, type LedgerSize } from '../faults/ledger/fault-ledger.ts';
import { startFaultWorld } from '../faults/ledger/fault-world.ts';
import type { BenchContext } from './support/run-benches.ts';

/**
 * `npm run bench -- faults`: the fault ledger at full size (docs/benchmarks.md, 'Fault ledger'):
 * 1,000 events of every kind in flight (BENCH_FAULT_EVENTS), each outage 60 s
 * (BENCH_FAULT_OUTAGE_SECONDS), production job settings (backoff 2 s, lock 30 s). The world has its
 * own PostgreSQL and Redis (they are killed), so the shared services are not used.
 */
export async function benchFaults(context: BenchContext): Promise<void> {
  const env = processEnvironment();
  const size: LedgerSize = {
    perKind: Number(env.BENCH_FAULT_EVENTS ?? 1000),
    outageMs: Number(env.BENCH_FAULT_OUTAGE_SECONDS ?? 60) * 1000,
    slackRetryAfterSeconds: 5,
    drainTimeoutMs: 600_000,
  };
  const world = await startFaultWorld({ jobBackoffMs: 2_000, jobLockMs: 30_000 });
  const rows: LedgerRow[] = [];
  try {
    await world.startWorker();
    for (const [index, fault] of FAULTS.entries()) {
      console.error(`fault: ${fault.name}`);
      rows.push(await runFault(world, fault, index, size));
    }
  } finally {
    await world.close();
  }
  context.say(`### Fault ledger: ${size.perKind} events of each kind per fault, outages ${size.outageMs / 1000} s`);
  context.say();
  context.say(ledgerTable(rows));
  for (const row of rows) {
    if (row.probe.serverErrors.length > 0) context.say(`- ${row.fault}: ${row.probe.serverErrors.length} answers 5xx other than 503`);
  }
}
