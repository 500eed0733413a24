import { Badge, Button, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
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

  return (
    <article className={classes.card}>
      {/* The title and Read More are the links for keyboards and screen readers; the image is a larger target for touch. */}
      <PostLink post={post} className={classes.media} tabIndex={-1} aria-hidden>
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
      </PostLink>
      <div className={classes.body}>
        <div>
          <Badge variant="light" color="saffron" c="saffron.9" radius="sm" size="sm">
            {categoryLabel(post.category)}
          </Badge>
        </div>
        <Title order={headingOrder} className={classes.title} lang={post.language}>
          <PostLink post={post}>{post.title}</PostLink>
        </Title>
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
        <div className={classes.footer}>
          <Button
            component={PostLink}
            post={post}
            fullWidth
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {/* The title is in the link's text, not only in an aria-label: search engines read
                'Read More' alone as a link that says nothing (Lighthouse SEO 'link-text'). The
                visible words are hidden from screen readers, which read the whole label once. */}
            <span aria-hidden>{t('blog.card.readMore')}</span>
            <VisuallyHidden>
              {t('blog.card.readMore')}: <span lang={post.language}>{post.title}</span>
            </VisuallyHidden>
          </Button>
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
