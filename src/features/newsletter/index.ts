/** The newsletter sign-up in the footer (the page its e-mailed link opens is ./confirmation, its own chunk). */
export { NewsletterForm } from './newsletter-form';
