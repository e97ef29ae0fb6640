import type { EntityManager } from '../../../../platform/db/orm.ts';
import { CONTENT_PAGE_SIZE, type PostPage } from '../../contracts/content.contract.ts';
import { NEWEST_PUBLISHED_FIRST, POST_CARD_COLUMNS, toPostCard, type PostCardRow } from '../../domain/post-card-row.ts';

export type PostListQuery = { search?: string | undefined; category?: string | undefined; page: number };

/**
 * One page of the hub (spec part 2 call 15): published posts only, optionally in one category
 * (by slug) and matching a search. The search is PostgreSQL's full text over the generated
 * `search` column (title and tags, excerpt, content, weighted A/B/C), parsed by
 * websearch_to_tsquery (words, "quoted phrases", -exclusions, or; never a syntax error), ranked by
 * ts_rank, then newest published first. A search of stop words only ("the") filters nothing.
 */
export async function listPublishedPosts(em: EntityManager, query: PostListQuery): Promise<PostPage> {
  const search = query.search?.trim() ?? '';
  const conditions = [`p.status = 'published'`];
  const params: unknown[] = [search];
  if (query.category) {
    conditions.push('c.slug = ?');
    params.push(query.category);
  }
  if (search) conditions.push('(numnode(q.query) = 0 OR p.search @@ q.query)');
  const from = `FROM content_posts p
    LEFT JOIN post_categories c ON c.id = p.category_id
    CROSS JOIN (SELECT websearch_to_tsquery('english', ?) AS query) q
   WHERE ${conditions.join(' AND ')}`;
  const order = search ? `ts_rank(p.search, q.query) DESC, ${NEWEST_PUBLISHED_FIRST}` : NEWEST_PUBLISHED_FIRST;
  const offset = (query.page - 1) * CONTENT_PAGE_SIZE;
  const [rows, [count]] = await Promise.all([
    em.execute<PostCardRow[]>(`SELECT ${POST_CARD_COLUMNS} ${from} ORDER BY ${order} LIMIT ? OFFSET ?`, [...params, CONTENT_PAGE_SIZE, offset]),
    em.execute<{ total: string }[]>(`SELECT count(*) AS total ${from}`, params),
  ]);
  return { posts: rows.map(toPostCard), total: Number(count?.total ?? 0), page: query.page, pageSize: CONTENT_PAGE_SIZE };
}
