import { AppError, ConflictError, NotFoundError, ValidationError } from '../../../platform/errors.ts';
import { articleMessages, contentAdminMessages, contentFieldMessages } from '../contracts/content-messages.contract.ts';
import type { PostStatus } from '../contracts/post-status.contract.ts';

/** A slug that is unknown or not published: the public cannot tell the two apart. */
export class ArticleNotFoundError extends NotFoundError {
  constructor() {
    super(articleMessages.notFound, 'article_not_found');
  }
}

/** The admin's routes: no post with that id. */
export class PostNotFoundError extends NotFoundError {
  constructor() {
    super(contentAdminMessages.postNotFound, 'post_not_found');
  }
}

export class CommentNotFoundError extends NotFoundError {
  constructor() {
    super(contentAdminMessages.commentNotFound, 'comment_not_found');
  }
}

/** A move the state machine of section 4 does not allow (409). */
export class IllegalPostTransitionError extends ConflictError {
  constructor(from: PostStatus, to: PostStatus) {
    super(contentAdminMessages.illegalTransition(from, to), 'illegal_transition');
  }
}

export class UnknownCategoryError extends ValidationError {
  constructor() {
    super(contentFieldMessages.unknownCategory, { categoryId: [contentFieldMessages.unknownCategory] });
  }
}

/** Anything that is not a JPEG, PNG or WebP by its bytes, or that the decoder refuses. */
export class ImageTypeError extends ValidationError {
  constructor() {
    super(contentFieldMessages.imageType, { image: [contentFieldMessages.imageType] }, 'image_type');
  }
}

/** Over MAX_IMAGE_BYTES (5 MB): 413, with the field message the form shows. */
export class ImageTooLargeError extends AppError {
  constructor() {
    super('image_too_large', contentFieldMessages.imageTooLarge, 413, { image: [contentFieldMessages.imageTooLarge] });
  }
}
