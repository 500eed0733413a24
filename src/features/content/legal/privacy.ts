/**
 * Privacy policy (/privacy-policy). The page adds the title's
 * 'Last updated' line and the business's contact details itself, so the text
 * refers to "the contact details below" and never repeats a phone or e-mail.
 */
import { business, DRAFT_KEEP_MONTHS } from '@/lib/config';
import type { LegalPage, LegalText } from './types';
import { asChecked, figure } from '@/lib/legal-facts';

const en: LegalText = {
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
        'Service providers who work for us: our website hosting and database provider, which stores the requests and subscriptions sent through the website; our e-mail delivery service, which sends request notifications and confirmation e-mails; our website analytics service; and the banks or payment gateways that process payments. They may use the information only to provide their service to us, and must keep it confidential and secure.',
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
        'Your newsletter e-mail address is kept until you unsubscribe.',
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

const hi: LegalText = {
  seoTitle: `गोपनीयता नीति | ${business.nameHi}`,
  seoDescription:
    'हम आपकी व्यक्तिगत जानकारी कैसे एकत्र, उपयोग और सुरक्षित करते हैं, आपके अधिकार और शिकायत अधिकारी: सूचना प्रौद्योगिकी अधिनियम और डीपीडीपी अधिनियम, 2023 के अनुसार।',
  seoKeywords:
    'गोपनीयता नीति, व्यक्तिगत डेटा संरक्षण, डीपीडीपी अधिनियम 2023, सूचना प्रौद्योगिकी अधिनियम 2000, शिकायत अधिकारी, कानूनी दस्तावेज़ सेवाएँ, मध्य प्रदेश, राजस्थान',
  title: 'गोपनीयता नीति',
  intro: [
    `यह गोपनीयता नीति बताती है कि जब आप हमारी वेबसाइट (फ़ोन पर इंस्टॉल किए जा सकने वाले ऐप सहित) का उपयोग करते हैं, हमें दस्तावेज़ का अनुरोध भेजते हैं, हमारे न्यूज़लेटर की सदस्यता लेते हैं या हमारी कानूनी दस्तावेज़ सेवाएँ लेते हैं, तब ${business.nameHi} (“हम”, “हमारा”) आपकी व्यक्तिगत जानकारी किस प्रकार एकत्र करता है, उसका उपयोग कैसे करता है, उसे किसके साथ साझा करता है और उसकी सुरक्षा कैसे करता है।`,
    `यह नीति सूचना प्रौद्योगिकी अधिनियम, 2000 तथा सूचना प्रौद्योगिकी (उचित सुरक्षा पद्धतियाँ और प्रक्रियाएँ तथा संवेदनशील व्यक्तिगत डेटा या सूचना) नियम, 2011 (आगे “2011 के नियम”) के अंतर्गत प्रकाशित की गई है। हम डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (आगे “डीपीडीपी अधिनियम”) के सिद्धांतों को भी अपनाते हैं। डिजिटल व्यक्तिगत डेटा संरक्षण नियम, 2025 ${figure('dpdp.rules.notified', 'hi')} को अधिसूचित हुए और अधिनियम को चरणों में लागू करते हैं: सहमति प्रबंधक ${figure('dpdp.consent-managers', 'hi')} से पंजीकरण करा सकते हैं, और सूचना, सहमति व सुरक्षा के दायित्व, डेटा प्रधान के अधिकार, शिकायत निवारण और जुर्माने ${figure('dpdp.obligations', 'hi')} से लागू होते हैं (${asChecked('hi', 'dpdp.rules.notified', 'dpdp.consent-managers', 'dpdp.obligations')})। हर चरण के लागू होने पर हम उसका पालन करेंगे।`,
    'कृपया अपनी कोई भी व्यक्तिगत जानकारी देने से पहले यह नीति पढ़ लें। यह नीति हिंदी और अंग्रेज़ी दोनों भाषाओं में उपलब्ध है; दोनों के अर्थ में कोई अंतर होने पर अंग्रेज़ी संस्करण मान्य होगा।',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'हम कौन-सी जानकारी एकत्र करते हैं',
      paragraphs: [
        'हम केवल वही जानकारी लेते हैं जो आपके अनुरोध का उत्तर देने और आपको सेवा देने के लिए ज़रूरी है। अधिकांश जानकारी आप स्वयं देते हैं; वेबसाइट पर आने पर थोड़ी-सी जानकारी अपने-आप दर्ज होती है।',
        'कुछ दस्तावेज़ों के लिए ऐसी जानकारी चाहिए होती है जिसे 2011 के नियम संवेदनशील व्यक्तिगत डेटा या सूचना मानते हैं, जैसे बैंक खाते का विवरण, या किसी विशेष शपथ पत्र के लिए चिकित्सा संबंधी रिकॉर्ड। ऐसी जानकारी हम केवल आपकी लिखित या इलेक्ट्रॉनिक सहमति से लेते हैं, और उसका उपयोग केवल उसी दस्तावेज़ या सेवा के लिए करते हैं जो आपने माँगी है। जहाँ पूरा आधार नंबर ज़रूरी न हो, वहाँ आप पहले आठ अंक छिपाकर मास्क्ड आधार दे सकते हैं। हम आपसे कभी आपका कार्ड नंबर, सीवीवी, यूपीआई पिन या नेट-बैंकिंग पासवर्ड नहीं माँगेंगे।',
        'हम यह जानकारी एकत्र करते हैं:',
      ],
      list: [
        'पहचान और संपर्क का विवरण: आपका नाम, ई-मेल पता, फ़ोन नंबर और डाक पता।',
        'सेवा से जुड़ा विवरण: आपके द्वारा चुनी गई सेवा और दस्तावेज़ का प्रकार, काम कितनी जल्दी चाहिए, आपका संदेश, तथा दस्तावेज़ तैयार करने या जाँचने के लिए आपके द्वारा दिए गए तथ्य और कागज़ात, जैसे संपत्ति का विवरण, पक्षकारों के नाम, और जहाँ दस्तावेज़ या संबंधित कार्यालय को आवश्यकता हो वहाँ आधार या पैन जैसे पहचान पत्र।',
        'पत्राचार: हमारे साथ आपके संदेश, ई-मेल, फ़ोन कॉल और चैट (व्हाट्सऐप सहित), तथा हमारे उत्तर।',
        'भुगतान का विवरण: राशि, तारीख, भुगतान का तरीका (जैसे यूपीआई, बैंक ट्रांसफ़र, कार्ड या नकद) और लेन-देन का संदर्भ क्रमांक। ऑनलाइन भुगतान आपके बैंक, पेमेंट ऐप या पेमेंट गेटवे के माध्यम से होता है; पूरा कार्ड नंबर न हमारे पास आता है, न हम उसे रखते हैं।',
        'न्यूज़लेटर: सदस्यता लेते समय दिया गया आपका ई-मेल पता।',
        'अपने-आप दर्ज होने वाली जानकारी: आपका आईपी पता, ब्राउज़र का प्रकार और संस्करण, डिवाइस और ऑपरेटिंग सिस्टम का प्रकार, वेबसाइट पर आने की तारीख और समय, आपके द्वारा देखे गए पेज, और वह पेज जिससे होकर आप हमारी वेबसाइट पर आए। यह जानकारी हमारे होस्टिंग प्रदाता के सर्वर लॉग में दर्ज होती है, और हमारी एनालिटिक्स सेवा इसे “कुकीज़ और एनालिटिक्स” भाग में बताए अनुसार एकत्र करती है।',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'आपकी जानकारी का उपयोग',
      paragraphs: [
        'हम आपकी जानकारी का उपयोग केवल उन्हीं उद्देश्यों के लिए करते हैं जिनके लिए आपने उसे दिया है, उनसे जुड़े उद्देश्यों के लिए, तथा जहाँ कानून इसकी अपेक्षा करता है। इसका आधार आपकी सहमति है, या यह तथ्य कि आपने किसी विशेष उद्देश्य (जैसे दस्तावेज़ के अनुरोध) के लिए स्वेच्छा से जानकारी दी है, या कोई कानूनी दायित्व।',
        'हम आपकी जानकारी बेचते नहीं हैं, उसके आधार पर आपके बारे में कोई स्वचालित निर्णय नहीं लेते, और आपको दूसरे व्यवसायों के प्रचार संदेश नहीं भेजते। हम इसका उपयोग इन कामों के लिए करते हैं:',
      ],
      list: [
        'आपके अनुरोध का उत्तर देना, आपको ऑर्डर नंबर देना और आपसे संपर्क करना, सामान्यतः 24 घंटे के भीतर;',
        'आपके दस्तावेज़ का मसौदा बनाना, उसकी जाँच करना, उसे तैयार करके आप तक पहुँचाना, और आपके कहने पर स्टाम्प पेपर या ई-स्टाम्प, नोटरी या रजिस्ट्री की व्यवस्था करना;',
        'जब आपके काम के लिए आवश्यक हो, आपके निर्देश पर सरकारी कार्यालयों और पोर्टलों, जैसे उप पंजीयक कार्यालय, संपदा और आरसीएमएस पोर्टल, या आयकर और जीएसटी पोर्टल, पर विवरण प्रस्तुत करना;',
        'आपके अनुरोध की पुष्टि और उसकी प्रगति की जानकारी ई-मेल से भेजना;',
        'भुगतान दर्ज करना, रसीद देना और अपना हिसाब-किताब रखना;',
        'यदि आपने सदस्यता ली है तो न्यूज़लेटर भेजना (आप कभी भी सदस्यता समाप्त कर सकते हैं);',
        'यह समझना कि वेबसाइट का उपयोग कैसे होता है, त्रुटियाँ दूर करना, और अपनी सेवाओं व सामग्री को बेहतर बनाना;',
        'वेबसाइट और अपने रिकॉर्ड को सुरक्षित रखना, तथा धोखाधड़ी या दुरुपयोग रोकना;',
        'अपने कानूनी दायित्व पूरे करना, अधिकारियों के वैध अनुरोधों का उत्तर देना, और किसी कानूनी दावे को सिद्ध करना या उसका बचाव करना।',
      ],
    },
    {
      id: 'sharing-and-disclosure',
      heading: 'जानकारी साझा करना और प्रकट करना',
      paragraphs: [
        'हम आपकी व्यक्तिगत जानकारी न बेचते हैं, न किराये पर देते हैं, न उसका किसी प्रकार का सौदा करते हैं। हम उसे केवल नीचे बताए अनुसार, और उतनी ही साझा करते हैं जितनी उस उद्देश्य के लिए ज़रूरी हो।',
        'हमारे सेवा प्रदाता जानकारी को भारत के बाहर स्थित सर्वरों पर भी संसाधित या संग्रहीत कर सकते हैं। ऐसे में हम उन्हीं प्रदाताओं को चुनते हैं जो मान्य सुरक्षा पद्धतियों का पालन करते हैं, और भारत के बाहर व्यक्तिगत डेटा भेजने पर भारत सरकार द्वारा अधिसूचित किसी भी प्रतिबंध का पालन करते हैं।',
        'हम आपकी जानकारी इनके साथ साझा कर सकते हैं:',
      ],
      list: [
        'हमारे लिए काम करने वाले सेवा प्रदाता: वेबसाइट की होस्टिंग और डेटाबेस सेवा, जिसमें वेबसाइट से भेजे गए अनुरोध और सदस्यताएँ सुरक्षित रहती हैं; ई-मेल भेजने वाली सेवा, जो अनुरोध की सूचना और पुष्टि के ई-मेल भेजती है; वेबसाइट की एनालिटिक्स सेवा; और भुगतान की प्रक्रिया करने वाले बैंक या पेमेंट गेटवे। ये प्रदाता जानकारी का उपयोग केवल हमें अपनी सेवा देने के लिए कर सकते हैं, और उन्हें उसे गोपनीय व सुरक्षित रखना होता है।',
        'आपके काम से जुड़े पेशेवर और अधिकारी, आपकी जानकारी में: जैसे नोटरी, लाइसेंसधारी स्टाम्प विक्रेता, आपके द्वारा नियुक्त अधिवक्ता, या साक्ष्य प्रमाणन के लिए फ़ोटोग्राफ़र।',
        'सरकारी कार्यालय और पोर्टल, जैसे उप पंजीयक कार्यालय, ई-स्टाम्प प्रणाली, या संपदा, आरसीएमएस, आयकर अथवा जीएसटी पोर्टल, जब आप हमसे ऐसा काम करवाते हैं जिसके लिए यह आवश्यक हो।',
        'सरकारी एजेंसियाँ, न्यायालय और कानून प्रवर्तन अधिकारी, जहाँ कानून हमें जानकारी देने के लिए बाध्य करता है या इसकी अनुमति देता है, जैसे पहचान के सत्यापन के लिए, अपराधों की रोकथाम, पता लगाने या जाँच के लिए, या न्यायालय के आदेश पर।',
        'इनके अलावा कोई भी अन्य व्यक्ति या संस्था, केवल आपकी सहमति से।',
      ],
    },
    {
      id: 'data-on-your-device',
      heading: 'आपके अपने डिवाइस पर रखी जानकारी',
      paragraphs: [
        'हमारी वेबसाइट एक ऐसे ऐप की तरह काम करती है जो इंटरनेट न होने पर भी खुल सकता है और आंशिक रूप से चल सकता है; आप इसे अपने फ़ोन की होम स्क्रीन पर भी जोड़ सकते हैं। इसके लिए कुछ जानकारी आपके अपने डिवाइस पर, ब्राउज़र के स्टोरेज में रखी जाती है। भेजे जाने की प्रतीक्षा कर रहे अनुरोधों को छोड़कर, जो भेजे जाने पर ही हम तक पहुँचते हैं, यह जानकारी आपके डिवाइस से बाहर नहीं जाती और हम इसे देख नहीं सकते।',
        'आप कभी भी अपने ब्राउज़र की सेटिंग में जाकर इस वेबसाइट का साइट डेटा (स्टोरेज, कैश और कुकीज़) साफ़ करके यह सारी जानकारी हटा सकते हैं; यदि आपने इसे होम स्क्रीन पर जोड़ा है, तो ऐप को अनइंस्टॉल भी कर सकते हैं। यदि सहेजा गया कोई अनुरोध भेजे जाने से पहले ही आप साइट डेटा साफ़ कर देते हैं, तो वह अनुरोध हम तक नहीं पहुँचेगा और आपको उसे दोबारा भेजना होगा। किसी साझा या सार्वजनिक डिवाइस पर उपयोग के बाद कृपया साइट डेटा अवश्य साफ़ कर दें।',
        'आपके डिवाइस पर यह जानकारी रखी जाती है:',
      ],
      list: [
        'ऑफ़लाइन रहते हुए भेजे गए अनुरोध: यदि आप इंटरनेट न होने पर या कनेक्शन टूट जाने पर दस्तावेज़ का अनुरोध या न्यूज़लेटर की सदस्यता भेजते हैं, तो आपके द्वारा भरी गई जानकारी (नाम, ई-मेल, फ़ोन नंबर, सेवा और दस्तावेज़ का प्रकार, और आपका संदेश) हमें भेजे जाने तक आपके ब्राउज़र के स्टोरेज में रखी रहती है। कनेक्शन लौटते ही यह अपने-आप भेज दी जाती है।',
        `मसौदा बनाने वाले पेजों (/drafts) पर लिखे मसौदे: आपके लिखे जवाब (नाम, पते, तारीखें, राशियाँ और कथन) लिखते-लिखते इसी डिवाइस पर रखे जाते हैं, ताकि पेज दोबारा खुलने या टैब बंद होने पर कुछ न खोए। ये हमें तभी भेजे जाते हैं जब आप अपने नाम, फ़ोन और ई-मेल के साथ “फ़र्म को भेजें” दबाते हैं, एक अनुरोध के रूप में; तब मसौदा इस डिवाइस से हट जाता है। मसौदा तब तक रहता है जब तक आप उसके पेज पर “यह मसौदा हटाएँ” न दबाएँ, जिससे वह तुरंत हट जाता है, या ${DRAFT_KEEP_MONTHS} महीने तक उसमें कोई बदलाव न हो; तब अगली बार कोई मसौदा पेज खोलने पर वह हट जाता है। साइट डेटा साफ़ करने से भी वह हट जाता है।`,
        'ऑफ़लाइन पढ़ने के लिए ब्लॉग लेख: हाल के ब्लॉग लेख और उनके चित्र सहेज लिए जाते हैं, ताकि आप इंटरनेट के बिना भी उन्हें पढ़ सकें।',
        'आपकी चुनी हुई भाषा (हिंदी या अंग्रेज़ी), ताकि वेबसाइट उसी भाषा में खुले।',
        'वेबसाइट की अपनी फ़ाइलें (पेज, स्टाइल, स्क्रिप्ट और चित्र), ताकि वह जल्दी खुले और ऑफ़लाइन भी चले।',
      ],
    },
    {
      id: 'cookies-and-analytics',
      heading: 'कुकीज़ और एनालिटिक्स',
      paragraphs: [
        'कुकीज़ छोटी टेक्स्ट फ़ाइलें होती हैं जिन्हें कोई वेबसाइट आपके ब्राउज़र में सहेजती है। हमारी वेबसाइट को चलने के लिए कुकीज़ की आवश्यकता नहीं है: ऊपर बताए अनुसार आपकी चुनी हुई भाषा और ऑफ़लाइन डेटा ब्राउज़र के स्टोरेज में रहते हैं। हम विज्ञापन के लिए कुकीज़ का उपयोग नहीं करते, और दूसरी वेबसाइटों पर आपकी गतिविधि पर नज़र नहीं रखते।',
        'वेबसाइट का उपयोग किस तरह होता है, यह समग्र रूप से समझने के लिए हम एक वेब एनालिटिक्स सेवा का उपयोग करते हैं: कौन-से पेज देखे गए, कितनी देर तक, किस प्रकार के डिवाइस और ब्राउज़र से, और आईपी पते के आधार पर मोटे तौर पर किस क्षेत्र से। यह एनालिटिक्स सेवा अपनी कुकीज़ लगा सकती है। हम इस जानकारी का उपयोग केवल वेबसाइट को बेहतर बनाने के लिए करते हैं, आपकी पहचान करने के लिए नहीं।',
        'आप अपने ब्राउज़र की सेटिंग में कुकीज़ को रोक या हटा सकते हैं और ट्रैकिंग से सुरक्षा (ट्रैकिंग प्रोटेक्शन) चालू कर सकते हैं। इसके बाद भी वेबसाइट ठीक से चलेगी।',
      ],
    },
    {
      id: 'data-security',
      heading: 'आपकी जानकारी की सुरक्षा',
      paragraphs: [
        'सूचना प्रौद्योगिकी अधिनियम, 2000 की धारा 43क और 2011 के नियमों के नियम 8 की अपेक्षा के अनुसार हम उचित सुरक्षा पद्धतियों और प्रक्रियाओं का पालन करते हैं, और डीपीडीपी अधिनियम की अपेक्षा के अनुसार व्यक्तिगत डेटा के उल्लंघन (डेटा ब्रीच) को रोकने के लिए उचित सुरक्षा उपाय करते हैं।',
        'इंटरनेट पर जानकारी रखने या भेजने का कोई भी तरीका पूरी तरह सुरक्षित नहीं होता, इसलिए हम पूर्ण सुरक्षा की गारंटी नहीं दे सकते। यदि कभी व्यक्तिगत डेटा का उल्लंघन होता है, तो हम उसे रोकने के लिए तुरंत कदम उठाएँगे, और कानून की अपेक्षा के अनुसार आपको तथा संबंधित प्राधिकारियों को सूचित करेंगे। हम फ़ोन, ई-मेल या चैट पर आपसे कभी कोई पासवर्ड, पिन या कार्ड का विवरण नहीं माँगेंगे।',
        'हमारे सुरक्षा उपायों में ये शामिल हैं:',
      ],
      list: [
        'वेबसाइट, और हमारे डेटाबेस व ई-मेल सेवा से उसका संपर्क, एन्क्रिप्टेड (HTTPS) कनेक्शन पर होता है;',
        'वेबसाइट से भेजे गए अनुरोध और सदस्यताएँ हमारे डेटाबेस में जुड़ तो सकती हैं, पर कोई दूसरा विज़िटर उन्हें पढ़ नहीं सकता; उन्हें केवल अधिकृत कर्मचारी देख सकते हैं;',
        'व्यक्तिगत जानकारी तक पहुँच केवल उन्हीं कर्मचारियों को है जिन्हें आपके काम के लिए उसकी ज़रूरत है, और वे उसे गोपनीय रखने के लिए बाध्य हैं;',
        'आपके द्वारा सौंपे गए मूल दस्तावेज़ हमारे कार्यालय में सुरक्षित रखे जाते हैं और आपको लौटा दिए जाते हैं; ज़रूरत पूरी होने पर कागज़ी प्रतियाँ सुरक्षित तरीके से नष्ट कर दी जाती हैं;',
        'हम अपने सुरक्षा उपायों की समय-समय पर समीक्षा करते हैं और आवश्यकता होने पर उन्हें अद्यतन करते हैं।',
      ],
    },
    {
      id: 'data-retention',
      heading: 'जानकारी कितने समय तक रखी जाती है',
      paragraphs: [
        'हम व्यक्तिगत जानकारी केवल तब तक रखते हैं जब तक वह उस उद्देश्य के लिए आवश्यक हो जिसके लिए उसे लिया गया था, या जब तक कानून उसे रखना अनिवार्य करता है। उसके बाद हम उसे मिटा देते हैं, या उसे इस तरह अनाम कर देते हैं कि उससे आपकी पहचान न हो सके।',
        'व्यवहार में:',
      ],
      list: [
        'अनुरोधों का रिकॉर्ड और हमारे द्वारा तैयार दस्तावेज़ आपको सेवा देने तक, और उसके बाद उतने समय तक रखे जाते हैं जितना दस्तावेज़ से जुड़े प्रश्नों का उत्तर देने, कर, लेखा और अन्य कानूनों के अंतर्गत अपने दायित्व पूरे करने, और कानून द्वारा निर्धारित अवधि के भीतर उठने वाले किसी कानूनी दावे से निपटने के लिए आवश्यक हो।',
        'न्यूज़लेटर के लिए दिया गया ई-मेल पता तब तक रखा जाता है जब तक आप सदस्यता समाप्त नहीं करते।',
        'सर्वर लॉग और एनालिटिक्स डेटा सुरक्षा और आँकड़ों के लिए सीमित अवधि तक रखे जाते हैं।',
        'यदि आप अपनी जानकारी मिटाने को कहते हैं, तो हम उसे मिटा देंगे, जब तक कि कानून हमें उसे रखने के लिए बाध्य न करे; ऐसी स्थिति में हम आपको बताएँगे कि कौन-सी जानकारी रखनी पड़ेगी और क्यों।',
        'आपके अपने डिवाइस पर रखी जानकारी तब तक वहीं रहती है जब तक वह भेज न दी जाए या आप उसे साफ़ न कर दें (“आपके अपने डिवाइस पर रखी जानकारी” भाग देखें)।',
      ],
    },
    {
      id: 'your-rights',
      heading: 'आपके अधिकार',
      paragraphs: [
        `लागू कानून के अधीन, अपनी व्यक्तिगत जानकारी के संबंध में आपको नीचे लिखे अधिकार प्राप्त हैं। हम ये सभी अधिकार अभी से देते हैं, उन अधिकारों सहित जिन्हें डीपीडीपी अधिनियम ${figure('dpdp.obligations', 'hi')} से कानूनी रूप से लागू करवाने योग्य बनाता है।`,
        'इनमें से किसी भी अधिकार का उपयोग करने के लिए नीचे दिए गए संपर्क विवरण पर हमें लिखें, बताएँ कि आप कौन-सा अधिकार उपयोग करना चाहते हैं, और इतना विवरण दें कि हम आपका रिकॉर्ड ढूँढ सकें (जैसे आपका ऑर्डर नंबर)। कार्रवाई से पहले हम आपसे आपकी पहचान की पुष्टि करने को कह सकते हैं, ताकि किसी और की जानकारी न तो उजागर हो और न बदली जाए। उचित अनुरोधों के लिए हम कोई शुल्क नहीं लेते, और कानून द्वारा निर्धारित समय के भीतर उत्तर देते हैं।',
        'आपके अधिकार ये हैं:',
      ],
      list: [
        'जानकारी तक पहुँच: हमारे पास आपकी जो व्यक्तिगत जानकारी है, हम उसके साथ क्या करते हैं और उसे किनके साथ साझा किया गया है, इसका सारांश प्राप्त करना।',
        'सुधार: गलत या भ्रामक जानकारी को ठीक करवाना, अधूरी जानकारी को पूरा करवाना और पुरानी जानकारी को अद्यतन करवाना।',
        'मिटाना: ज़रूरत पूरी हो जाने पर अपनी जानकारी मिटवाना, जब तक कि कानून हमें उसे रखने के लिए बाध्य न करे।',
        'सहमति वापस लेना: अपनी सहमति कभी भी, उतनी ही आसानी से वापस लेना जितनी आसानी से आपने वह दी थी। सहमति वापस लेने से पहले किए गए काम पर इसका असर नहीं पड़ता, पर हो सकता है कि उस जानकारी पर निर्भर सेवा हम आगे जारी न रख सकें। न्यूज़लेटर की सदस्यता आप कभी भी समाप्त कर सकते हैं।',
        'डेटा पोर्टेबिलिटी: आपके द्वारा दी गई जानकारी की प्रति किसी सामान्य इलेक्ट्रॉनिक प्रारूप में प्राप्त करना, या जहाँ तकनीकी रूप से संभव हो, उसे किसी अन्य सेवा प्रदाता को भिजवाना।',
        'नामांकन: अपनी मृत्यु या अक्षमता की स्थिति में अपनी ओर से इन अधिकारों का उपयोग करने के लिए किसी अन्य व्यक्ति को नामित करना।',
        `शिकायत निवारण: हमारे शिकायत अधिकारी से शिकायत करना, और ${figure('dpdp.obligations', 'hi')} से, जब डीपीडीपी अधिनियम के शिकायत संबंधी प्रावधान लागू होंगे, उत्तर से संतुष्ट न होने पर भारतीय डेटा संरक्षण बोर्ड के समक्ष जाना।`,
      ],
    },
    {
      id: 'children',
      heading: 'बच्चों की जानकारी',
      paragraphs: [
        'हमारी वेबसाइट और सेवाएँ वयस्कों (18 वर्ष या उससे अधिक आयु के व्यक्तियों) के लिए हैं। माता-पिता या विधिक अभिभावक की सत्यापन-योग्य सहमति के बिना हम जान-बूझकर 18 वर्ष से कम आयु के किसी व्यक्ति की व्यक्तिगत जानकारी नहीं लेते।',
        'जब कोई दस्तावेज़ किसी नाबालिग से संबंधित हो, जैसे किसी बच्चे के लिए बनाया गया शपथ पत्र या आवेदन, तो जानकारी और सहमति माता-पिता या विधिक अभिभावक देते हैं। हम बच्चों की गतिविधियों पर नज़र नहीं रखते और न ही उन्हें लक्षित करके विज्ञापन दिखाते हैं।',
        'यदि आपको लगता है कि किसी बच्चे ने ऐसी सहमति के बिना हमें व्यक्तिगत जानकारी दी है, तो कृपया नीचे दिए गए संपर्क विवरण पर हमें बताएँ; हम उसे मिटा देंगे।',
      ],
    },
    {
      id: 'grievance-officer',
      heading: 'शिकायत अधिकारी',
      paragraphs: [
        'सूचना प्रौद्योगिकी अधिनियम, 2000, 2011 के नियमों और डीपीडीपी अधिनियम के अनुसार, आपकी व्यक्तिगत जानकारी के संबंध में आपकी शिकायतों के निवारण के लिए हमने एक शिकायत अधिकारी नियुक्त किया है।',
        `हमारे शिकायत अधिकारी ${business.grievanceOfficer.hi} हैं।`,
        'आप नीचे दिए गए संपर्क विवरण के माध्यम से शिकायत अधिकारी तक पहुँच सकते हैं। कृपया अपने पत्र या ई-मेल पर “ध्यानार्थ: शिकायत अधिकारी” लिखें, और उसमें अपना नाम, संपर्क विवरण, ऑर्डर नंबर (यदि हो) और अपनी शिकायत का विवरण दें।',
        `हम आपकी शिकायत की शीघ्र पावती देंगे, और कानून द्वारा निर्धारित समय के भीतर, तथा हर हाल में 2011 के नियमों के नियम 5(9) के अनुसार शिकायत मिलने के एक माह के भीतर, उसका निवारण करेंगे। ${figure('dpdp.obligations', 'hi')} से, यदि आप हमारे उत्तर से संतुष्ट नहीं हैं, तो डीपीडीपी अधिनियम के अंतर्गत भारतीय डेटा संरक्षण बोर्ड के समक्ष भी जा सकते हैं।`,
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'इस नीति में बदलाव',
      paragraphs: [
        'हमारी सेवाओं, कार्यप्रणाली या कानून में बदलाव होने पर हम इस नीति को अद्यतन कर सकते हैं। इस पेज के ऊपर दी गई तारीख बताती है कि इसे अंतिम बार कब अद्यतन किया गया।',
        'कोई महत्वपूर्ण बदलाव होने पर हम उसके लागू होने से पहले वेबसाइट पर सूचना देंगे। यदि किसी बदलाव के लिए आपकी नई सहमति आवश्यक हो, तो हम आपसे सहमति माँगेंगे, और सहमति मिलने तक आपकी जानकारी का उस नए तरीके से उपयोग नहीं करेंगे।',
      ],
    },
    {
      id: 'contact-us',
      heading: 'हमसे संपर्क करें',
      paragraphs: [
        'इस नीति या अपनी व्यक्तिगत जानकारी के बारे में कोई प्रश्न हो, या आप अपने किसी अधिकार का उपयोग करना चाहते हों, तो कृपया नीचे दिए गए संपर्क विवरण पर हमसे संपर्क करें। हमारा कार्यालय सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक खुला रहता है।',
      ],
    },
  ],
};

const privacy: LegalPage = { en, hi };
export default privacy;
