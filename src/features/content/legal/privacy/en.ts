/**
 * Privacy policy (/privacy-policy) in English. The page adds the title's
 * 'Last updated' line and the business's contact details itself, so the text
 * refers to "the contact details below" and never repeats a phone or e-mail.
 */
import { business, DOCUMENT_KEEP_DAYS, DRAFT_KEEP_MONTHS, PAPERS_KEEP_DAYS } from '@/business/config';
import { asChecked, figure } from '@/business/legal-facts';
import type { LegalText } from '../types';

const text: LegalText = {
  seoTitle: `Privacy Policy | ${business.name}`,
  seoDescription:
    'How we collect, use, share and protect your personal information, your rights and our Grievance Officer, under Indian IT law and the DPDP Act, 2023.',
  seoKeywords:
    'privacy policy, personal data protection, DPDP Act 2023, IT Act 2000, grievance officer, legal documentation services, Madhya Pradesh, Rajasthan',
  title: 'Privacy Policy',
  intro: [
    `This Privacy Policy explains how ${business.name} (“we”, “us”, “our”) collects, uses, shares and protects your personal information when you use our website (including the app version you can install on your phone), send us a document request, subscribe to our newsletter or use our legal documentation services.`,
    `We publish this policy under the Information Technology Act, 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 (the “2011 Rules”). We also follow the principles of the Digital Personal Data Protection Act, 2023 (the “DPDP Act”). The Digital Personal Data Protection Rules, 2025 were notified on ${figure('dpdp.rules.notified', 'en')} and bring the Act into force in stages: consent managers may register from ${figure('dpdp.consent-managers', 'en')}, and the duties on notice, consent and security, the rights of data principals, grievances and penalties apply from ${figure('dpdp.obligations', 'en')} (${asChecked('en', 'dpdp.rules.notified', 'dpdp.consent-managers', 'dpdp.obligations')}). We will comply with each stage as it applies.`,
    'Please read this policy before you give us any personal information. It is available in English and Hindi; if the two versions differ in meaning, the English version will prevail.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: [
        'We collect only the information we need to answer your request and provide our services. Most of it you give us yourself; a small amount is collected automatically when you visit the website.',
        'Some documents need details that the 2011 Rules treat as sensitive personal data or information, such as bank account details, or medical records for a particular affidavit. We collect such details only with your consent, given in writing or electronically, and use them only for the document or service you asked for. Where the full Aadhaar number is not needed, you may give a masked Aadhaar with the first eight digits hidden. We will never ask for your card number, CVV, UPI PIN or net-banking password.',
        'The information we collect is:',
      ],
      list: [
        'Identity and contact details: your name, e-mail address, phone number and postal address.',
        'Service details: the service and document type you choose, how urgently you need it, your message, and the facts and papers you share so that we can prepare or review a document, for example property details, the names of the parties, and identity documents such as Aadhaar or PAN where the document or the authority requires them.',
        'Communications: your messages, e-mails, calls and chats with us (including on WhatsApp), and our replies.',
        'Payment details: the amount, date, mode of payment (such as UPI, bank transfer, card or cash) and the transaction reference. Online payments are processed by your bank, payment app or payment gateway; full card numbers never reach us and we do not store them.',
        'Papers you add to a request: photos and PDF files of the papers we need for your document, for example an Aadhaar card with its number masked, a PAN card, property papers, or a cheque and its bank return memo. Photos are made smaller on your phone before they are sent, and their location and other hidden details (camera, time) are removed; anything you cover with “Cover part” is blacked out on your phone, so we never receive it.',
        'Newsletter: the e-mail address you give us when you subscribe.',
        'Automatic data: your IP address, browser type and version, device type and operating system, the date and time of access, the pages you view, and the page that referred you to us. Our hosting provider records this in its server logs, and our analytics service collects it as described under “Cookies and analytics”.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information',
      paragraphs: [
        'We use your information only for the purposes for which you gave it to us, for purposes connected with them, and where the law requires it. We rely on your consent, on the fact that you gave us the information voluntarily for a specific purpose (such as a document request), or on a legal obligation.',
        'We do not sell your information, we do not use it to make automated decisions about you, and we do not send you marketing from other businesses. We use it to:',
      ],
      list: [
        'answer your request, give you an order ID and contact you, usually within 24 hours;',
        'draft, review, prepare and deliver your documents, and arrange stamp papers or e-stamps, notarisation or registration when you ask us to;',
        'submit details to government offices and portals, such as the Sub-Registrar’s office, the Sampada and RCMS portals, or the income-tax and GST portals, when your work needs it and on your instructions;',
        'send you e-mails confirming your request and keeping you informed about it;',
        'if you tick “Send me updates on WhatsApp” on the request form, send you WhatsApp messages when we receive your request and when its status changes; we keep when you agreed and the wording you agreed to. You can stop them at any time by replying STOP or on the Track page, and nothing more is sent;',
        'record payments, issue receipts and keep our accounts;',
        'send you our newsletter if you have subscribed (you can unsubscribe at any time);',
        'understand how the website is used, fix errors, and improve our services and content;',
        'keep the website and our records secure, and prevent fraud or misuse;',
        'meet our legal obligations, respond to lawful requests from authorities, and establish or defend legal claims.',
      ],
    },
    {
      id: 'sharing-and-disclosure',
      heading: 'Sharing and disclosure',
      paragraphs: [
        'We do not sell, rent or trade your personal information. We share it only as described below, and only as much as the purpose needs.',
        'Our service providers may process or store information on servers outside India. Where they do, we choose providers that follow recognised security practices, and we follow any restrictions the Government of India notifies on transferring personal data outside India.',
        'We may share your information with:',
      ],
      list: [
        'Service providers who work for us: our website hosting and database provider, which stores the requests and subscriptions sent through the website; our e-mail delivery service, which sends request notifications and confirmation e-mails; WhatsApp (Meta Platforms), which delivers the WhatsApp updates you asked for, with your phone number, order ID and status; our website analytics service; and the banks or payment gateways that process payments. They may use the information only to provide their service to us, and must keep it confidential and secure.',
        'Professionals and officials involved in your work, with your knowledge: for example a notary, a licensed stamp vendor, an advocate you choose to engage, or a photographer for evidence certification.',
        'Government offices and portals, such as the Sub-Registrar’s office, the e-stamp system, or the Sampada, RCMS, income-tax or GST portals, when you ask us to do work that requires it.',
        'Government agencies, courts and law enforcement authorities, where the law requires or permits us to disclose information, for example to verify identity, to prevent, detect or investigate offences, or under a court order.',
        'Anyone else, only with your consent.',
      ],
    },
    {
      id: 'data-on-your-device',
      heading: 'Information kept on your own device',
      paragraphs: [
        'Our website works as an offline-capable app: it can open and partly work without an internet connection, and you can add it to your phone’s home screen. For this, some information is kept in your browser’s storage on your own device. Apart from requests waiting to be sent, which reach us once they are sent, this information does not leave your device and we cannot see it.',
        'You can delete all of it at any time by clearing this website’s site data (storage, cache and cookies) in your browser settings, or by uninstalling the app if you added it to your home screen. If you clear site data before a saved request has been sent, that request will not reach us and you will need to send it again. On a shared or public device, please clear the site data after use.',
        'What is kept on your device:',
      ],
      list: [
        'Requests made while offline: if you send a document request or a newsletter subscription while you are offline or your connection fails, what you typed (your name, e-mail, phone number, the service and document type, and your message) is kept in your browser’s storage until it has been sent to us. It is sent automatically when the connection returns.',
        `Drafts you write with the guided drafts (/drafts): the answers you type (names, addresses, dates, amounts and statements) are kept on this device as you type, so that a reload or a closed tab loses nothing. They are sent to us only when you press “Send to the firm” with your name, phone and e-mail, as a request; the draft is then removed from this device. A draft stays until you press “Delete this draft” on its page, which removes it at once, or until it has not been changed for ${DRAFT_KEEP_MONTHS} months, when it is removed the next time you open a draft page. Clearing the site data removes it too.`,
        'Papers you add to a request: kept on this device, made smaller, until they have been sent to us, then removed from it. The finished document you download from the Track page or “My requests” is kept on this device, so that it opens without internet, until the date shown under it.',
        'Blog posts for offline reading: the most recent blog posts and their images are saved so that you can read them without a connection.',
        'Your language choice (English or Hindi), so that the website opens in the language you chose.',
        'The website’s own files (pages, styles, scripts and images), so that it loads quickly and works offline.',
      ],
    },
    {
      id: 'cookies-and-analytics',
      heading: 'Cookies and analytics',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. Our website does not need cookies to work: it keeps your language choice and offline data in your browser’s storage, as described above. We do not use cookies for advertising, and we do not track you across other websites.',
        'We use a web analytics service to understand, in aggregate, how visitors use the website: which pages are visited, for how long, from what kind of device and browser, and from which general area (based on the IP address). The analytics service may set its own cookies. We use this information only to improve the website, not to identify you.',
        'You can block or delete cookies, and turn on tracking protection, in your browser settings. The website will still work.',
      ],
    },
    {
      id: 'data-security',
      heading: 'How we protect your information',
      paragraphs: [
        'We follow reasonable security practices and procedures, as required by Section 43A of the Information Technology Act, 2000 and Rule 8 of the 2011 Rules, and take reasonable security safeguards to prevent breaches of personal data, as the DPDP Act requires.',
        'No way of storing or sending information over the internet is completely secure, so we cannot guarantee absolute security. If a breach of personal data occurs, we will act promptly to contain it and will inform you and the authorities as the law requires. We will never ask you for a password, PIN or card details by phone, e-mail or chat.',
        'Our safeguards include:',
      ],
      list: [
        'the website, and its connections to our database and e-mail service, use encrypted (HTTPS) connections;',
        'requests and subscriptions sent through the website can be added to our database but cannot be read by other visitors; only authorised staff can see them;',
        'access to personal information is limited to staff who need it for your work, and they are bound to keep it confidential;',
        'original documents you hand over to us are kept securely in our office and returned to you; paper copies are destroyed securely when they are no longer needed;',
        'we review our safeguards from time to time and update them when needed.',
      ],
    },
    {
      id: 'data-retention',
      heading: 'How long we keep your information',
      paragraphs: [
        'We keep personal information only as long as it is needed for the purpose for which it was collected, or as long as the law requires us to keep it. After that, we delete it, or anonymise it so that it can no longer identify you.',
        'In practice:',
      ],
      list: [
        'Request records and the documents we prepare are kept while we serve you, and afterwards for as long as needed to answer questions about the document, to meet our obligations under tax, accounting and other laws, and to deal with any legal claim within the period the law allows for it.',
        `Papers you send us are kept in a private store that only our staff can open, and every time a staff member opens one we record who opened it and when. We keep them while we work on your request, and delete them ${PAPERS_KEEP_DAYS} days after it is completed (delivered or cancelled), or at once if you ask: press “Delete my papers now” on the Track page (with your order number and phone or e-mail), or contact us. The finished document we prepare can be downloaded on the Track page for ${DOCUMENT_KEEP_DAYS} days after we attach it; then we delete that online copy (our own file copy of the document is kept as described above).`,
        'Your newsletter e-mail address is kept until you unsubscribe.',
        'Your consent to WhatsApp updates, and when you stopped them, is kept with your request, as the record of what you agreed to.',
        'Server logs and analytics data are kept for a limited period, for security and statistics.',
        'If you ask us to delete your information, we will do so unless the law requires us to keep it; in that case we will tell you what we must keep and why.',
        'Information kept on your own device stays there until it is sent or you clear it (see “Information kept on your own device”).',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        `Subject to applicable law, you have the rights listed below over your personal information. We offer all of them now, including those that the DPDP Act makes enforceable from ${figure('dpdp.obligations', 'en')}.`,
        'To use any of these rights, write to us using the contact details below, say which right you wish to use, and give enough detail for us to find your records (for example, your order ID). We may ask you to confirm your identity before we act, so that no one else’s information is disclosed or changed. We do not charge for reasonable requests, and we reply within the time the law allows.',
        'Your rights are:',
      ],
      list: [
        'Access: to get a summary of the personal information we hold about you, what we do with it, and with whom we have shared it.',
        'Correction: to have inaccurate or misleading information corrected, incomplete information completed, and outdated information updated.',
        'Deletion: to have your information erased once it is no longer needed, unless the law requires us to keep it.',
        'Withdrawal of consent: to withdraw your consent at any time, as easily as you gave it. This does not affect what we did before you withdrew it, but we may not be able to continue a service that depends on that information. You can unsubscribe from the newsletter at any time.',
        'Portability: to receive a copy of the information you gave us in a commonly used electronic format, or to have it sent to another service provider where this is technically feasible.',
        'Nomination: to nominate another person to exercise these rights on your behalf in the event of your death or incapacity.',
        `Grievance redressal: to complain to our Grievance Officer and, from ${figure('dpdp.obligations', 'en')}, when the DPDP Act’s provisions on grievances apply, to approach the Data Protection Board of India if you are not satisfied with the reply.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children’s information',
      paragraphs: [
        'Our website and services are meant for adults (persons aged 18 or above). We do not knowingly collect personal information from anyone under 18 without the verifiable consent of a parent or lawful guardian.',
        'When a document concerns a minor, for example an affidavit or application made for a child, the parent or lawful guardian gives us the information and the consent. We do not track the behaviour of children or direct advertising at them.',
        'If you believe that a child has given us personal information without such consent, please tell us using the contact details below and we will delete it.',
      ],
    },
    {
      id: 'grievance-officer',
      heading: 'Grievance Officer',
      paragraphs: [
        'In accordance with the Information Technology Act, 2000, the 2011 Rules and the DPDP Act, we have designated a Grievance Officer to deal with your concerns about how we handle your personal information.',
        `Our Grievance Officer is ${business.grievanceOfficer.en}.`,
        'You can reach the Grievance Officer using the contact details below. Please mark your letter or e-mail “Attention: Grievance Officer” and include your name, your contact details, your order ID if you have one, and a description of your concern.',
        `We will acknowledge your grievance promptly and resolve it within the time the law requires, and in any case within one month of receiving it, as Rule 5(9) of the 2011 Rules requires. From ${figure('dpdp.obligations', 'en')}, if you are not satisfied with our response, you may also approach the Data Protection Board of India under the DPDP Act.`,
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our services, our practices or the law change. The date at the top of this page shows when it was last updated.',
        'If we make a significant change, we will show a notice on the website before it takes effect. If a change needs your fresh consent, we will ask for it, and we will not use your information in the new way until you give it.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      paragraphs: [
        'If you have a question about this policy or about your personal information, or want to use any of your rights, please contact us using the contact details below. Our office is open from 10 AM to 7 PM, Monday to Saturday.',
      ],
    },
  ],
};

export default text;
