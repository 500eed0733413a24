import { SimpleGrid, Text, Title, type SimpleGridProps } from '@mantine/core';
import classes from './sections.module.css';

/**
 * Why clients choose the firm, each reason a heading and a line: the home
 * page's six as cards in up to three columns, the about page's four plain in two.
 */
export function ReasonsGrid({
  reasons,
  columns,
  cards = false,
}: {
  reasons: readonly { title: string; text: string }[];
  columns: SimpleGridProps['cols'];
  cards?: boolean;
}) {
  return (
    <SimpleGrid cols={columns} spacing={cards ? 'md' : 'lg'}>
      {reasons.map((reason) => (
        <div key={reason.title} className={cards ? classes.reason : undefined}>
          <Title order={3} size="h4" c="navy.9">
            {reason.title}
          </Title>
          <Text c="gray.7" mt={6}>
            {reason.text}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
