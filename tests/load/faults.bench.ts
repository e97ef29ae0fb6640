import { processEnvironment } from '../../src/config.ts';
import { FAULTS, ledgerTable, runFault, type LedgerRow, type LedgerSize } from '../faults/ledger/fault-ledger.ts';
import { startFaultWorld } from '../faults/ledger/fault-world.ts';
import type { BenchContext } from './support/run-benches.ts';

/**
 * `npm run bench -- faults`: the fault ledger at full size (docs/benchmarks.md, 'Fault ledger'):
 * 1,000 events of every kind in flight (BENCH_FAULT_EVENTS), each outage 60 s
 * (BENCH_FAULT_OUTAGE_SECONDS; also the age of the restored Redis snapshot), production job and
 * sweeper settings (backoff 2 s, lock 30 s; sweep every 30 s, grace 60 s), BENCH_FAULTS to run only
 * some (e.g. `BENCH_FAULTS=empty,snapshot`). The world has its
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
  // BENCH_FAULTS: run only the faults whose names contain one of these comma-separated words.
  const only = (env.BENCH_FAULTS ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  // The outbox sweeper at its production settings (30 s interval, 60 s grace): the drain where
  // Redis forgets includes them.
  const world = await startFaultWorld({ jobBackoffMs: 2_000, jobLockMs: 30_000 });
  const rows: LedgerRow[] = [];
  try {
    await world.startWorker();
    for (const [index, fault] of FAULTS.entries()) {
      if (only.length > 0 && !only.some((part) => fault.name.toLowerCase().includes(part))) continue;
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
