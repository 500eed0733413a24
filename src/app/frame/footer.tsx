import { Container, Group, Text } from '@mantine/core';
import { Button } from '@/ui/button';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { business, whatsappLink } from '@/business/config';
import { footerDocumentLinks, type NavLink } from '@/features/content';
import { LocalLink } from '@/ui/local-link';
import { ScrollToTopButton } from './scroll-to-top-button';
import { useLang, useT } from '@/ui/use-lang';
import classes from './footer.module.css';

/** The footer's service links, in the order the firm lists them (its documents come from their folders). */
const serviceColumn: NavLink[] = [
  { to: '/services/property-registration', label: 'footer.propertyRegistration' },
  { to: '/services/legal-documentation', label: 'footer.legalConsultation' },
  { to: '/services/e-mediation', label: 'footer.eMediation' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/terms-of-use', label: 'footer.terms' },
];

const socials = [
  { href: business.social.facebook, label: 'Facebook', Icon: IconBrandFacebook },
  { href: business.social.instagram, label: 'Instagram', Icon: IconBrandInstagram },
  { href: business.social.linkedin, label: 'LinkedIn', Icon: IconBrandLinkedin },
  { href: business.social.x, label: 'X (Twitter)', Icon: IconBrandX },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={classes.heading}>{title}</h2>
      {children}
    </div>
  );
}

/**
 * Site footer: document and service links, policies, hours,
 * contact, social and chat links, the newsletter slot and scroll-to-top.
 */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const linkList = (links: NavLink[]) => (
    <ul className={classes.list}>
      {links.map((l) => (
        <li key={l.to}>
          <LocalLink to={l.to} className={classes.link}>
            {t(l.label)}
          </LocalLink>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.grid}>
          <Column title={t('brand.name')}>
            <Text className={classes.muted} mb="sm">
              {t('footer.about')}
            </Text>
            <Button component={LocalLink} to="/#contact" color="saffron" size="sm" mb="md">
              {t('footer.requestDocument')}
            </Button>
            <ul className={classes.list}>
              <li>
                <LocalLink to="/track" className={classes.link}>
                  {t('footer.trackRequest')}
                </LocalLink>
              </li>
              <li>
                <a className={classes.link} href={`tel:${business.phone.replace(/\s/g, '')}`}>
                  <IconPhone size={16} aria-hidden /> {business.phone}
                </a>
              </li>
              <li>
                <a className={classes.link} href={`mailto:${business.email}`}>
                  <IconMail size={16} aria-hidden /> {business.email}
                </a>
              </li>
              <li className={classes.muted}>
                <IconMapPin size={16} aria-hidden /> {business.address[lang]}
              </li>
            </ul>
          </Column>
          <Column title={t('footer.documents')}>{linkList(footerDocumentLinks)}</Column>
          <Column title={t('footer.services')}>
            {linkList(serviceColumn)}
            <h2 className={classes.heading} style={{ marginTop: 20 }}>
              {t('footer.hours')}
            </h2>
            <dl className={classes.hours}>
              <dt>{t('footer.mondayFriday')}</dt>
              <dd>{t('footer.hoursOpen')}</dd>
              <dt>{t('footer.saturday')}</dt>
              <dd>{t('footer.hoursOpen')}</dd>
              <dt>{t('footer.sunday')}</dt>
              <dd>{t('footer.closed')}</dd>
            </dl>
          </Column>
          <Column title={t('footer.newsletter')}>
            <Text className={classes.muted} mb="sm">
              {t('footer.newsletterIntro')}
            </Text>
            <div id="newsletter">
              {newsletter ?? (
                <div className={classes.newsletterSlot}>
                  <Text className={classes.muted}>{t('footer.newsletterSoon')}</Text>
                </div>
              )}
            </div>
            <h2 className={classes.heading} style={{ marginTop: 20 }}>
              {t('footer.followUs')}
            </h2>
            <Group gap="xs">
              {socials.map(({ href, label, Icon }) => (
                <a
                  key={label}
                  className={classes.iconLink}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                >
                  <Icon size={20} aria-hidden />
                </a>
              ))}
              <a
                className={classes.iconLink}
                data-chat
                href={whatsappLink()}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.chat')}
              >
                <IconBrandWhatsapp size={20} aria-hidden />
              </a>
            </Group>
          </Column>
        </div>
        <div className={classes.bottom}>
          <Text className={classes.muted} size="sm">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <ScrollToTopButton />
        </div>
      </Container>
    </footer>
  );
}
