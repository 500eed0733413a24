import { Avatar, Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Button } from '@/ui/button';
import '@mantine/core/styles/Avatar.css';
import { pageText } from '@/features/content/page-texts';
import { ReasonsGrid } from '@/features/content/components/reasons-grid';
import { Section } from '@/features/content/components/section';
import sectionClasses from '@/features/content/components/sections.module.css';
import { LocalLink } from '@/ui/local-link';
import { PageHeader } from '@/ui/page-header';
import { useLang } from '@/ui/use-lang';

const initials = (name: string) =>
  name
    .replace(/^(Adv\.|एड\.|अधि\.)\s*/u, '')
    .split(/\s+/)
    .map((part) => [...part][0])
    .slice(0, 2)
    .join('');

/** About: mission, a team of three, four reasons, a contact button to /#contact. */
export function AboutPage() {
  const lang = useLang();
  const text = pageText.about.useLoaded(lang);
  return (
    <>
      <PageHeader title={text.title} lead={text.intro} />
      <Section title={text.mission.heading} alt>
        <div className={sectionClasses.prose}>
          <Text>{text.mission.text}</Text>
        </div>
      </Section>
      <Section title={text.team.heading}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {text.team.members.map((member) => (
            <Paper key={member.name} withBorder radius="lg" p="lg">
              <Avatar color="navy" radius="xl" size="lg" mb="sm" aria-hidden>
                {initials(member.name)}
              </Avatar>
              <Title order={3} size="h4" c="navy.9">
                {member.name}
              </Title>
              <Text c="saffron" fw={600} size="sm" mt={2}>
                {member.role}
              </Text>
              <Text c="gray.7" mt="sm">
                {member.bio}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
      <Section title={text.reasons.heading} alt>
        <ReasonsGrid reasons={text.reasons.items} columns={{ base: 1, sm: 2 }} />
      </Section>
      <Container size="lg" py={48} ta="center">
        <Button component={LocalLink} to="/#contact" size="lg" color="saffron">
          {text.contactButton}
        </Button>
      </Container>
    </>
  );
}
