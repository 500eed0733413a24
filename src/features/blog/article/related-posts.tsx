import { Container, SimpleGrid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useBlogT } from '../messages';
import { relatedPostsQuery } from '../data/queries';
import type { Post, PostCard as Card } from '@/offline/cached-post';
import { PostCard } from '../components/post-card';
import classes from './article.module.css';

/**
 * Up to 3 other posts of the same category; nothing when
 * there are none. `initial`: what the build found (prerendered articles),
 * shown at once and refreshed from the database.
 */
export function RelatedPosts({ post, initial }: { post: Post; initial?: Card[] }) {
  const t = useBlogT();
  const { data } = useQuery({
    ...relatedPostsQuery(post),
    ...(initial ? { initialData: { value: initial, fromDevice: false }, initialDataUpdatedAt: 0 } : {}),
  });
  // Offline, this device may have none saved: the ones the build found are still right.
  const related = (initial && data?.fromDevice && data.value.length === 0 ? initial : data?.value) ?? [];
  if (related.length === 0) return null;
  return (
    <aside className={classes.related} aria-labelledby="related-title">
      <Container size="lg">
        <Title order={2} id="related-title" className={classes.relatedTitle}>
          {t('blog.related.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {related.map((p) => (
            <PostCard key={p.id} post={p} headingOrder={3} />
          ))}
        </SimpleGrid>
      </Container>
    </aside>
  );
}
