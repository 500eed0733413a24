import { SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import { useBlogT } from '../messages';
import cardClasses from '../components/post-card.module.css';
import classes from './blog-list.module.css';

/** While posts load: three skeleton cards. */
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

/** A card's shape while posts load. */
function PostCardSkeleton() {
  return (
    <div className={cardClasses.card} aria-hidden>
      <Skeleton className={cardClasses.media} radius={0} />
      <div className={cardClasses.body}>
        <Skeleton height={18} width={90} radius="sm" />
        <Skeleton height={20} width="92%" />
        <Skeleton height={20} width="70%" />
        <Skeleton height={12} mt={6} />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={14} width="55%" className={cardClasses.meta} />
        <div className={cardClasses.footer}>
          <Skeleton height={36} />
        </div>
      </div>
    </div>
  );
}
