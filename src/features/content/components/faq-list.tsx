import type { SyntheticEvent } from 'react';
import { Chevron } from '@/ui/chevron';
import type { Faq } from '../types';
import classes from './faq-list.module.css';

/** Browsers with exclusive <details name> groups (Chrome 120, Safari 17.2, Firefox 130 and later). */
const exclusiveGroups = typeof HTMLDetailsElement !== 'undefined' && 'name' in HTMLDetailsElement.prototype;

/** Older browsers: once the page has hydrated, opening one answer closes the others of its group. */
function closeOthersInGroup(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (exclusiveGroups || !opened.open || !opened.name) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>('details[name]')) {
    if (other !== opened && other.name === opened.name) other.open = false;
  }
}

/**
 * Questions and answers as native disclosures (<details>/<summary>): they open
 * and close before the page's scripts have loaded, without JavaScript at all,
 * and for the browser's find-in-page; screen readers announce them as
 * expandable buttons. Items sharing a `group` name show one answer at a time
 * (spec: one open answer per column, page or category); clicking the open
 * question closes it.
 */
export function FaqList({ faqs, group }: { faqs: Faq[]; group: string }) {
  return (
    <div className={classes.list}>
      {faqs.map((faq) => (
        <details key={faq.question} name={group} className={classes.item} onToggle={closeOthersInGroup}>
          <summary className={classes.question}>
            <span>{faq.question}</span>
            <span className={classes.icon}>
              <Chevron />
            </span>
          </summary>
          <div className={classes.answer}>{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
