import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { CategoryList } from '../../contracts/content.contract.ts';

/** Every category, by name (spec part 2 call 16): the hub's filter and the submission form's select. */
export async function listCategories(em: EntityManager): Promise<CategoryList> {
  const categories = await em.execute<{ id: string; name: string; slug: string }[]>('SELECT id, name, slug FROM post_categories ORDER BY name');
  return { categories };
}
