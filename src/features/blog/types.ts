/** A blog post as the pages use it (defined with its IndexedDB shape, src/offline/cached-post.ts). */
export type { Post } from '../../offline/cached-post';
