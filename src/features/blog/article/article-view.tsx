import { Badge, Button, Container, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import { IconArrowLeft, IconCalendar, IconClock, IconUser } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LocalLink } from '@/ui/local-link';
import { COVER_IMAGE_SIZES, coverImage } from '../data/derive';
import { useBlogT, useCategoryLabel } from '../messages';
import { startOfflineWarmup } from '../data/offline-warmup';
import type { Post, PostCard } from '@/offline/cached-post';
import { AuthorName } from '../components/author-name';
import { PostLink } from '../components/post-link';
import { OfflineNote } from '../components/offline-note';
import { RelatedPosts } from './related-posts';
import { ShareBar } from './share-bar';
import { BODY_ATTR } from './article-body';
import classes from './article.module.css';

interface Props {
  post: Post;
  /** Sanitised HTML of the post (src/features/blog/data/sanitize.ts). */
  html: string;
  fromDevice: boolean;
  /** Related posts the build found (a prerendered article). */
  related?: PostCard[];
  /** The same article in the other language, when there is one. */
  translation?: PostCard | null | undefined;
}

/**
 * An article: back link, category, date, title, excerpt, cover,
 * body, share bar and related articles.
 */
export function ArticleView({ post, html, fromDevice, related, translation }: Props) {
  const t = useBlogT();
  const intl = useIntl();
  const router = useRouter();
  const category = useCategoryLabel()(post.category);
  const image = coverImage(post);
  const [coverBroken, setCoverBroken] = useState(false);
  // With a cover, the header band runs on behind it.
  const withCover = image !== null && !coverBroken ? '' : undefined;

  useEffect(() => startOfflineWarmup(post.language), [post.language]);

  // Read from this device while offline: load the current version once the connection is back.
  useEffect(() => {
    if (!fromDevice) return;
    const refresh = () => void router.invalidate();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [fromDevice, router]);

  const published = intl.formatDate(post.created_at, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

  return (
    <>
      <article className={classes.article}>
        <header className={classes.hero} data-cover={withCover}>
          <Container size={780}>
            <LocalLink to="/blog" className={classes.back}>
              <IconArrowLeft size={16} aria-hidden />
              {t('blog.back')}
            </LocalLink>
            <div className={classes.kicker}>
              <Badge variant="filled" color="saffron" radius="sm">
                {category}
              </Badge>
              <span className={classes.kickerItem}>
                <IconCalendar size={16} aria-hidden />
                <VisuallyHidden>{t('blog.article.publishedOn')} </VisuallyHidden>
                <time dateTime={post.created_at}>{published}</time>
              </span>
            </div>
            <Title order={1} className={classes.title} lang={post.language}>
              {post.title}
            </Title>
            <p className={classes.lead} lang={post.language}>
              {post.excerpt}
            </p>
            <div className={classes.byline}>
              <span className={classes.kickerItem}>
                <IconUser size={16} aria-hidden />
                <VisuallyHidden>{t('blog.article.author')}: </VisuallyHidden>
                <AuthorName author={post.author} />
              </span>
              <span className={classes.kickerItem}>
                <IconClock size={16} aria-hidden />
                <VisuallyHidden>{t('blog.article.readingTime')}: </VisuallyHidden>
                {post.reading_time
                  ? t('blog.card.readingTime', { n: post.reading_time })
                  : t('blog.card.noReadingTime')}
              </span>
            </div>
            {translation && (
              <PostLink post={translation} hrefLang={translation.language} className={classes.translation}>
                {t('blog.article.translation')} →
              </PostLink>
            )}
          </Container>
        </header>

        <Container size={780} className={classes.main} data-cover={withCover}>
          {image && withCover !== undefined && (
            <img
              className={classes.cover}
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.srcSet ? COVER_IMAGE_SIZES : undefined}
              width={960}
              height={600}
              alt=""
              decoding="async"
              fetchPriority="high"
              onError={() => setCoverBroken(true)}
            />
          )}
          {fromDevice && <OfflineNote />}
          <div
            className={classes.prose}
            lang={post.language}
            {...{ [BODY_ATTR]: post.id }}
            dangerouslySetInnerHTML={{ __html: html }}
          />

          {post.tags.length > 0 && (
            <ul className={classes.tags} aria-label={t('blog.card.tags')} lang={post.language}>
              {post.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          )}

          <ShareBar post={post} />

          <aside className={classes.cta}>
            <div>
              <h2 className={classes.ctaTitle}>{t('blog.cta.title')}</h2>
              <p className={classes.ctaText}>{t('blog.cta.text')}</p>
            </div>
            <Button component={LocalLink} to="/#contact" color="saffron" size="md">
              {t('blog.cta.button')}
            </Button>
          </aside>
        </Container>
      </article>
      <RelatedPosts post={post} initial={related} />
    </>
  );
}
