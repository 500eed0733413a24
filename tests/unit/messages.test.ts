import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messages } from '../support/shared/catalogue';

const { en, hi } = messages;
const catalogues: Record<string, Record<string, string>> = messages;

/** Names of the ICU arguments a message uses ({year}, {date}, ...). */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : 'children' in element
          ? argumentsOf(element.children)
          : [];
    return 'value' in element && typeof element.value === 'string' ? [element.value, ...nested] : nested;
  });
}

describe('UI message catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  for (const [lang, messages] of Object.entries(catalogues)) {
    it(`${lang}: no message is empty and every one is valid ICU`, () => {
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), key).not.toBe('');
        expect(() => parse(text), key).not.toThrow();
      }
    });
  }

  it('use the same ICU arguments in both languages', () => {
    for (const key of Object.keys(en)) {
      expect(argumentsOf(parse(hi[key])).sort(), key).toEqual(argumentsOf(parse(en[key])).sort());
    }
  });

  it('Hindi prose is in Devanagari and differs from the English', () => {
    // Keys whose value is the same symbol or a name in both languages.
    const sameInBoth = new Set(['notFound.code']);
    for (const key of Object.keys(en)) {
      if (sameInBoth.has(key) || key === 'lang.toggle' || key === 'lang.toggleLabel') continue;
      expect(hi[key], key).not.toBe(en[key]);
      expect(hi[key], key).toMatch(/[\u0900-\u097F]/);
    }
    // The toggle is labelled with the other language.
    expect(en['lang.toggle']).toBe('हिंदी');
    expect(hi['lang.toggle']).toBe('English');
  });

  it('keeps the spec texts word for word', () => {
    expect(en['notFound.title']).toBe('Page not found');
    expect(en['notFound.text']).toBe(
      'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
    );
    expect(en['notFound.home']).toBe('Go to Homepage');
    expect(en['notFound.back']).toBe('Go Back');
    expect(en['documentNotFound.title']).toBe('Document Not Found');
    expect(en['documentNotFound.text']).toBe("Sorry, we couldn't find the document you are looking for.");
    expect(en['documentNotFound.back']).toBe('Back to Home');
    expect(en['serviceNotFound.title']).toBe('Service Information');
    expect(en['contact.hoursValue']).toBe('10 AM – 7 PM (Mon – Sat)');
    expect(en['footer.consent']).toBe(
      'By subscribing, you agree to our Privacy Policy and consent to receive updates.',
    );
  });
});
