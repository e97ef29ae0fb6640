import { describe, expect, it } from 'vitest';
import { isDependencyUnavailable } from './dependency-unavailable.ts';

const withCode = (code: string) => Object.assign(new Error('driver error'), { code });

describe('isDependencyUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01')],
    ['PostgreSQL starting up (57P03)', withCode('57P03')],
    ['connection failure (08006)', withCode('08006')],
    ['the pool losing its connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('Knex: Timeout acquiring a connection. The pool is probably full.')],
    ['ioredis giving up', Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' })],
    ['MikroORM wrapping the driver', Object.assign(new Error('wrapped'), { name: 'DriverException', cause: withCode('ECONNREFUSED') })],
  ])('%s is a dependency outage (503)', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a constraint violation', withCode('23505')],
    ['a syntax error in SQL', withCode('42601')],
    ['not an error', 'boom'],
    ['nothing', undefined],
  ])('%s is not (500)', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});
