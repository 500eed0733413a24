/**
 * The WhatsApp message templates the server sends (docs/whatsapp.md,
 * "Templates"): each a UTILITY template in English (`en`) and Hindi (`hi`),
 * submitted for approval in WhatsApp Manager with exactly these names and
 * texts. Outside the 24-hour window after a client's own message only
 * approved templates may be sent; the server sends nothing else. The local
 * stand-in for the Cloud API (supabase/local/whatsapp-api.ts) knows these and
 * nothing else, and docs/whatsapp.md's table must match them
 * (tests/unit/whatsapp.test.ts).
 */

export type TemplateLang = 'en' | 'hi';

export interface WhatsappTemplate {
  /** What each `{{n}}` is, in order. */
  params: readonly string[];
  text: Record<TemplateLang, string>;
}

export const WHATSAPP_TEMPLATES = {
  request_received: {
    params: ['order id'],
    text: {
      en: 'Satna Legal Services: we have received your request {{1}}. We will write here when its status changes. Reply STOP to stop these updates.',
      hi: 'सतना लीगल सर्विसेज़: आपका अनुरोध {{1}} हमें मिल गया है। इसकी स्थिति बदलने पर हम यहीं संदेश भेजेंगे। ये अपडेट बंद करने के लिए “बंद” लिखकर भेजें।',
    },
  },
  request_status: {
    params: ['order id', 'status'],
    text: {
      en: 'Satna Legal Services: your request {{1}} is now "{{2}}". Reply STOP to stop these updates.',
      hi: 'सतना लीगल सर्विसेज़: आपके अनुरोध {{1}} की स्थिति अब “{{2}}” है। ये अपडेट बंद करने के लिए “बंद” लिखकर भेजें।',
    },
  },
  document_ready: {
    params: ['order id'],
    text: {
      en: 'Satna Legal Services: the document for your request {{1}} is ready. Download it on our Track page with your order number and your phone or e-mail. Reply STOP to stop these updates.',
      hi: 'सतना लीगल सर्विसेज़: आपके अनुरोध {{1}} का दस्तावेज़ तैयार है। हमारे ट्रैक पेज पर अपने ऑर्डर नंबर और फ़ोन या ई-मेल से इसे डाउनलोड करें। ये अपडेट बंद करने के लिए “बंद” लिखकर भेजें।',
    },
  },
} as const satisfies Record<string, WhatsappTemplate>;

export type TemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** A template's text with its parameters put in (what the client reads). */
export const templateText = (name: TemplateName, lang: TemplateLang, params: readonly string[]): string =>
  WHATSAPP_TEMPLATES[name].text[lang].replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '');
