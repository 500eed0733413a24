/**
 * Terms of use (/terms-of-use). The page adds the title's
 * 'Last updated' line and the business's contact details itself, so the text
 * refers to "the contact details below" and never repeats a phone or e-mail.
 */
import { business } from '@/lib/config';
import type { LegalPage, LegalText } from './types';

const en: LegalText = {
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

const hi: LegalText = {
  seoTitle: `उपयोग की शर्तें | ${business.nameHi}`,
  seoDescription:
    'हमारी वेबसाइट और कानूनी दस्तावेज़ सेवाओं के उपयोग पर लागू शर्तें: कानूनी सलाह नहीं, शुल्क, स्टाम्प शुल्क, दायित्व की सीमा, लागू कानून और क्षेत्राधिकार।',
  seoKeywords:
    'उपयोग की शर्तें, नियम और शर्तें, कानूनी दस्तावेज़ सेवाएँ, अस्वीकरण, कानूनी सलाह नहीं, स्टाम्प शुल्क, दायित्व की सीमा, भारत',
  title: 'उपयोग की शर्तें',
  intro: [
    `उपयोग की ये शर्तें (आगे “शर्तें”) ${business.nameHi} (“हम”, “हमारा”) की वेबसाइट (फ़ोन पर इंस्टॉल किए जा सकने वाले ऐप सहित) के उपयोग पर, और इसके माध्यम से आपके द्वारा ली जाने वाली दस्तावेज़ सेवाओं पर लागू होती हैं। कृपया इन्हें ध्यान से पढ़ें।`,
    'आपकी व्यक्तिगत जानकारी के साथ हम कैसा व्यवहार करते हैं, यह हमारी गोपनीयता नीति में बताया गया है, और वह नीति इन शर्तों का हिस्सा है।',
  ],
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'शर्तों की स्वीकृति',
      paragraphs: [
        'इस वेबसाइट को खोलकर, देखकर या उसका उपयोग करके, हमें अनुरोध भेजकर या हमारी सेवाएँ लेकर आप इन शर्तों और हमारी गोपनीयता नीति से बँधे रहने के लिए सहमत होते हैं। यदि आप सहमत नहीं हैं, तो कृपया वेबसाइट या हमारी सेवाओं का उपयोग न करें।',
        'हमारी सेवाओं का अनुरोध करने के लिए आपकी आयु कम से कम 18 वर्ष होनी चाहिए, और आप भारतीय संविदा अधिनियम, 1872 के अंतर्गत संविदा करने के लिए सक्षम होने चाहिए। यदि आप किसी फ़र्म, कंपनी या किसी अन्य व्यक्ति की ओर से वेबसाइट का उपयोग कर रहे हैं, तो आप पुष्टि करते हैं कि उनकी ओर से ये शर्तें स्वीकार करने का आपको अधिकार है।',
        'यदि किसी विशेष काम के लिए हमारे और आपके बीच अलग से शर्तें तय होती हैं, जैसे लिखित कोटेशन में, तो वे शर्तें इन शर्तों के साथ उस काम पर लागू होंगी; दोनों में टकराव होने पर विशेष शर्तें मान्य होंगी।',
      ],
    },
    {
      id: 'our-services',
      heading: 'हमारी सेवाएँ',
      paragraphs: [
        'हम कानूनी दस्तावेज़ों से जुड़े कामों में सहायता करते हैं: किरायानामा (रेंट एग्रीमेंट), शपथ पत्र, विक्रय अनुबंध, सेवा अनुबंध, कानूनी नोटिस, शिकायत और आवेदन जैसे दस्तावेज़ों का मसौदा तैयार करना; दस्तावेज़ों की जाँच; स्टाम्प पेपर, ई-स्टाम्प (केवल मध्य प्रदेश के लिए) और नोटरी की व्यवस्था; वसीयत तैयार करना; सामान्य कानूनी जानकारी और शोध; ई-मध्यस्थता, संपत्ति की रजिस्ट्री, कानूनी फ़ोटोग्राफ़ी और साक्ष्य प्रमाणन में सहायता; तथा संपदा और आरसीएमएस जैसे सरकारी पोर्टलों में मदद, और आयकर, जीएसटी व कंपनी संबंधी फ़ाइलिंग के लिए ज़रूरी दस्तावेज़।',
        'हम दस्तावेज़ आपके द्वारा दी गई जानकारी और कागज़ात के आधार पर, तथा उन्हें तैयार करते समय लागू कानून के अनुसार तैयार करते हैं। वेबसाइट पर बताई गई समय-सीमाएँ, जैसे 24-48 घंटे में डिलीवरी, 24-48 घंटे में दस्तावेज़ की जाँच, या 1-3 कार्य दिवस में रजिस्ट्री, हमारे सामान्य अनुमान हैं। ये समय-सीमाएँ तब से गिनी जाती हैं जब हमें सारी आवश्यक जानकारी, कागज़ात और भुगतान मिल जाएँ, और सरकारी कार्यालयों, पोर्टलों, नोटरी, छुट्टियों तथा हमारे नियंत्रण से बाहर की अन्य बातों से प्रभावित हो सकती हैं। हम किसी विशेष परिणाम की गारंटी नहीं देते, जैसे किसी प्राधिकारी द्वारा दस्तावेज़ स्वीकार किया जाना, या किसी नोटिस, शिकायत या मध्यस्थता का नतीजा।',
        'कानूनी सलाह नहीं: हमारी दस्तावेज़ सेवाएँ और इस वेबसाइट पर दी गई जानकारी कानूनी सलाह नहीं है, और आपके मामले के तथ्यों पर किसी अधिवक्ता की सलाह का विकल्प नहीं है। यदि आपके मामले में कानूनी सलाह की, या किसी न्यायालय अथवा प्राधिकारी के समक्ष पैरवी की आवश्यकता हो, तो हम आपको यह बता देंगे, और आप अलग लिखित अनुबंध के तहत अपनी पसंद का अधिवक्ता नियुक्त कर सकते हैं।',
        'अधिवक्ता-मुवक्किल संबंध नहीं: इस वेबसाइट का उपयोग करने, अनुरोध भेजने, या हमें फ़ोन, ई-मेल अथवा चैट करने से अधिवक्ता और मुवक्किल का संबंध नहीं बनता। यह संबंध तभी बनता है जब कोई अधिवक्ता लिखित रूप में स्पष्ट रूप से आपकी ओर से काम करना स्वीकार करे। जब तक हम यह पुष्टि न कर दें कि हम आपकी सहायता कर सकते हैं, तब तक कृपया किसी विवाद का गोपनीय विवरण हमें न भेजें।',
        'बार काउंसिल ऑफ़ इंडिया के नियम: बार काउंसिल ऑफ़ इंडिया के नियम अधिवक्ताओं को विज्ञापन करने या काम माँगने की अनुमति नहीं देते। यह वेबसाइट केवल उन लोगों को, जो स्वयं जानकारी चाहते हैं, हमारी दस्तावेज़ सेवाओं और सामान्य कानूनी विषयों की जानकारी देने के लिए है। इसका उपयोग करके आप पुष्टि करते हैं कि आप यह जानकारी अपनी इच्छा से प्राप्त कर रहे हैं, और हमारी ओर से या हमारी ओर से किसी अन्य व्यक्ति द्वारा आपको किसी प्रकार का विज्ञापन, आग्रह, आमंत्रण या प्रलोभन नहीं दिया गया है।',
      ],
    },
    {
      id: 'blog-and-legal-information',
      heading: 'ब्लॉग और कानूनी जानकारी',
      paragraphs: [
        'हमारे ब्लॉग के लेख और इस वेबसाइट पर दी गई सामान्य कानूनी जानकारी, जिसमें अक्सर पूछे जाने वाले प्रश्न और सेवाओं के पेज शामिल हैं, केवल सामान्य जानकारी के लिए हैं। इनमें कानून और प्रक्रिया का सामान्य वर्णन होता है; हो सकता है कि इनमें कानून, नियमों, स्टाम्प शुल्क की दरों या सरकारी प्रक्रियाओं में हुए नवीनतम बदलाव शामिल न हों, और हो सकता है कि ये आपकी स्थिति पर लागू न हों।',
        'अपने तथ्यों पर सलाह लिए बिना इस जानकारी के आधार पर न कोई कदम उठाएँ, न किसी कदम से पीछे हटें। ऑफ़लाइन पढ़ने के लिए आपके डिवाइस पर सहेजे गए ब्लॉग लेख वेबसाइट पर मौजूद संस्करण से पुराने हो सकते हैं। ब्लॉग या इस वेबसाइट की किसी अन्य सामान्य जानकारी पर भरोसा करने से होने वाली किसी भी हानि के लिए हम उत्तरदायी नहीं हैं।',
      ],
    },
    {
      id: 'your-responsibilities',
      heading: 'आपकी ज़िम्मेदारियाँ',
      paragraphs: [
        'आप हमें जो जानकारी देते हैं, और हमारे द्वारा तैयार दस्तावेज़ों का जिस तरह उपयोग करते हैं, उसकी ज़िम्मेदारी आपकी है। विशेष रूप से, आप सहमत हैं कि:',
      ],
      list: [
        'आप सच्ची, सही और पूरी जानकारी व कागज़ात देंगे, और कुछ भी बदलने पर हमें तुरंत बताएँगे; हम आपकी दी हुई जानकारी पर भरोसा करते हैं और झूठी, अधूरी या भ्रामक जानकारी के परिणामों के लिए ज़िम्मेदार नहीं हैं। शपथ पत्र या शपथ पर दिए गए किसी अन्य दस्तावेज़ में झूठा कथन करना भारतीय कानून के अंतर्गत दंडनीय अपराध है;',
        'आप हर मसौदे को ध्यान से पढ़ेंगे, और उस पर हस्ताक्षर करने, नोटरी कराने या रजिस्ट्री कराने से पहले हमें उसकी कोई भी गलती बताएँगे;',
        'दस्तावेज़ों पर हस्ताक्षर करना, गवाहों की व्यवस्था करना, जहाँ कानून अपेक्षा करता है वहाँ नोटरी, उप पंजीयक या अन्य प्राधिकारी के समक्ष स्वयं उपस्थित होना, और मूल दस्तावेज़ सुरक्षित रखना आपकी ज़िम्मेदारी है;',
        'दस्तावेज़ निष्पादित करने का आपको अधिकार है, जैसे संपत्ति के स्वामी के रूप में या वैध मुख्तारनामे (पावर ऑफ़ अटॉर्नी) के आधार पर;',
        'आप वेबसाइट और हमारी सेवाओं का उपयोग केवल वैध उद्देश्यों के लिए करेंगे, और इनका उपयोग जाली, कपटपूर्ण या बेनामी दस्तावेज़ बनाने, किसी प्राधिकारी को गुमराह करने या किसी व्यक्ति को नुकसान पहुँचाने के लिए नहीं करेंगे;',
        'आप वेबसाइट की सुरक्षा या कामकाज में बाधा नहीं डालेंगे, कोई हानिकारक कोड अपलोड नहीं करेंगे, स्वचालित तरीकों से इसकी सामग्री की नकल नहीं करेंगे, और किसी अन्य व्यक्ति के नाम से उसकी अनुमति के बिना अनुरोध नहीं भेजेंगे;',
        'आप हमें भेजे गए और हमसे प्राप्त दस्तावेज़ों की प्रतियाँ अपने पास रखेंगे।',
      ],
    },
    {
      id: 'fees-and-payment',
      heading: 'शुल्क और भुगतान',
      paragraphs: [
        'हर काम के लिए हमारा शुल्क दस्तावेज़ या सेवा के प्रकार, काम की जटिलता, वह कितनी जल्दी चाहिए और आपके द्वारा चुने गए डिलीवरी के तरीके पर निर्भर करता है। काम शुरू करने से पहले हम आपको शुल्क बता देते हैं, और आपके द्वारा कोटेशन स्वीकार करने तथा माँगा गया कोई अग्रिम भुगतान करने के बाद काम शुरू करते हैं। लागू कर, जैसे जहाँ लागू हो वहाँ जीएसटी, कोटेशन में बताए अनुसार जोड़े जाते हैं।',
        'जब तक कोटेशन में अलग से न लिखा हो, हमारे शुल्क में स्टाम्प शुल्क, ई-स्टाम्प की राशि, पंजीयन शुल्क, कोर्ट फ़ीस, नोटरी शुल्क, पोर्टल शुल्क या अन्य सरकारी अथवा तृतीय पक्ष के शुल्क शामिल नहीं होते। ये वास्तविक राशि के अनुसार देय होते हैं।',
        'एक बार चुकाया गया शुल्क वापस नहीं किया जाता, जब तक कि हमने लिखित रूप में अन्यथा न बताया हो (जैसे कोटेशन में) या कानून के अनुसार वापसी आवश्यक न हो। सरकार को चुकाया जा चुका स्टाम्प शुल्क और सरकारी शुल्क हम वापस नहीं कर सकते; उनकी कोई भी वापसी सरकार के अपने नियमों और प्रक्रिया के अनुसार ही होती है।',
        'हम अपने शुल्क में कभी भी बदलाव कर सकते हैं। जिस काम के लिए आप हमारा कोटेशन पहले ही स्वीकार कर चुके हैं, उस पर इस बदलाव का असर नहीं पड़ेगा।',
      ],
    },
    {
      id: 'government-fees-and-third-party-portals',
      heading: 'सरकारी शुल्क, स्टाम्प शुल्क और तृतीय पक्ष के पोर्टल',
      paragraphs: [
        'स्टाम्प शुल्क, पंजीयन शुल्क और अन्य सरकारी शुल्क केंद्र और राज्य सरकारें तय करती हैं, जैसे मध्य प्रदेश में यथा लागू भारतीय स्टाम्प अधिनियम, 1899, राजस्थान स्टाम्प अधिनियम, 1998 और रजिस्ट्रीकरण अधिनियम, 1908 के अंतर्गत। संपत्ति के दस्तावेज़ों पर यह राज्य, दस्तावेज़ के प्रकार और संपत्ति पर निर्भर करता है। ये दरें, वे कलेक्टर गाइडलाइन दरें जिनके आधार पर इनकी गणना होती है, और इनसे जुड़े नियम कभी भी बदल सकते हैं और हमारे नियंत्रण से बाहर हैं। संबंधित प्राधिकारी द्वारा आकलन किए जाने तक हमारे द्वारा बताई गई कोई भी राशि केवल अनुमान है।',
        'हमारी सेवा के माध्यम से ई-स्टाम्प केवल मध्य प्रदेश के लिए उपलब्ध है।',
        'कई सेवाएँ संपदा, आरसीएमएस, ई-स्टाम्प प्रणाली, आयकर, जीएसटी और कॉर्पोरेट कार्य मंत्रालय के पोर्टल जैसे सरकारी पोर्टलों और प्रणालियों पर, तथा नोटरी, बैंक, कूरियर सेवा और भुगतान सेवा प्रदाताओं जैसे तृतीय पक्षों पर निर्भर करती हैं। इनके बंद रहने, इनकी त्रुटियों, देरी, प्रक्रिया में बदलाव या इनके निर्णयों के लिए, जिसमें किसी प्राधिकारी द्वारा दस्तावेज़ या आवेदन अस्वीकार किया जाना भी शामिल है, हम ज़िम्मेदार नहीं हैं।',
        'वेबसाइट पर व्हाट्सऐप, सोशल मीडिया, पेमेंट ऐप और हमारे सहयोगी उत्पाद जैसी तृतीय पक्ष सेवाओं और वेबसाइटों के लिंक हैं। उनका उपयोग उनकी अपनी शर्तों और गोपनीयता नीतियों के अधीन है, और उनकी सामग्री या कार्यप्रणाली के लिए हम ज़िम्मेदार नहीं हैं।',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'बौद्धिक संपदा',
      paragraphs: [
        'इस वेबसाइट की सामग्री, जिसमें इसके पाठ, लेख, ग्राफ़िक्स, लोगो, डिज़ाइन और दस्तावेज़ों के प्रारूप शामिल हैं, हमारी है या अनुमति से हमारे द्वारा उपयोग की जाती है, और प्रतिलिप्यधिकार (कॉपीराइट) अधिनियम, 1957, व्यापार चिह्न (ट्रेड मार्क) अधिनियम, 1999 तथा अन्य कानूनों द्वारा संरक्षित है।',
        'आप अपने निजी, गैर-व्यावसायिक उपयोग के लिए पेज देख, डाउनलोड और प्रिंट कर सकते हैं, और उनके लिंक साझा कर सकते हैं। हमारी लिखित अनुमति के बिना आप हमारी सामग्री की नकल, पुनरुत्पादन, पुनर्प्रकाशन या बिक्री नहीं कर सकते, और न ही उसका कोई अन्य व्यावसायिक उपयोग कर सकते हैं।',
        'शुल्क चुकाने के बाद, हमारे द्वारा आपके लिए तैयार किए गए दस्तावेज़ का आप अपने मामले के लिए उपयोग कर सकते हैं, उसकी प्रतियाँ बना सकते हैं, उस पर हस्ताक्षर कर सकते हैं और उसे प्रस्तुत कर सकते हैं। उसके पीछे लगे हमारे टेम्पलेट, प्रारूप और विशेषज्ञता पर अधिकार हमारे पास रहते हैं।',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'दायित्व की सीमा',
      paragraphs: [
        'हम हर दस्तावेज़ उचित सावधानी और कुशलता से तैयार करते हैं। वेबसाइट और उसकी सामान्य जानकारी “जैसी है, वैसी” उपलब्ध कराई जाती है। हम यह आश्वासन नहीं देते कि वेबसाइट हमेशा उपलब्ध, त्रुटिरहित या अद्यतन रहेगी; ऑफ़लाइन रहते हुए दिखाई देने वाली जानकारी पुरानी हो सकती है।',
        'कानून द्वारा अनुमत सीमा तक, वेबसाइट या हमारी सेवाओं के उपयोग से होने वाली किसी अप्रत्यक्ष, आनुषंगिक, विशेष या परिणामी हानि के लिए, अथवा लाभ, व्यवसाय, अवसर या डेटा की हानि के लिए हम उत्तरदायी नहीं हैं। इसी प्रकार, आपके द्वारा दी गई जानकारी के झूठे या अधूरे होने, ब्लॉग या अन्य सामान्य जानकारी पर आपके भरोसे, सरकारी प्राधिकारियों, पोर्टलों या अन्य तृतीय पक्षों के कार्यों, या हमारे उचित नियंत्रण से बाहर की घटनाओं से होने वाली हानि के लिए भी हम उत्तरदायी नहीं हैं।',
        'वेबसाइट या हमारी सेवाओं से उत्पन्न या उनसे जुड़े सभी दावों के लिए, चाहे वे संविदा, अपकृत्य या किसी अन्य आधार पर हों, आपके प्रति हमारा कुल दायित्व उस कुल शुल्क से अधिक नहीं होगा जो आपने दावे की तारीख से ठीक पहले के छह महीनों में हमें चुकाया है। आपकी ओर से तृतीय पक्षों को चुकाया गया स्टाम्प शुल्क, सरकारी शुल्क और अन्य राशियाँ हमें चुकाए गए शुल्क में नहीं गिनी जाएँगी।',
        'इन शर्तों की कोई भी बात ऐसे किसी दायित्व को सीमित नहीं करती जिसे भारतीय कानून के अंतर्गत सीमित नहीं किया जा सकता, और न ही उपभोक्ता संरक्षण अधिनियम, 2019 के अंतर्गत उपभोक्ता के रूप में आपके उन अधिकारों को, जिन्हें छोड़ा नहीं जा सकता।',
      ],
    },
    {
      id: 'indemnity',
      heading: 'क्षतिपूर्ति',
      paragraphs: [
        'यदि आपके द्वारा दी गई जानकारी या कागज़ात के झूठे, अधूरे या भ्रामक होने से, आपके द्वारा इन शर्तों के उल्लंघन से, वेबसाइट, हमारी सेवाओं या हमारे द्वारा तैयार दस्तावेज़ों के आपके द्वारा दुरुपयोग से, अथवा आपके द्वारा किसी कानून या किसी अन्य व्यक्ति के अधिकारों के उल्लंघन से कोई दावा, माँग, हानि, क्षति, जुर्माना, लागत या व्यय (उचित कानूनी खर्च सहित) उत्पन्न होता है, तो आप उसके लिए हमें, हमारी टीम के सदस्यों और सहयोगियों को क्षतिपूर्ति करेंगे और उन्हें हानि से सुरक्षित रखेंगे।',
      ],
    },
    {
      id: 'governing-law-and-jurisdiction',
      heading: 'लागू कानून और क्षेत्राधिकार',
      paragraphs: [
        'ये शर्तें, और वेबसाइट या हमारी सेवाओं से उत्पन्न या उनसे जुड़ा कोई भी विवाद, भारत के कानूनों द्वारा शासित होंगे।',
        'ऐसे किसी भी विवाद पर सतना, मध्य प्रदेश के न्यायालयों को अनन्य क्षेत्राधिकार होगा।',
        'कोई भी कानूनी कार्यवाही शुरू करने से पहले कृपया नीचे दिए गए संपर्क विवरण पर हमें लिखें, ताकि हम आपसी बातचीत से, और दोनों पक्ष सहमत हों तो मध्यस्थता के माध्यम से, मामला सुलझाने का प्रयास कर सकें।',
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'इन शर्तों में बदलाव',
      paragraphs: [
        'हम समय-समय पर इन शर्तों में बदलाव कर सकते हैं, जैसे हमारी सेवाओं, शुल्क या कानून में बदलाव होने पर। इस पेज के ऊपर दी गई तारीख बताती है कि इन्हें अंतिम बार कब अद्यतन किया गया। कोई महत्वपूर्ण बदलाव होने पर हम वेबसाइट पर सूचना देंगे।',
        'जिस समय आपने हमारा कोटेशन स्वीकार किया था, उस समय लागू शर्तें ही उस काम पर लागू रहेंगी। बदलाव के बाद भी वेबसाइट का उपयोग जारी रखने का अर्थ है कि आप संशोधित शर्तें स्वीकार करते हैं।',
      ],
    },
    {
      id: 'general',
      heading: 'सामान्य प्रावधान',
      paragraphs: [
        'यदि इन शर्तों का कोई प्रावधान अवैध या अप्रवर्तनीय पाया जाता है, तो शेष प्रावधान लागू रहेंगे। यदि हम किसी समय किसी प्रावधान को लागू नहीं करते, तो इसका अर्थ यह नहीं है कि हमने उस पर अपना अधिकार छोड़ दिया है।',
        'ये शर्तें हिंदी और अंग्रेज़ी दोनों भाषाओं में उपलब्ध हैं। दोनों के अर्थ में कोई अंतर होने पर अंग्रेज़ी संस्करण मान्य होगा।',
      ],
    },
    {
      id: 'contact-us',
      heading: 'हमसे संपर्क करें',
      paragraphs: [
        'इन शर्तों या हमारी सेवाओं के बारे में कोई भी प्रश्न हो, तो कृपया नीचे दिए गए संपर्क विवरण पर हमसे संपर्क करें। हमारा कार्यालय सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक खुला रहता है।',
      ],
    },
  ],
};

const terms: LegalPage = { en, hi };
export default terms;
