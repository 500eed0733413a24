/**
 * Terms of use (/terms-of-use) in English. The page adds the title's
 * 'Last updated' line and the business's contact details itself, so the text
 * refers to "the contact details below" and never repeats a phone or e-mail.
 */
import { business } from '@/business/config';
import type { LegalText } from '../types';

const text: LegalText = {
  seoTitle: `Terms of Use | ${business.name}`,
  seoDescription:
    'Terms for using our website and legal documentation services: not legal advice, fees, stamp duty, limitation of liability, governing law and jurisdiction.',
  seoKeywords:
    'terms of use, terms and conditions, legal documentation services, disclaimer, not legal advice, stamp duty, limitation of liability, India',
  title: 'Terms of Use',
  intro: [
    `These Terms of Use (the “Terms”) govern your use of the website of ${business.name} (“we”, “us”, “our”), including the app version you can install on your phone, and the documentation services you request through it. Please read them carefully.`,
    'Our Privacy Policy explains how we handle your personal information, and forms part of these Terms.',
  ],
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of these terms',
      paragraphs: [
        'By opening, browsing or using this website, sending us a request or using our services, you agree to be bound by these Terms and our Privacy Policy. If you do not agree, please do not use the website or our services.',
        'To request our services, you must be at least 18 years old and competent to contract under the Indian Contract Act, 1872. If you use the website on behalf of a firm, a company or another person, you confirm that you are authorised to accept these Terms for them.',
        'Where we agree specific terms with you for a particular piece of work, for example in a written quote, those terms apply to that work together with these Terms; if the two conflict, the specific terms prevail.',
      ],
    },
    {
      id: 'our-services',
      heading: 'Our services',
      paragraphs: [
        'We help with legal documentation: drafting documents such as rent agreements, affidavits, sale agreements, service agreements, legal notices, complaints and applications; reviewing documents; arranging stamp papers, e-stamps (for Madhya Pradesh only) and notarisation; preparing wills; providing general legal information and research; assisting with e-mediation, property registration, legal photography and evidence certification; and helping with government portals such as Sampada and RCMS, and with the documents that tax, GST and corporate filings need.',
        'We prepare documents on the basis of the information and papers you give us and the law in force when we prepare them. Timelines shown on the website, such as delivery in 24-48 hours, document review in 24-48 hours or registration in 1-3 working days, are our usual estimates. They run from the time we have all the information, papers and payments needed, and can be affected by government offices, portals, notaries, holidays and other factors outside our control. We do not guarantee any particular result, such as an authority accepting a document, or the outcome of a notice, complaint or mediation.',
        'Not legal advice: our documentation services and the information on this website are not legal advice, and are not a substitute for the advice of an advocate on the facts of your case. If your matter needs legal advice or representation before a court or authority, we will tell you so, and you may engage an advocate of your choice under a separate written engagement.',
        'No advocate-client relationship: using this website, sending a request, or calling, e-mailing or chatting with us does not create an advocate-client relationship. Such a relationship arises only when an advocate expressly agrees in writing to act for you. Please do not send us confidential details of a dispute until we have confirmed that we can help.',
        'Bar Council of India rules: the rules of the Bar Council of India do not permit advocates to advertise or solicit work. This website is meant only to give information about our documentation services, and general legal information, to those who seek it. By using it, you confirm that you are seeking this information of your own accord, and that there has been no advertisement, solicitation, invitation or inducement of any kind from us or anyone on our behalf.',
      ],
    },
    {
      id: 'blog-and-legal-information',
      heading: 'Blog and legal information',
      paragraphs: [
        'The articles on our blog and the general legal information on this website, including the FAQs and service pages, are for general information only. They describe the law and practice in general terms, may not reflect the latest changes in laws, rules, stamp duty rates or government procedures, and may not apply to your situation.',
        'Do not act, or refrain from acting, on the basis of this information without getting advice on your own facts. Blog articles saved on your device for offline reading may be older than the versions on the website. We accept no liability for any loss arising from reliance on the blog or on any other general information on this website.',
      ],
    },
    {
      id: 'your-responsibilities',
      heading: 'Your responsibilities',
      paragraphs: [
        'You are responsible for the information you give us and for how you use the documents we prepare. In particular, you agree:',
      ],
      list: [
        'to give true, accurate and complete information and papers, and to tell us promptly if anything changes; we rely on what you give us and are not responsible for the consequences of false, incomplete or misleading information. Making a false statement in an affidavit or other sworn document is a punishable offence under Indian law;',
        'to read every draft carefully, and to tell us of any error before you sign it, have it notarised or register it;',
        'that signing documents, arranging witnesses, appearing in person before a notary, Sub-Registrar or other authority where the law requires it, and keeping the original documents safe are your responsibility;',
        'that you have the right or authority to execute the document, for example as the owner of the property or under a valid power of attorney;',
        'to use the website and our services only for lawful purposes, and not to prepare forged, fraudulent or benami documents, mislead any authority or harm any person;',
        'not to interfere with the security or working of the website, upload malicious code, copy its content by automated means, or send a request in another person’s name without their authority;',
        'to keep copies of the documents you send us and receive from us.',
      ],
    },
    {
      id: 'fees-and-payment',
      heading: 'Fees and payment',
      paragraphs: [
        'Our fee for each piece of work depends on the type of document or service, its complexity, its urgency and the delivery you choose. We quote the fee before we start work, and we begin once you accept the quote and make any advance payment we ask for. Applicable taxes, such as GST where it applies, are added as stated in the quote.',
        'Unless the quote says otherwise, our fee does not include stamp duty, the value of the e-stamp, registration fees, court fees, notary charges, portal charges or other government or third-party charges. These are payable at actuals.',
        'Fees once paid are non-refundable, unless we have specified otherwise in writing (for example, in the quote) or the law requires a refund. We cannot refund stamp duty or government fees once they have been paid to the government; any refund of them is governed by the government’s own rules and procedure.',
        'We may change our fees at any time. A change does not affect work for which you have already accepted our quote.',
      ],
    },
    {
      id: 'government-fees-and-third-party-portals',
      heading: 'Government fees, stamp duty and third-party portals',
      paragraphs: [
        'Stamp duty, registration fees and other government charges are fixed by the central and state governments, for example under the Indian Stamp Act, 1899 as applicable in Madhya Pradesh, the Rajasthan Stamp Act, 1998 and the Registration Act, 1908. For property documents it depends on the state, the type of document and the property. These rates, the Collector’s guideline values on which they are calculated, and the related rules can change at any time and are outside our control. Any amount we give you is an estimate until the authority assesses it.',
        'E-stamp papers through our service are available for Madhya Pradesh only.',
        'Many services depend on government portals and systems, such as Sampada, RCMS, the e-stamp system and the income-tax, GST and Ministry of Corporate Affairs portals, and on third parties such as notaries, banks, courier services and payment providers. We are not responsible for their downtime, errors, delays, changes of procedure or decisions, including an authority’s rejection of a document or application.',
        'The website links to third-party services and websites, such as WhatsApp, social media, payment apps and our sister product. Your use of them is governed by their own terms and privacy policies, and we are not responsible for their content or practices.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        'The content of this website, including its text, articles, graphics, logos, design and document formats, is owned by us or used by us with permission, and is protected by the Copyright Act, 1957, the Trade Marks Act, 1999 and other laws.',
        'You may view, download and print pages for your personal, non-commercial use, and share links to them. You may not copy, reproduce, republish, sell or otherwise use our content for commercial purposes without our written permission.',
        'Once you have paid for it, you may use, copy, sign and file the document we prepare for you for your own matter. We keep the rights in the templates, formats and know-how behind it.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'We prepare every document with reasonable care and skill. The website and its general information are provided “as is”. We do not warrant that the website will always be available, free of errors or up to date; information shown while you are offline may be out of date.',
        'To the extent permitted by law, we are not liable for any indirect, incidental, special or consequential loss, or for loss of profit, business, opportunity or data, arising from the use of the website or our services. Nor are we liable for loss caused by information you gave us being false or incomplete, by your reliance on the blog or other general information, by the acts of government authorities, portals or other third parties, or by events beyond our reasonable control.',
        'Our total liability to you for all claims arising from or connected with the website or our services, whether in contract, tort or otherwise, will not exceed the total fees you paid us in the six months immediately before the date of the claim. Stamp duty, government fees and other amounts paid to third parties on your behalf do not count as fees paid to us.',
        'Nothing in these Terms limits any liability that cannot be limited under Indian law, or any right you have as a consumer under the Consumer Protection Act, 2019 that cannot be waived.',
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      paragraphs: [
        'You agree to indemnify us, our team members and associates, and hold them harmless, against any claim, demand, loss, damage, penalty, cost or expense (including reasonable legal costs) arising from: information or papers you gave us being false, incomplete or misleading; your breach of these Terms; your misuse of the website, our services or the documents we prepared; or your violation of any law or of the rights of any other person.',
      ],
    },
    {
      id: 'governing-law-and-jurisdiction',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These Terms, and any dispute arising from or connected with the website or our services, are governed by the laws of India.',
        'The courts at Satna, Madhya Pradesh shall have exclusive jurisdiction over any such dispute.',
        'Before starting any proceedings, please write to us using the contact details below, so that we can try to settle the matter amicably, including through mediation if both sides agree.',
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may change these Terms from time to time, for example when our services, our fees or the law change. The date at the top of this page shows when they were last updated. If we make a significant change, we will show a notice on the website.',
        'The Terms in force when you accepted our quote continue to apply to that work. If you continue to use the website after a change, you accept the revised Terms.',
      ],
    },
    {
      id: 'general',
      heading: 'General',
      paragraphs: [
        'If any provision of these Terms is found to be invalid or unenforceable, the remaining provisions stay in force. If we do not enforce a provision at any time, that does not mean we have waived it.',
        'These Terms are available in English and Hindi. If the two versions differ in meaning, the English version will prevail.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      paragraphs: [
        'If you have any question about these Terms or our services, please contact us using the contact details below. Our office is open from 10 AM to 7 PM, Monday to Saturday.',
      ],
    },
  ],
};

export default text;
