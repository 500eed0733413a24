import { Container } from '@mantine/core';
import { CONFIRMATION_CSS, NewsletterConfirmation } from '@/features/newsletter/confirmation';
import { PageHeader } from '@/ui/page-header';
import { PageStyles } from '@/ui/page-styles';
import { useT } from '@/ui/use-lang';

/** /newsletter: prerendered as a shell; the e-mailed link's confirmation fills in once hydrated. */
export function NewsletterPage() {
  const t = useT();
  return (
    <>
      <PageStyles css={CONFIRMATION_CSS} />
      <PageHeader title={t('page.newsletter.title')} lead={t('footer.newsletterIntro')} />
      <Container size="md" py="xl">
        <NewsletterConfirmation />
      </Container>
    </>
  );
}
