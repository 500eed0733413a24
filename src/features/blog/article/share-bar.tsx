import { ActionIcon, Button } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconCheck, IconLink, IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { business } from '@/business/config';
import { postHref } from '../route/address';
import { useBlogT } from '../messages';
import type { Post } from '@/offline/cached-post';
import { useHydrated } from '@/ui/hydrated';
import classes from './article.module.css';

const COPIED_MS = 2500;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (http, old WebView) or no permission: the old way.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } finally {
      field.remove();
    }
  }
}

/** Facebook, Twitter/X, LinkedIn, e-mail and copy link ('Link Copied'). */
export function ShareBar({ post }: { post: Post }) {
  const t = useBlogT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The address the visitor is on, in its canonical form (URL() percent-encodes Hindi slugs);
  // prerendered (and while hydrating), the site's public address.
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : business.siteUrl;
  const url = new URL(postHref(post), origin).href;
  const u = encodeURIComponent(url);
  const title = encodeURIComponent(post.title);
  const targets = [
    {
      label: t('blog.share.facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: IconBrandFacebook,
    },
    {
      label: t('blog.share.twitter'),
      href: `https://twitter.com/intent/tweet?url=${u}&text=${title}`,
      icon: IconBrandX,
    },
    {
      label: t('blog.share.linkedin'),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: IconBrandLinkedin,
    },
  ];

  const copy = async () => {
    if (!(await copyText(url))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <section className={classes.share} aria-labelledby="share-title">
      <h2 id="share-title" className={classes.shareTitle}>
        {t('blog.share.title')}
      </h2>
      <div className={classes.shareButtons}>
        {targets.map(({ label, href, icon: Icon }) => (
          <ActionIcon
            key={label}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size={42}
            radius="xl"
            variant="light"
            aria-label={label}
            title={label}
          >
            <Icon size={20} aria-hidden />
          </ActionIcon>
        ))}
        <ActionIcon
          component="a"
          href={`mailto:?subject=${title}&body=${encodeURIComponent(`${post.excerpt}\n\n${url}`)}`}
          size={42}
          radius="xl"
          variant="light"
          aria-label={t('blog.share.email')}
          title={t('blog.share.email')}
        >
          <IconMail size={20} aria-hidden />
        </ActionIcon>
        <Button
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : 'navy'}
          radius="xl"
          h={42}
          leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />}
          onClick={() => void copy()}
        >
          <span aria-live="polite">{copied ? t('blog.share.copied') : t('blog.share.copy')}</span>
        </Button>
      </div>
    </section>
  );
}
