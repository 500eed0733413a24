/**
 * Document requests (docs/architecture.md, "Data flows"): the request form and
 * the one-at-a-time toast both features use. The outbox indicator is not
 * here: client-extras loads it by its own path, and a re-export would put it
 * (and Mantine's Popover with floating-ui, 20 KB gzip) in the form's first
 * load, since its message imports count as side effects.
 */
export { RequestForm, type RequestFormProps } from './request-form';
export { showToast, type Toast } from './toast';
export { prepareSending } from './prepare-sending';
export { isLimitRefusal, useHumanSignals } from './human-signals';
