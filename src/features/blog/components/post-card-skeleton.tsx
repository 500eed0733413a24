import { Skeleton } from '@mantine/core';
import classes from './post-card.module.css';

/** A card's shape while posts load (spec §2: three of them). */
export function PostCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <Skeleton className={classes.media} radius={0} />
      <div className={classes.body}>
        <Skeleton height={18} width={90} radius="sm" />
        <Skeleton height={20} width="92%" />
        <Skeleton height={20} width="70%" />
        <Skeleton height={12} mt={6} />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={14} width="55%" className={classes.meta} />
        <div className={classes.footer}>
          <Skeleton height={36} />
        </div>
      </div>
    </div>
  );
}
