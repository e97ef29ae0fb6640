import type { ReferenceData, ReferenceOption } from './use-reference-data.ts';

/**
 * Which roles the home page offers, and how a `role` URL value maps back to a role.
 *
 * The home search form offers the first six roles of the reference list (the Talent and HR
 * leadership roles; the three specialist roles are left to the browse filters) and puts the
 * role's slug in the URL (role=vp-talent). The featured-role cards put the lower-cased card label
 * in the URL, as the spec says (role=vp%20talent). /browse accepts both through `resolveRoleParam`.
 */

export const HOME_ROLE_SLUGS = ['vp-talent', 'vp-hr', 'cpo', 'chro', 'tal-leader', 'tal-consultant'] as const;

/** The featured-role cards: the spec's short labels and the role each stands for. */
export const FEATURED_ROLES = [
  { label: 'VP Talent', slug: 'vp-talent' },
  { label: 'VP HR', slug: 'vp-hr' },
  { label: 'CPO', slug: 'cpo' },
  { label: 'CHRO', slug: 'chro' },
  { label: 'Talent Leader', slug: 'tal-leader' },
  { label: 'Talent Consultant', slug: 'tal-consultant' },
] as const;

export function featuredRoleParam(label: string): string {
  return label.toLowerCase();
}

export function listHomeRoles(roles: ReferenceData['roles']): ReferenceOption[] {
  return HOME_ROLE_SLUGS.map((slug) => roles.find((role) => role.slug === slug)).filter(
    (role): role is ReferenceOption => role !== undefined,
  );
}

/** The role a `role` URL value names: a slug, a lower-cased full label, or a featured card label. */
export function resolveRoleParam(value: string | undefined, roles: ReferenceData['roles']): ReferenceOption | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  const featured = FEATURED_ROLES.find((role) => featuredRoleParam(role.label) === wanted);
  const slug = featured?.slug ?? wanted;
  return roles.find((role) => role.slug === slug || role.label.toLowerCase() === wanted);
}
