import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../src/audit-trail.ts';
import type { ApiRoute } from '../../../src/platform/auth/register-auth.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

/**
 * Decision 042: every staff action is audited. A route only staff may call (its access names
 * 'super-admin' and/or 'consultant' and nobody else) that changes something (any method but GET),
 * and every CSV export, must be listed in some module's audit declaration (src/modules/<module>/
 * audit.ts, registered in src/audit-trail.ts) with the kinds it writes. The list is read from the
 * routes the app registers, so a new staff route fails here until its module declares it; that each
 * route really writes its row is tested beside its use case (tests/integration/audit/).
 */

const STAFF_ROLES = new Set(['super-admin', 'consultant']);

const isStaffOnly = (route: ApiRoute) => Array.isArray(route.access) && route.access.length > 0 && route.access.every((role) => STAFF_ROLES.has(role));
const isCsvExport = (route: ApiRoute) => route.method === 'GET' && route.url.endsWith('/export');
const mustBeAudited = (route: ApiRoute) => isStaffOnly(route) && (route.method !== 'GET' || isCsvExport(route));
const keyOf = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** Which routes the declarations audit, and with which kinds. */
function auditedRoutes(declarations = auditTrail): Map<string, readonly string[]> {
  return new Map(declarations.flatMap((declaration) => Object.entries(declaration.routes)));
}

function unaudited(routes: readonly ApiRoute[], declarations = auditTrail): string[] {
  const audited = auditedRoutes(declarations);
  return routes.filter(mustBeAudited).map(keyOf).filter((key) => (audited.get(key) ?? []).length === 0);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('every staff action has an audit kind', () => {
  it('lists every staff route that changes something, and every CSV export, in a module audit declaration', () => {
    expect(unaudited(t.app.apiRoutes), 'staff routes no module audits (add them to src/modules/<module>/audit.ts)').toEqual([]);
  });

  it('audits only routes that exist and only staff may call, with kinds the same module declares', () => {
    const registered = new Map(t.app.apiRoutes.map((route) => [keyOf(route), route]));
    const problems: string[] = [];
    for (const declaration of auditTrail) {
      for (const [key, kinds] of Object.entries(declaration.routes)) {
        const route = registered.get(key);
        if (!route) problems.push(`${declaration.module}: ${key} is not a registered route`);
        else if (!isStaffOnly(route)) problems.push(`${declaration.module}: ${key} is not a staff-only route`);
        for (const kind of kinds) if (!(kind in declaration.kinds)) problems.push(`${declaration.module}: ${key} writes undeclared ${kind}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares each kind once, named <thing>.<what-happened>, with words for the Audit tab', () => {
    const kinds = auditTrail.flatMap((declaration) => Object.entries<string>(declaration.kinds));
    const names = kinds.map(([kind]) => kind);
    expect(names.filter((kind, index) => names.indexOf(kind) !== index), 'kinds two modules declare').toEqual([]);
    expect(names.filter((kind) => !/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/.test(kind))).toEqual([]);
    expect(kinds.filter(([, label]) => label.trim().length < 5).map(([kind]) => kind)).toEqual([]);
    // The second factor's changes are declared before their routes exist (issue 31 items 1-3).
    expect(names).toEqual(expect.arrayContaining(['second-factor.enrolled', 'second-factor.removed', 'second-factor.reset', 'passkey.added', 'passkey.removed']));
  });

  it('fails for a new staff route that no module declares', () => {
    const forgotten: ApiRoute[] = [
      ...t.app.apiRoutes,
      { method: 'POST', url: '/api/admin/forgotten-action', access: ['super-admin'], stepUp: false },
      { method: 'DELETE', url: '/api/invitations/:id', access: ['consultant', 'super-admin'], stepUp: false },
      { method: 'GET', url: '/api/admin/forgotten/export', access: ['super-admin'], stepUp: false },
      // Not staff actions: a read, a route clients may call too.
      { method: 'GET', url: '/api/admin/forgotten-list', access: ['super-admin'], stepUp: false },
      { method: 'POST', url: '/api/forgotten-shared', access: ['client', 'super-admin'], stepUp: false },
    ];
    expect(unaudited(forgotten)).toEqual(['POST /api/admin/forgotten-action', 'DELETE /api/invitations/:id', 'GET /api/admin/forgotten/export']);
  });
});
