import { Container, Loader, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * 'Loading article...' while the article loads. In the first-load
 * bundle (the router shows it before the article's chunks arrive), so it
 * uses only the frame's components.
 */
export function ArticleLoading() {
  const intl = useIntl();
  return (
    <Container size="md" py={96}>
      <div role="status" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12 }}>
        <Loader size="sm" />
        <Text c="gray.7">{intl.formatMessage({ id: 'blog.article.loading' })}</Text>
      </div>
    </Container>
  );
}
