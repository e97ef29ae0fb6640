import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsDeclarations } from '../../../src/insights.ts';
import { INSIGHT_METRICS, type InsightsDeclaration } from '../../../src/platform/insights/insights.ts';
import { createSignedInUser, stepUp } from '../../factories/users.factory.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

/**
 * Decision 050: insights are one small contract every module implements beside its routes
 * (`src/modules/<module>/insights.ts`) and the composition root lists (`src/insights.ts`). This
 * fails when a module has no declaration or is left out of the list, when a metric the schema
 * counts is declared by no module (or by two), when an event-counted metric has no trigger, when
 * a declaration says nothing without saying why, or when a Marketplace table has no CSV.
 */

const MODULES_DIR = resolve(import.meta.dirname, '../../../src/modules');
const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('every module declares its insights', () => {
  it.each(modules)('%s has src/modules/%s/insights.ts, exported by its facade and listed in src/insights.ts', async (module) => {
    const file = resolve(MODULES_DIR, module, 'insights.ts');
    expect(existsSync(file), `src/modules/${module}/insights.ts`).toBe(true);
    const declared = Object.values(await import(file)).filter((value): value is InsightsDeclaration => typeof value === 'object' && value !== null && 'metrics' in value);
    expect(declared.length, `the declaration exported by src/modules/${module}/insights.ts`).toBe(1);
    const facade: Record<string, unknown> = await import(resolve(MODULES_DIR, module, 'index.ts'));
    expect(Object.values(facade), `src/modules/${module}/index.ts exports its insights declaration`).toContain(declared[0]);
    expect(insightsDeclarations, `src/insights.ts lists ${module}'s declaration`).toContain(declared[0]);
  });

  it('says why, where a module counts nothing and reports nothing', () => {
    for (const declaration of insightsDeclarations) {
      const empty = Object.keys(declaration.metrics).length === 0 && declaration.reports.length === 0 && !declaration.suggest;
      expect(Boolean(declaration.nothingBecause?.trim()), `${declaration.module}: nothingBecause`).toBe(empty);
    }
  });
});

describe('every metric is declared once and counted', () => {
  it('declares each metric the schema counts by exactly one module, and no other', async () => {
    const declared = insightsDeclarations.flatMap((declaration) => Object.keys(declaration.metrics));
    expect([...declared].sort()).toEqual([...INSIGHT_METRICS].sort());
    const [check] = await t.orm.em.fork().execute<{ definition: string }[]>(
      `SELECT pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid
        WHERE r.relname = 'insights_executive_days' AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%metric%'`,
    );
    const inSchema = [...check!.definition.matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(inSchema.sort()).toEqual([...INSIGHT_METRICS].sort());
  });

  it('counts an event-counted metric with a trigger on the outbox for that event', async () => {
    const triggers = await t.orm.em.fork().execute<{ definition: string }[]>(
      `SELECT pg_get_triggerdef(tg.oid) AS definition FROM pg_trigger tg JOIN pg_class r ON r.oid = tg.tgrelid WHERE r.relname = 'outbox' AND NOT tg.tgisinternal`,
    );
    for (const declaration of insightsDeclarations) {
      for (const [metric, { countedFrom }] of Object.entries(declaration.metrics)) {
        if (typeof countedFrom !== 'object') continue;
        expect(
          triggers.some(({ definition }) => definition.includes(`'${countedFrom.event}'::text`)),
          `${declaration.module}: ${metric} is counted from ${countedFrom.event} by a trigger`,
        ).toBe(true);
      }
    }
  });
});

describe('every Marketplace table', () => {
  const reports = insightsDeclarations.flatMap((declaration) => declaration.reports.map((report) => ({ module: declaration.module, report })));

  it('has a unique kebab-case id and columns with words', () => {
    expect(new Set(reports.map(({ report }) => report.id)).size).toBe(reports.length);
    for (const { report } of reports) {
      expect(report.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(report.columns.length).toBeGreaterThan(0);
      for (const column of report.columns) expect(column.label.trim()).not.toBe('');
    }
  });

  it.each(reports.map(({ module, report }) => [module, report.id] as const))('%s: %s is on the tab and has a CSV export behind step-up', async (_module, id) => {
    const admin = await createSignedInUser(t.app, 'super-admin');
    const tab = await t.app.inject({ method: 'GET', url: '/api/admin/marketplace?period=90', headers: admin.headers });
    expect(tab.statusCode).toBe(200);
    expect(tab.json().reports.map((report: { id: string }) => report.id)).toContain(id);
    const refused = await t.app.inject({ method: 'GET', url: `/api/admin/marketplace/${id}/export?period=90`, headers: admin.headers });
    expect(refused.statusCode, 'an export asks for a fresh second factor').toBe(403);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/marketplace/${id}/export?period=90`, headers: (await stepUp(t.app, admin)).headers });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const { report } = reports.find((entry) => entry.report.id === id)!;
    expect(csv.body.split('\r\n')[0]!.replace(/^\uFEFF/, '')).toBe(report.columns.map((column) => (/[",]/.test(column.label) ? `"${column.label}"` : column.label)).join(','));
  });

  it('answers an unknown table with a 404 problem', async () => {
    const admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/marketplace/nothing-here/export', headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
