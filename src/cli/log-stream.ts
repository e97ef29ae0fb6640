import readline from 'node:readline';
import type { Readable } from 'node:stream';

const COLOURS = { api: 36, worker: 35, web: 32, dev: 33 } as const;
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const HIDDEN_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'v']);

export type ProcessName = keyof typeof COLOURS;

/** `[api]   12:00:01 INFO  message {extra}`: one readable stream for every child of `make dev`. */
export function prefixLine(name: ProcessName, line: string, colour = process.stdout.isTTY): string {
  const tag = `[${name}]`.padEnd(9);
  const label = colour ? `\u001b[${COLOURS[name]}m${tag}\u001b[0m` : tag;
  return `${label}${formatPinoLine(line)}`;
}

export function formatPinoLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '';
    const level = LEVELS[Number(entry.level)] ?? 'INFO ';
    const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !HIDDEN_KEYS.has(key)));
    const rest = Object.keys(extra).length > 0 ? ` ${JSON.stringify(extra)}` : '';
    return `${time} ${level} ${String(entry.msg ?? '')}${rest}`;
  } catch {
    return line;
  }
}

export function pipeWithPrefix(name: ProcessName, stream: Readable | null, write: (line: string) => void): void {
  if (!stream) return;
  readline.createInterface({ input: stream }).on('line', (line) => write(prefixLine(name, line)));
}
