import { Anchor, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { business } from '@/business/config';
import type { MessageId } from '@/i18n/messages';
import { LocalLink } from '@/ui/local-link';
import { PageHeader } from '@/ui/page-header';
import { RequestForm } from '@/features/requests';
import { useLang, useT } from '@/ui/use-lang';
import { WhatsAppButton } from '@/ui/whatsapp-button';

/** The links the contact page lists besides the footer's. */
const pageLinks: { to: string; label: MessageId }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/#other-key-services', label: 'nav.services' },
  { to: '/blog', label: 'nav.blog' },
  { to: '/faqs', label: 'nav.faqs' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/terms-of-use', label: 'footer.terms' },
];

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Text c="navy.7" mt={2} aria-hidden>
        {icon}
      </Text>
      <div>
        <Text fw={700} c="navy.9">
          {label}
        </Text>
        <Text c="gray.8">{children}</Text>
      </div>
    </Group>
  );
}

/** Contact page: the form, phone, e-mail, address, hours, WhatsApp, links. */
export function ContactPage() {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <PageHeader title={t('page.contact.title')} lead={t('page.contact.lead')} />
      <Container size="lg" py="xl">
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
              <RequestForm variant="contact-page" />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Detail icon={<IconPhone size={22} />} label={t('contact.phone')}>
                <Anchor href={`tel:${business.phone.replace(/\s/g, '')}`}>{business.phone}</Anchor>
              </Detail>
              <Detail icon={<IconMail size={22} />} label={t('contact.email')}>
                <Anchor href={`mailto:${business.email}`}>{business.email}</Anchor>
              </Detail>
              <Detail icon={<IconMapPin size={22} />} label={t('contact.address')}>
                {business.address[lang]}
              </Detail>
              <Detail icon={<IconClock size={22} />} label={t('contact.hours')}>
                {t('contact.hoursValue')}
              </Detail>
              <WhatsAppButton size="md" />
              <nav aria-label={t('content.contactLinks')}>
                <Title order={2} size="h4" c="navy.9" mb="xs">
                  {t('content.contactLinks')}
                </Title>
                <Group gap="md">
                  {pageLinks.map((link) => (
                    <Anchor key={link.to} component={LocalLink} to={link.to}>
                      {t(link.label)}
                    </Anchor>
                  ))}
                </Group>
              </nav>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
