import { SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import { useBlogT } from '../messages';
import { PostCardSkeleton } from './post-card-skeleton';
import classes from './blog-list.module.css';

/** While posts load (spec §2): three skeleton cards. */
export function BlogListSkeleton() {
  const t = useBlogT();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('blog.list.loading')}</VisuallyHidden>
      <div className={classes.toolbar} aria-hidden>
        <Skeleton height={34} width={120} radius="xl" />
        <Skeleton height={34} width={100} radius="xl" />
        <Skeleton height={34} width={140} radius="xl" />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="blog-skeletons">
        <PostCardSkeleton />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </SimpleGrid>
    </div>
  );
}
