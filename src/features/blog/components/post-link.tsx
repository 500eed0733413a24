import { Link } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { postAddress } from '../route/address';
import type { PostCard } from '@/offline/cached-post';

export interface PostLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  post: Pick<PostCard, 'id' | 'slug' | 'slugStored' | 'language'>;
}

/**
 * A link to a post's one address, in the post's own language whatever the
 * page's (docs/architecture.md, "A bilingual blog"); the router encodes Hindi slugs.
 */
export const PostLink = forwardRef<HTMLAnchorElement, PostLinkProps>(function PostLink({ post, ...rest }, ref) {
  const { idOrSlug, slug } = postAddress(post);
  const params = { lang: post.language === 'hi' ? 'hi' : undefined, idOrSlug, ...(slug === undefined ? {} : { slug }) };
  return (
    <Link
      ref={ref}
      to={slug === undefined ? '/{-$lang}/blog/$idOrSlug' : '/{-$lang}/blog/$idOrSlug/$slug'}
      params={params}
      {...rest}
    />
  );
});
