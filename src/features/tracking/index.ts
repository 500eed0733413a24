/**
 * Where a request stands, for the customer (docs/request-tracking.md, "The customer"): the form that checks
 * one request by its order number and phone or e-mail, and "My requests on
 * this device".
 */
export { TRACKING_CSS, TrackForm } from './track-form';
export { MyRequests } from './my-requests';
