/**
 * A phone's key, however it was written: its last ten digits (public.phone_key,
 * the same rule). The database counts the hourly limit per phone by it
 * (docs/security.md, "submit_request") and finds a request by it: /track and
 * the staff's search. 098270 12345 and +91 98270 12345 have one key; digits
 * other than 0-9 (Devanagari, full-width) are not digits to either side.
 */
export const phoneKey = (phone: string): string => phone.replace(/[^0-9]/g, '').slice(-10);
