/**
 * WhatsApp updates for a request (docs/whatsapp.md): the consent's wording
 * version and the number WhatsApp takes. The database stores the consent and
 * derives the number itself (private.whatsapp_number, the same rule); the
 * form uses this to tell a client before sending that a number is no mobile.
 */

/**
 * The version of the consent's wording (the form's "Send me updates on
 * WhatsApp" and its line, `requests.form.whatsapp*` in both catalogues).
 * Changing the wording is a new version: the database accepts the versions
 * it lists (contact_submissions_whatsapp_consent_version), and each consent
 * keeps the one the client saw (docs/whatsapp.md, "Consent").
 */
export const WHATSAPP_CONSENT_VERSION = 1;

/**
 * An Indian mobile number in the form WhatsApp takes (+91 and ten digits,
 * the first 6-9), from a phone as typed: 98270 12345, 098270 12345,
 * +91 98270 12345 and 0091 98270 12345 are one number. Null for anything
 * else (a landline, a foreign number).
 */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/[^0-9]/g, '');
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits.length === 12 && digits.startsWith('91')
          ? digits.slice(2)
          : digits.length === 14 && digits.startsWith('0091')
            ? digits.slice(4)
            : null;
  return national && /^[6-9][0-9]{9}$/.test(national) ? `+91${national}` : null;
}
