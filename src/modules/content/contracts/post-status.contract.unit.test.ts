import { describe, expect, it } from 'vitest';
import { actionsFor, canTransition, isAwaitingReview, POST_ACTION_TARGET, POST_STATUS_BADGE, POST_STATUSES, type PostStatus } from './post-status.contract.ts';

/** Spec part 2 section 4, written out: every legal move; everything else is illegal. */
const LEGAL: [PostStatus, PostStatus][] = [
  ['pending', 'published'],
  ['submitted', 'published'],
  ['pending', 'rejected'],
  ['submitted', 'rejected'],
  ['draft', 'published'],
  ['published', 'draft'],
];

const ALL_PAIRS = POST_STATUSES.flatMap((from) => POST_STATUSES.map((to) => [from, to] as [PostStatus, PostStatus]));
const isLegal = ([from, to]: [PostStatus, PostStatus]) => LEGAL.some(([f, t]) => f === from && t === to);

describe('canTransition: the post state machine', () => {
  it.each(LEGAL)('%s → %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(ALL_PAIRS.filter((pair) => !isLegal(pair)))('%s → %s is refused', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('covers all 25 pairs: 6 legal, 19 illegal', () => {
    expect(ALL_PAIRS).toHaveLength(25);
    expect(ALL_PAIRS.filter((pair) => canTransition(...pair))).toHaveLength(6);
  });
});

describe('actionsFor', () => {
  it.each<[PostStatus, string[]]>([
    ['pending', ['approve', 'reject']],
    ['submitted', ['approve', 'reject']],
    ['draft', ['publish']],
    ['published', ['unpublish']],
    ['rejected', []],
  ])('%s offers %j, each a legal move', (status, actions) => {
    expect(actionsFor(status)).toEqual(actions);
    for (const action of actionsFor(status)) expect(canTransition(status, POST_ACTION_TARGET[action])).toBe(true);
  });
});

describe('badges and the Pending count', () => {
  it('follows section 4', () => {
    expect(POST_STATUS_BADGE).toEqual({ draft: 'secondary', pending: 'outline', submitted: 'outline', published: 'default', rejected: 'destructive' });
    expect(POST_STATUSES.filter(isAwaitingReview)).toEqual(['pending', 'submitted']);
  });
});
