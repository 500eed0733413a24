import type { ReactNode } from 'react';
import type { MantineSpacing } from '@mantine/core';
import { IconArrowDown, IconArrowRight } from '@tabler/icons-react';
import { Button } from './button';
import { LocalLink } from './local-link';

const ARROWS = { down: IconArrowDown, right: IconArrowRight };

/**
 * A page's call to action: a saffron button that leads within the site,
 * with an arrow that says where (down the page, or on to the form).
 */
export function CtaLink({
  to,
  arrow,
  mt,
  children,
}: {
  to: string;
  arrow: keyof typeof ARROWS;
  mt?: MantineSpacing;
  children: ReactNode;
}) {
  const Arrow = ARROWS[arrow];
  return (
    <Button
      component={LocalLink}
      to={to}
      mt={mt}
      size="md"
      color="saffron"
      rightSection={<Arrow size={18} aria-hidden />}
    >
      {children}
    </Button>
  );
}
