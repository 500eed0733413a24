/** The newsletter sign-up in the footer (spec §4, §5, §8). */
export { NewsletterForm } from './newsletter-form';
