/**
 * Document requests (spec §3, §5, §8; docs/architecture.md, "Data flows"): the request form, the
 * outbox indicator, and the one-at-a-time toast both features use.
 */
export { RequestForm, type RequestFormProps } from './request-form';
export { OutboxIndicator } from './outbox-indicator';
export { requestPreselection } from './request-form-model';
export { showToast, type Toast } from './toast';
export { prepareSending } from './prepare-sending';
export { isLimitRefusal, useHumanSignals } from './human-signals';
