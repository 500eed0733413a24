import { Link } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useLang } from '../../../ui/use-lang';
import { postAddress } from '../route/address';
import type { Post } from '../../../offline/cached-post';

export interface PostLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  post: Pick<Post, 'id' | 'slug' | 'slugStored'>;
}

/** A link to a post's canonical address in the page's language (the router encodes Hindi slugs). */
export const PostLink = forwardRef<HTMLAnchorElement, PostLinkProps>(function PostLink({ post, ...rest }, ref) {
  const lang = useLang();
  const { idOrSlug, slug } = postAddress(post);
  const params = { lang: lang === 'hi' ? 'hi' : undefined, idOrSlug, ...(slug === undefined ? {} : { slug }) };
  return (
    <Link
      ref={ref}
      to={slug === undefined ? '/{-$lang}/blog/$idOrSlug' : '/{-$lang}/blog/$idOrSlug/$slug'}
      params={params}
      {...rest}
    />
  );
});
