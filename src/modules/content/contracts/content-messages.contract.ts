/**
 * Every user-facing text of the content hub (spec part 2 sections 2, 8 and 9). The server answers
 * with them and the web shows them, so each lives here once. Texts marked "ours" are not in the
 * spec and are written in its voice.
 */

/** /content (spec part 2 section 2, Content hub list). */
export const hubMessages = {
  title: 'HR Insights & Content Hub',
  /** ours */
  intro: 'Practical writing on talent, people operations and fractional leadership, from the leaders in our network.',
  submitArticle: 'Submit Your Article',
  joinCommunity: 'Join Our Community',
  /** ours */
  searchPlaceholder: 'Search articles...',
  /** ours */
  searchLabel: 'Search articles',
  allCategories: 'All Categories',
  /** ours */
  categoryLabel: 'Category',
  noArticles: 'No articles found',
  /** ours */
  total: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`,
  /** ours */
  readMore: 'Read article',
  /** ours */
  previousPage: 'Previous',
  /** ours */
  nextPage: 'Next',
  /** ours */
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** ours */
  loadFailed: 'Failed to load articles. Please try again.',
} as const;

/** /content/{slug} (spec part 2 sections 2 and 8). */
export const articleMessages = {
  notFoundTitle: 'Article Not Found',
  /** the toast/API message for a missing article (section 8) */
  notFound: 'Article not found',
  /** ours */
  notFoundDescription: 'The article you are looking for does not exist or is no longer published.',
  /** ours */
  backToHub: 'Back to Content Hub',
  /** ours */
  aboutAuthor: 'About the author',
  /** ours */
  comments: (count: number) => `Comments (${count})`,
  leaveComment: 'Leave a Comment',
  /** ours */
  commentLabel: 'Comment',
  /** ours */
  nameLabel: 'Name',
  /** ours */
  emailLabel: 'Email',
  emailHint: 'will not be published',
  /** ours */
  postComment: 'Post Comment',
  /** ours */
  posting: 'Posting...',
  commentSubmittedTitle: 'Comment submitted',
  commentSubmittedDescription: 'Your comment is pending moderation and will appear once approved.',
  commentFailed: 'Failed to submit comment',
  /** ours */
  noComments: 'No comments yet. Be the first to share your thoughts.',
  /** ours: how a signed-in commenter is named (section 6: 'User' + the first 8 characters of the id). */
  signedInCommenter: (userId: string) => `User ${userId.slice(0, 8)}`,
  /** ours */
  commentingAs: (label: string) => `Commenting as ${label}`,
  /** ours: the comment form's code did not arrive (it loads after the article, issue 32 item 4). */
  commentFormUnavailable: 'The comment form could not be loaded. Reload the page to leave a comment.',
} as const;

/** /content/submit (spec part 2 sections 2, 5 and 8). */
export const submitMessages = {
  /** ours */
  title: 'Submit Your Article',
  /** ours */
  intro: 'Share your expertise with the TalentLeaders community. Our editors review every submission before it is published.',
  sectionArticle: 'Article Information',
  sectionAuthor: 'Author Information',
  sectionContent: 'Article Content',
  sectionSeo: 'SEO Settings',
  /** ours */
  seoOptional: 'Optional: defaults to the title and summary.',
  /** ours */
  titleLabel: 'Title',
  /** ours */
  excerptLabel: 'Brief Summary',
  /** ours */
  excerptHint: '150-200 characters recommended',
  /** ours */
  categoryLabel: 'Category',
  /** ours */
  categoryPlaceholder: 'Select a category',
  /** ours */
  tagsLabel: 'Tags',
  /** ours */
  tagsHint: 'Comma separated, e.g. hiring, onboarding, culture',
  /** ours */
  imageLabel: 'Featured Image',
  /** ours */
  imageHint: 'JPEG, PNG or WebP, up to 5 MB',
  /** ours */
  authorNameLabel: 'Author Name',
  /** ours */
  authorBioLabel: 'Author Bio',
  /** ours */
  authorEmailLabel: 'Author Email (optional)',
  /** ours */
  authorEmailHint: 'We will tell you when your article is published. It will not be published.',
  /** ours */
  contentLabel: 'Content',
  /** ours */
  contentHint: 'Plain text; leave a blank line between paragraphs.',
  /** ours */
  metaTitleLabel: 'Meta Title',
  /** ours */
  metaDescriptionLabel: 'Meta Description',
  /** ours */
  submit: 'Submit Article',
  /** ours */
  submitting: 'Submitting...',
  successTitle: 'Article Submitted!',
  successToast: 'Article submitted successfully! Your article is now under review.',
  browseContent: 'Browse Content',
  submitAnother: 'Submit Another',
  failed: 'Failed to submit article. Please try again.',
} as const;

/** Field messages of the submission and comment forms (section 5; the wording is ours). */
export const contentFieldMessages = {
  titleRequired: 'Please enter a title.',
  excerptRequired: 'Please enter a brief summary.',
  authorNameRequired: 'Please enter the author name.',
  authorBioRequired: 'Please enter the author bio.',
  contentRequired: 'Please enter the article content.',
  commentNameRequired: 'Please enter your name.',
  commentEmailInvalid: 'Please enter a valid email address.',
  tooLong: 'This value is too long.',
  tooManyTags: 'Please use at most 10 tags.',
  /** the featured image (design: JPEG, PNG or WebP up to 5 MB, checked by its bytes) */
  imageType: 'The image must be a JPEG, PNG or WebP file.',
  imageTooLarge: 'The image must be 5 MB or smaller.',
  unknownCategory: 'Please choose a category from the list.',
} as const;

/** The admin's Content Management tab (spec part 2 sections 2 and 8). */
export const contentAdminMessages = {
  /** ours */
  tabPosts: 'Posts',
  /** ours */
  tabComments: 'Comments',
  statPending: 'Pending',
  statPublished: 'Published',
  noPosts: 'No content posts found',
  loadFailed: 'Failed to load content posts',
  view: 'View',
  edit: 'Edit',
  approve: 'Approve',
  reject: 'Reject',
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  /** ours */
  editTitle: 'Edit Post',
  /** ours */
  deleteConfirmTitle: 'Delete this post?',
  /** ours */
  deleteConfirmDescription: (title: string) => `"${title}" and its comments will be deleted. This cannot be undone.`,
  statusChanged: (status: string) => `Post ${status} successfully`,
  statusFailed: 'Failed to update post status',
  updated: 'Post updated successfully',
  updateFailed: 'Failed to update post',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
  /** ours: an illegal transition (the server's 409) */
  illegalTransition: (from: string, to: string) => `A ${from} post cannot become ${to}.`,
  /** ours */
  postNotFound: 'Content post not found.',
  /** ours: the comments queue (issue 12 item 6, beyond the spec) */
  noPendingComments: 'No comments waiting for moderation',
  commentsLoadFailed: 'Failed to load comments',
  commentApproved: 'Comment approved',
  commentRejected: 'Comment rejected',
  commentDeleted: 'Comment deleted',
  commentActionFailed: 'Failed to update comment',
  commentNotFound: 'Comment not found.',
  onArticle: (title: string) => `on "${title}"`,
} as const;

/** The e-mails of the content jobs (ours). */
export const contentEmailMessages = {
  submittedSubject: (title: string) => `New article submitted: ${title}`,
  publishedSubject: (title: string) => `Your article is published: ${title}`,
} as const;
