import { describe, expect, it } from 'vitest';
import { featuredRoleParam, listHomeRoles, resolveRoleParam } from './roles.ts';

const roles = [
  ['vp-talent', 'VP Talent'],
  ['vp-hr', 'VP Human Resources'],
  ['cpo', 'Chief People Officer'],
  ['chro', 'Chief Human Resources Officer'],
  ['tal-leader', 'Talent Acquisition Leader'],
  ['tal-consultant', 'Talent Acquisition Consultant'],
  ['cldo', 'Chief Learning & Development Officer'],
].map(([slug, label], i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, slug: slug!, label: label! }));

describe('home roles', () => {
  it('offers the six leadership roles in the reference order', () => {
    expect(listHomeRoles(roles).map((r) => r.slug)).toEqual(['vp-talent', 'vp-hr', 'cpo', 'chro', 'tal-leader', 'tal-consultant']);
  });

  it('maps featured card labels, slugs and full labels back to the role', () => {
    expect(featuredRoleParam('VP HR')).toBe('vp hr');
    expect(resolveRoleParam('vp hr', roles)?.slug).toBe('vp-hr');
    expect(resolveRoleParam('talent consultant', roles)?.slug).toBe('tal-consultant');
    expect(resolveRoleParam('cpo', roles)?.slug).toBe('cpo');
    expect(resolveRoleParam('Chief People Officer', roles)?.slug).toBe('cpo');
    expect(resolveRoleParam('astronaut', roles)).toBeUndefined();
    expect(resolveRoleParam('', roles)).toBeUndefined();
  });
});
