import { IconArrowRight, IconClock, IconScale, IconUser } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { BLOG_CARD_TAGS } from '@/business/config';
import { CARD_IMAGE_SIZES, coverImage, sameCard } from '../data/derive';
import { useBlogT, useCategoryLabel } from '../messages';
import type { PostCard as Card } from '@/offline/cached-post';
import { AuthorName } from './author-name';
import { PostLink } from './post-link';
import classes from './post-card.module.css';

export interface PostCardProps {
  post: Card;
  /** Heading level of the title under the page's headings. */
  headingOrder?: 2 | 3;
  /** Cards in the first row load their image at once. */
  priority?: boolean;
}

/**
 * A post in the list: image, category badge, title, excerpt, up to
 * 3 tags, author or 'Unknown Author', '{n} min read' or 'N/A', Read More.
 */
function PostCardView({ post, headingOrder = 2, priority = false }: PostCardProps) {
  const t = useBlogT();
  const categoryLabel = useCategoryLabel();
  const image = coverImage(post);
  // Offline, a cover that was never saved fails to load: show the placeholder instead.
  const [broken, setBroken] = useState(false);
  const tags = post.tags.slice(0, BLOG_CARD_TAGS);

  const Heading = headingOrder === 3 ? 'h3' : 'h2';

  // One link per card, the title's, stretched over the whole card (its ::after): a tap
  // on the picture or on Read More goes through it. Plain elements, not Mantine's: the
  // cards are what /blog hydrates, and each component and link is work for a phone's
  // main thread (docs/performance.md, "The blog list's main thread").
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        {image && !broken ? (
          <img
            className={classes.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? CARD_IMAGE_SIZES : undefined}
            width={480}
            height={300}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className={classes.placeholder}>
            <IconScale size={48} stroke={1.3} aria-hidden />
          </span>
        )}
      </div>
      <div className={classes.body}>
        <div>
          <span className={classes.category}>{categoryLabel(post.category)}</span>
        </div>
        <Heading className={classes.title} lang={post.language}>
          <PostLink post={post} className={classes.link}>
            {post.title}
          </PostLink>
        </Heading>
        <p className={classes.excerpt} lang={post.language}>
          {post.excerpt}
        </p>
        {tags.length > 0 && (
          <ul className={classes.tags} aria-label={t('blog.card.tags')} lang={post.language}>
            {tags.map((tag) => (
              <li key={tag} className={classes.tag}>
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className={classes.meta}>
          <span className={classes.metaItem}>
            <IconUser size={15} aria-hidden />
            <AuthorName author={post.author} />
          </span>
          <span className={classes.metaItem}>
            <IconClock size={15} aria-hidden />
            {post.reading_time ? t('blog.card.readingTime', { n: post.reading_time }) : t('blog.card.noReadingTime')}
          </span>
        </div>
        {/* Looks like a button and opens the article through the title's link; a screen
            reader has that link already, so it is not read twice. */}
        <div className={classes.footer} aria-hidden>
          <span className={classes.readMore}>
            {t('blog.card.readMore')}
            <IconArrowRight size={16} />
          </span>
        </div>
      </div>
    </article>
  );
}

/**
 * Memoised by what it shows: when the browser's read of the list replaces the
 * prerendered one, the cards it repeats are not rendered again, and a phone's
 * main thread is spared a render and commit of the whole grid.
 */
export const PostCard = memo(
  PostCardView,
  (before, after) =>
    before.headingOrder === after.headingOrder &&
    before.priority === after.priority &&
    sameCard(before.post, after.post),
);
