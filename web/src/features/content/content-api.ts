import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminCommentList,
  AdminPostList,
  Article,
  CategoryList,
  ChangeCommentStatus,
  ImageUploaded,
  PostPage,
  PublicCommentList,
} from '@contracts/content/contracts/content.contract.ts';
import type { EditPost, PostCommentInput, SubmitArticleInput } from '@contracts/content/contracts/content-form.contract.ts';
import type { PostStatus } from '@contracts/content/contracts/post-status.contract.ts';
import { apiFetch } from '../../api/api-client.ts';
import type { HubSearch } from './hub-search.ts';

/** Query keys of the content hub and its admin tab (the web's key style: docs/architecture.md, Web app). */
export const contentKeys = {
  all: ['content'] as const,
  categories: () => ['content', 'categories'] as const,
  posts: () => ['content', 'posts'] as const,
  postPage: (search: HubSearch) => ['content', 'posts', search.search ?? '', search.category ?? '', search.page ?? 1] as const,
  article: (slug: string) => ['content', 'article', slug] as const,
  comments: (slug: string) => ['content', 'comments', slug] as const,
  admin: () => ['content', 'admin'] as const,
  adminPosts: () => ['content', 'admin', 'posts'] as const,
  adminComments: () => ['content', 'admin', 'comments'] as const,
};

/** The categories rarely change: one fetch per visit serves the filter and the submit form. */
export function useCategories() {
  return useQuery({
    queryKey: contentKeys.categories(),
    queryFn: ({ signal }) => apiFetch<CategoryList>('/api/content/categories', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function usePostPage(search: HubSearch) {
  return useQuery({
    queryKey: contentKeys.postPage(search),
    queryFn: ({ signal }) =>
      apiFetch<PostPage>('/api/content/posts', { signal, query: { search: search.search, category: search.category, page: search.page } }),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(slug: string) {
  return useQuery({
    queryKey: contentKeys.article(slug),
    queryFn: ({ signal }) => apiFetch<Article>(`/api/content/posts/${encodeURIComponent(slug)}`, { signal }),
    // A 404 is an answer ('Article Not Found'), not a blip worth retrying.
    retry: false,
  });
}

export function useArticleComments(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.comments(slug),
    queryFn: ({ signal }) => apiFetch<PublicCommentList>(`/api/content/posts/${encodeURIComponent(slug)}/comments`, { signal }),
    enabled,
  });
}

export function postComment(slug: string, comment: PostCommentInput): Promise<{ message: string }> {
  return apiFetch(`/api/content/posts/${encodeURIComponent(slug)}/comments`, { method: 'POST', body: comment });
}

export function submitArticle(article: SubmitArticleInput): Promise<{ message: string }> {
  return apiFetch('/api/content/submissions', { method: 'POST', body: article });
}

/** The featured image, uploaded as soon as it is chosen; the answer's url goes into the submission. */
export function uploadImage(file: File): Promise<ImageUploaded> {
  const form = new FormData();
  form.set('image', file, file.name);
  return apiFetch<ImageUploaded>('/api/content/images', { method: 'POST', body: form });
}

export function useAdminPosts() {
  return useQuery({
    queryKey: contentKeys.adminPosts(),
    queryFn: ({ signal }) => apiFetch<AdminPostList>('/api/admin/content/posts', { signal }),
    staleTime: 0,
  });
}

export function useAdminComments() {
  return useQuery({
    queryKey: contentKeys.adminComments(),
    queryFn: ({ signal }) => apiFetch<AdminCommentList>('/api/admin/content/comments', { signal, query: { status: 'pending' } }),
    staleTime: 0,
  });
}

export function changePostStatus(id: string, status: PostStatus): Promise<unknown> {
  return apiFetch(`/api/admin/content/posts/${id}/status`, { method: 'PATCH', body: { status } });
}

export function editPost(id: string, edit: EditPost): Promise<unknown> {
  return apiFetch(`/api/admin/content/posts/${id}`, { method: 'PATCH', body: edit });
}

export function deletePost(id: string): Promise<unknown> {
  return apiFetch(`/api/admin/content/posts/${id}`, { method: 'DELETE' });
}

export function changeCommentStatus(id: string, status: ChangeCommentStatus['status']): Promise<unknown> {
  return apiFetch(`/api/admin/content/comments/${id}/status`, { method: 'PATCH', body: { status } });
}

export function deleteComment(id: string): Promise<unknown> {
  return apiFetch(`/api/admin/content/comments/${id}`, { method: 'DELETE' });
}
