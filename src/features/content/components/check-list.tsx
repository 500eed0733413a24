import { SimpleGrid } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import classes from './sections.module.css';

/** Features or benefits: a grid of short statements with a check mark. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <li key={item} className={classes.listItem}>
          <IconCircleCheck size={22} className={classes.listIcon} aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </SimpleGrid>
  );
}
