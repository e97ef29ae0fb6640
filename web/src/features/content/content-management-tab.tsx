import { useQueryClient } from '@tanstack/react-query';
import { contentAdminMessages as m } from '@contracts/content/contracts/content-messages.contract.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { CommentQueuePanel } from './comment-queue-panel.tsx';
import { contentKeys, useAdminComments } from './content-api.ts';
import { ContentPostsPanel } from './content-posts-panel.tsx';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

/**
 * Content Management (spec part 2 section 2): the posts, and beside them the comments waiting for
 * moderation, whose count shows on their tab so none is forgotten.
 */
export function ContentManagementTab() {
  const queryClient = useQueryClient();
  const comments = useAdminComments();
  const pending = comments.data?.pendingCount ?? 0;
  // Any change may move a public page (the hub, an article, its comments): refresh the whole feature.
  const refresh = () => refreshAfterWrite(queryClient, contentKeys.all);

  return (
    <Tabs defaultValue="posts">
      <TabsList aria-label="Content Management" className="w-fit">
        <TabsTrigger value="posts">{m.tabPosts}</TabsTrigger>
        <TabsTrigger value="comments">
          {m.tabComments}
          {pending > 0 ? (
            <Badge variant="destructive" className="px-2" data-pending-comments={pending}>
              {pending}
              <span className="sr-only"> waiting</span>
            </Badge>
          ) : null}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="posts">
        <ContentPostsPanel onChanged={refresh} />
      </TabsContent>
      <TabsContent value="comments">
        <CommentQueuePanel comments={comments} onChanged={refresh} />
      </TabsContent>
    </Tabs>
  );
}
