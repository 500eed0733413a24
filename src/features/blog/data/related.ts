/**
 * Which other posts go with a post (docs/architecture.md, "A bilingual blog"):
 * its translation, and the related posts shown under it. Pure: the build,
 * the network answer and the device's copy all pick the same way.
 */
import { BLOG_RELATED_COUNT } from '@/business/config';
import type { Post } from '@/offline/cached-post';

type Linked = Pick<Post, 'id' | 'language' | 'translation_of'>;

/** Whether `a` and `b` are a post and its translation (either way round). */
export const isTranslationPair = (a: Linked, b: Linked): boolean =>
  a.id !== b.id && a.language !== b.language && (a.translation_of === b.id || b.translation_of === a.id);

/** The post's translation among `posts`, if it is there. */
export function translationIn<P extends Linked>(post: Linked, posts: readonly P[]): P | undefined {
  return posts.find((other) => isTranslationPair(post, other));
}

/**
 * Up to BLOG_RELATED_COUNT other posts of the post's category,
 * newest first, those in the post's own language before the others, and
 * never the same article twice: not the post's own translation, nor the
 * translation of a post already chosen. `candidates` are newest first.
 */
export function relatedTo<P extends Linked & Pick<Post, 'category'>>(
  post: Linked & Pick<Post, 'category'>,
  candidates: readonly P[],
): P[] {
  const others = candidates.filter(
    (other) => other.id !== post.id && other.category === post.category && !isTranslationPair(post, other),
  );
  const chosen: P[] = [];
  for (const other of [
    ...others.filter((candidate) => candidate.language === post.language),
    ...others.filter((candidate) => candidate.language !== post.language),
  ]) {
    if (chosen.length === BLOG_RELATED_COUNT) break;
    if (!chosen.some((one) => isTranslationPair(one, other))) chosen.push(other);
  }
  return chosen;
}
