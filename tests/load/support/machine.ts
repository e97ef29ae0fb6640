import os from 'node:os';

/** The machine a figure was measured on, for the line printed above every table. */
export function describeMachine(): string {
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${memory} GiB RAM, Node ${process.version}`;
}

/** The 1, 5 and 15-minute load averages: the machine is shared, so every table says how busy it was. */
export function describeLoad(): string {
  return os.loadavg().map((value) => value.toFixed(2)).join(' / ');
}
