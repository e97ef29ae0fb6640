import pg from 'pg';

/**
 * Every statement the process sends to PostgreSQL while `work` runs, as the driver sees it,
 * except the directory version channel's own heartbeat (its listening connection, decision 024).
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: { connectionParameters?: { application_name?: string } }, ...args: unknown[]) {
    const first = args[0];
    if (!this.connectionParameters?.application_name?.startsWith('watch ')) {
      sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return sent;
}
