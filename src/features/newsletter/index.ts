/** The newsletter sign-up in the footer. */
export { NewsletterForm } from './newsletter-form';
