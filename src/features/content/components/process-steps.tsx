import { SimpleGrid, Text } from '@mantine/core';
import classes from './sections.module.css';

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps ('Our Process', 'Document Creation Process'). */
export function ProcessSteps({ steps, columns = 2 }: { steps: Step[]; columns?: 1 | 2 | 3 | 4 }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(columns, 2), md: columns }}
      spacing="xl"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {steps.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.stepNumber} aria-hidden>
            {index + 1}
          </span>
          <div>
            <Text className={classes.stepTitle} component="h3">
              {step.title}
            </Text>
            <Text c="gray.7" mt={4}>
              {step.text}
            </Text>
          </div>
        </li>
      ))}
    </SimpleGrid>
  );
}
