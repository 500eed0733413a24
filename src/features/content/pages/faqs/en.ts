/** The FAQ page in English (its shape: ./types.ts; loading: ../../page-texts.ts). */
import { business } from '@/business/config';
import type { FaqPage } from './types';
import { asChecked, figure } from '@/business/legal-facts';

const faqs: FaqPage = {
  text: {
    seoTitle: `Frequently Asked Questions | ${business.name}`,
    seoDescription:
      'Answers to common questions about rent agreements, affidavits, e-stamp and notary, wills, property registration, e-mediation, legal photography and Sampada and RCMS portal services in Madhya Pradesh and Rajasthan.',
    seoKeywords:
      'legal FAQ, rent agreement questions, affidavit, e-stamp Madhya Pradesh, notary, will registration, property registration MP, Sampada portal, RCMS portal, e-mediation, legal photography, Section 63 certificate',
    title: 'Frequently Asked Questions',
    intro:
      'Clear answers to the questions our clients ask most often. Choose a category below; if your question is not covered, our legal experts are happy to help.',
    helpButton: 'Need More Help? Contact Our Legal Experts!',
  },
  categories: [
    {
      id: 'legal-documentation',
      name: 'Legal Documentation',
      items: [
        {
          question: 'Which documents can you prepare for me?',
          answer:
            'We draft rent agreements, affidavits, agreements to sell and sale deeds, service agreements, legal notices, complaints, applications, partnership deeds, powers of attorney and wills. If the document you need is not on this list, tell us about it and we will let you know whether we can prepare it.',
        },
        {
          question: 'How long does it take to get my document?',
          answer:
            'Most standard documents are delivered within 24-48 hours of receiving complete details. Documents that need registration, a site visit or detailed research take longer, and we tell you the expected time before we start.',
        },
        {
          question: 'Why is a rent agreement usually made for 11 months?',
          answer:
            'Under the Registration Act, 1908, a lease for a term of more than one year must be registered, which adds stamp duty, registration fees and a visit to the sub-registrar office. A standard rent agreement is therefore made for 11 months and renewed when it ends. For a longer tenancy we prepare a lease deed and help you register it.',
        },
        {
          question: 'What details do you need from me?',
          answer:
            'Usually the full names, addresses and identity details (such as Aadhaar) of everyone signing, the main terms (rent, deposit, price, dates, duties) and, for property documents, the property address and its papers. We send you a short checklist for your document so that nothing is missed.',
        },
        {
          question: 'Do I need to visit your office?',
          answer:
            'No. You can send your request through the website form, WhatsApp or a phone call and share photos of your papers online. The finished document reaches you by e-mail or WhatsApp, or at your doorstep in Madhya Pradesh and nearby areas. Notarisation or registration may still need the signing parties in person, and we tell you in advance when that is the case.',
        },
        {
          question: 'Are documents prepared online legally valid?',
          answer:
            'Yes. A document is valid because of what it says, the correct stamp duty, proper signatures and, where the law requires it, notarisation or registration, not because of where it was typed. We make sure each of these steps is done correctly for your document.',
        },
        {
          question: 'Can I get my document in Hindi?',
          answer:
            'Yes. We prepare documents in Hindi or English, as you prefer. Documents meant for government offices or for registration are prepared in the language and format those offices accept.',
        },
        {
          question: 'Can I ask for changes after I receive the draft?',
          answer:
            'Yes. You receive a draft to check before the final copy is printed, stamped or signed, and we correct names, figures or clauses at that stage. Once a document has been stamped, signed or registered, changing it usually needs a fresh document or a supplementary deed.',
        },
        {
          question: 'How much does a document cost?',
          answer:
            'The cost depends on the type of document, how complex it is, and the stamp duty, notary or registration charges that apply to it. We quote the full amount before we start, so there are no surprises later.',
        },
        {
          question: 'Do you also prepare legal notices and complaints?',
          answer:
            'Yes. We draft legal notices for unpaid dues, cheque bounce, tenancy disputes and breach of agreement, as well as complaints and applications to the police, consumer commissions and government offices. Notices are sent through an advocate by Speed Post, which records their delivery, and also by e-mail or WhatsApp where known, so that you have proof that they arrived.',
        },
      ],
    },
    {
      id: 'document-review',
      name: 'Document Review',
      items: [
        {
          question: 'What is a document review?',
          answer:
            'An experienced legal professional reads your document before you sign or rely on it and points out wrong details, missing clauses, one-sided terms and legal risks. You receive clear written comments with suggested changes in plain language.',
        },
        {
          question: 'How long does a review take?',
          answer:
            'Most documents are reviewed within 24-48 hours. Long or complex papers, such as multi-party commercial contracts or a chain of property title deeds, can take longer, and we tell you the time before we start.',
        },
        {
          question: 'Which documents can you review?',
          answer:
            'Rent and lease agreements, agreements to sell and sale deeds, employment and service contracts, partnership deeds, loan and guarantee papers, powers of attorney, wills and settlement agreements. We also review notices and letters you have received from others.',
        },
        {
          question: 'How do I send my document for review?',
          answer:
            'Send a clear scan or photo of every page by WhatsApp or e-mail, or bring the papers to our office. Make sure the stamp paper, signature pages and any annexures are included and readable.',
        },
        {
          question: 'Will you also correct or rewrite the document?',
          answer:
            'Yes. Along with our comments we suggest corrected wording for the clauses that need it. If the document needs larger changes, we can prepare a revised version of the whole document; we quote for that separately before we start.',
        },
        {
          question: 'Can you check a property’s papers before I buy it?',
          answer:
            'Yes. We check the chain of title documents you give us, look for gaps and risks, and where possible compare them with the records of registered documents on Sampada and the land records (khasra and B-1). We tell you what else should be verified before you pay any money.',
        },
        {
          question: 'I have received a legal notice. Can you look at it?',
          answer: `Yes. We explain what the notice claims, what deadline it sets and what your options are, and we can draft a reply. Do not ignore a notice: in a cheque bounce case, for example, the law gives you ${figure('ni138.pay', 'en')} from receiving the notice to pay.`,
        },
        {
          question: 'Will my document be kept confidential?',
          answer:
            'Yes. Your document is seen only by the professionals working on it and is used only for your work. We do not share it with anyone without your consent.',
        },
        {
          question: 'Does a review guarantee that there will be no dispute?',
          answer:
            'No. A review lowers your risk by finding problems early, but it is based on the document and information you give us. It cannot guarantee how the other party or a court will act; if a dispute has already started, we recommend a detailed consultation.',
        },
        {
          question: 'What does a review cost?',
          answer:
            'It depends on the length of the document and how complex it is. Send us the document or tell us about it, and we quote the fee before we start.',
        },
      ],
    },
    {
      id: 'stamp-papers',
      name: 'E-Stamp & Notary Services',
      items: [
        {
          question: 'What is an e-stamp?',
          answer:
            'An e-stamp is stamp duty paid electronically, shown on a computer-generated certificate with a unique number. It replaces old-style stamp paper and can be verified online, which makes forgery very difficult. In Madhya Pradesh, e-stamps are issued through the state’s Sampada system.',
        },
        {
          question: 'Can you provide e-stamps for other states?',
          answer:
            'No. Our e-stamp service is for Madhya Pradesh only, because stamp duty is paid to the state where the document is executed or where the property is situated. For documents used in Rajasthan or elsewhere, we can still draft the document and tell you how to pay the stamp duty of that state.',
        },
        {
          question: 'How much stamp duty will I have to pay?',
          answer: `It depends on the document. In Madhya Pradesh an affidavit carries a flat ${figure('mp.stamp.affidavit', 'en')} and an agreement to sell without possession ${figure('mp.stamp.agreement-to-sell.without-possession', 'en')}; a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee, worked out on the higher of the guideline value and the deal value (${asChecked('en', 'mp.stamp.affidavit', 'mp.stamp.agreement-to-sell.without-possession', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}). We tell you the exact amount before the e-stamp is generated.`,
        },
        {
          question: 'How can I check that my e-stamp is genuine?',
          answer:
            'Every e-stamp certificate carries a unique number that can be verified on the Sampada portal. We give you the certificate details so that you, or the other party, can check it at any time.',
        },
        {
          question: 'What does a notary do?',
          answer:
            'A notary public, appointed under the Notaries Act, 1952, checks the identity of the person signing, witnesses the signature and attests it with a seal and an entry in the notary register. Notarisation confirms who signed and when; it does not certify that the contents are true, and it does not register the document.',
        },
        {
          question: 'Which documents usually need to be notarised?',
          answer:
            'Affidavits, rent agreements, declarations and undertakings, some powers of attorney, and true copies of certificates that an office asks to be attested. What is needed depends on the office or institution asking for it, so tell us where the document will be submitted and we will advise.',
        },
        {
          question: 'Do I need to be present for notarisation?',
          answer:
            'Generally yes. The person signing must appear before the notary with an original photo ID, so that the notary can confirm their identity and witness the signature. We prepare everything in advance so that the visit is short; tell us beforehand if the signer is elderly or unwell.',
        },
        {
          question: 'Can a notarised agreement replace registration?',
          answer:
            'No. Documents that the law requires to be registered, such as sale deeds, gift deeds of property and leases for more than one year, must be registered at the sub-registrar office. Notarising such a document does not transfer ownership or make it valid as a registered document.',
        },
        {
          question: 'What should I bring for notary and e-stamp work?',
          answer:
            'An original photo ID such as Aadhaar, PAN card, voter ID, passport or driving licence, and the document to be notarised, unsigned, because you sign it in front of the notary. For an e-stamp we also need the names of the parties, the type of document and the amount or value involved.',
        },
        {
          question: 'How quickly can I get an e-stamp or a notarised document?',
          answer:
            'Most e-stamp and notary work is completed within 24-48 hours of receiving complete details, and we do urgent requests faster whenever possible. Our office is open from 10 AM to 7 PM, Monday to Saturday.',
        },
      ],
    },
    {
      id: 'will-creation',
      name: 'Will & Estate Planning',
      items: [
        {
          question: 'Why should I make a will?',
          answer:
            'A will decides who receives your property and belongings after you. Without one, everything passes under the succession law that applies to you, which may not match your wishes and often leads to family disputes. A will also lets you name an executor and a guardian for minor children.',
        },
        {
          question: 'Is it compulsory to register a will?',
          answer:
            'No. Under Indian law, registering a will is optional, and an unregistered will is valid if it is properly signed and witnessed. A registered will is kept on record at the sub-registrar office and is harder to dispute, so we usually recommend registering it.',
        },
        {
          question: 'What makes a will valid?',
          answer:
            'The person making the will must be an adult of sound mind acting of their own free will. The will must be signed by them and attested by at least two witnesses who saw them sign. No stamp duty is payable on a will.',
        },
        {
          question: 'Who should witness my will?',
          answer:
            'Any two adults of sound mind who do not receive anything under the will, because a gift in a will to an attesting witness or to the witness’s spouse becomes void. It helps to choose people who are likely to be available later, such as a family friend or your doctor.',
        },
        {
          question: 'Can I change or cancel my will later?',
          answer:
            'Yes, at any time during your lifetime. You can make a new will that revokes all earlier ones, or add a codicil for small changes. Your last valid will is the one that counts.',
        },
        {
          question: 'Can I leave ancestral property by will?',
          answer:
            'You can leave your self-acquired property to anyone you choose. In ancestral (coparcenary) property, a Hindu can leave only his or her own share by will. Other personal laws have their own rules; for example, a Muslim can generally leave only up to one-third of the estate by will without the heirs’ consent.',
        },
        {
          question: 'What is an executor?',
          answer:
            'The executor is the person you name in your will to carry out its instructions: collecting your assets, paying any debts and handing over property to the people you have named. Choose someone you trust who is willing to take on the task; it can be a family member or a friend.',
        },
        {
          question: 'What is probate, and is it needed in Madhya Pradesh?',
          answer:
            'Probate is a court’s certificate confirming that a will is genuine. It is compulsory only for certain wills made in, or dealing with property in, the areas of the old presidency towns of Kolkata, Chennai and Mumbai, so it is generally not required in Madhya Pradesh. Some banks or authorities may still ask for probate or a succession certificate, and we can guide you if they do.',
        },
        {
          question: 'Is a nomination enough, or do I still need a will?',
          answer:
            'Nominations on bank accounts, insurance and investments are useful, but in most cases the nominee only receives the money on behalf of the legal heirs and does not become the owner. A will, and where suitable a registered gift deed or family settlement, makes your wishes clear. We explain which of these suits your family and property.',
        },
        {
          question: 'How should I keep my will safe?',
          answer:
            'Keep the original in a safe place and tell your executor or a trusted person where it is. A registered will also has a copy on record at the sub-registrar office, and the Registration Act lets you deposit a will in a sealed cover with the registrar for safekeeping.',
        },
      ],
    },
    {
      id: 'legal-research',
      name: 'Legal Research and Consultation',
      items: [
        {
          question: 'What does a legal consultation cover?',
          answer:
            'We listen to your problem, whether it concerns property, tenancy, family, money recovery, consumer rights, employment or business, and explain your rights, your options and the likely next steps. You also learn which documents you need and what it may cost to take the matter forward.',
        },
        {
          question: 'How can I consult you?',
          answer:
            'In person at our office on the district court campus in Satna, by phone, or by video call. Consultations are held between 10 AM and 7 PM, Monday to Saturday; book a time through the contact form or WhatsApp.',
        },
        {
          question: 'What is your legal research service?',
          answer:
            'We find and analyse the laws, rules, government circulars and court judgments that apply to a specific question and give you a written note with references. It is useful for businesses, advocates, students and anyone preparing for a case or an important decision.',
        },
        {
          question: 'How long does legal research take?',
          answer:
            'It depends on how wide the question is. A focused question can be answered quickly, while a detailed research note takes longer; we agree the scope and the delivery date with you before we start.',
        },
        {
          question: 'How should I prepare for a consultation?',
          answer:
            'Write down a short timeline of what happened, with dates, and keep copies of the related papers: agreements, notices, letters, receipts, messages and any court papers. A list of your questions helps you get the most out of the time.',
        },
        {
          question: 'Is what I tell you kept confidential?',
          answer:
            'Yes. What you share with us is used only to advise you and is not disclosed to anyone without your consent, unless the law requires it.',
        },
        {
          question: 'Can you represent me in court?',
          answer:
            'Our services focus on documentation, advice and resolving matters before they reach court. If your matter does need to go to court, we explain the process and can connect you with an advocate who practises in the right court.',
        },
        {
          question: 'My cheque has bounced. What are the time limits?',
          answer: `Under Section 138 of the Negotiable Instruments Act, you must send a demand notice to the person who issued the cheque within ${figure('ni138.notice', 'en')} of receiving the bank’s return memo. They then have ${figure('ni138.pay', 'en')} to pay, and if they do not, a complaint can be filed within one month after that period ends (${asChecked('en', 'ni138.notice', 'ni138.pay', 'ni138.complaint')}). We draft the notice and guide you on the complaint.`,
        },
        {
          question: 'Can you explain the new criminal laws (BNS, BNSS and BSA)?',
          answer:
            'Yes. From 1 July 2024, the Indian Penal Code, the Code of Criminal Procedure and the Indian Evidence Act were replaced by the Bharatiya Nyaya Sanhita, the Bharatiya Nagarik Suraksha Sanhita and the Bharatiya Sakshya Adhiniyam. We explain which law applies to your matter and how the old sections correspond to the new ones.',
        },
        {
          question: 'How are consultation and research fees decided?',
          answer:
            'The fee depends on the nature of the matter, the time it needs and whether you want a written opinion or research note. We tell you the fee before the consultation is booked or the research begins.',
        },
      ],
    },
    {
      id: 'e-mediation',
      name: 'E-Mediation and Dispute Resolution',
      items: [
        {
          question: 'What is e-mediation?',
          answer:
            'E-mediation is mediation held online, through video calls, phone calls and messages. A neutral mediator helps both sides talk and reach a settlement that they agree on themselves. Everyone can join from home or work, without travelling.',
        },
        {
          question: 'Which disputes can be settled through mediation?',
          answer:
            'Rent and tenancy disputes, money recovery, property and family disagreements, partnership and business disputes, consumer complaints and contract issues are all well suited to mediation. Serious criminal offences cannot be settled by mediation.',
        },
        {
          question: 'Is online mediation recognised by Indian law?',
          answer:
            'Yes: online mediation by consent is lawful, a settlement reached in it binds the parties as a contract, and courts regularly encourage settlement. The Mediation Act, 2023 has a section on online mediation, but it is not yet in force. For commercial disputes, Section 12A of the Commercial Courts Act requires pre-institution mediation through the Legal Services Authority before a suit is filed, unless urgent interim relief is needed; a private online mediation does not replace it.',
        },
        {
          question: 'Is a mediated settlement binding?',
          answer:
            'Yes. Once both parties sign the written settlement agreement, it binds them. If a case on the same dispute is already pending, the compromise can be placed before the court to be recorded, so that it is enforced like the court’s own order.',
        },
        {
          question: 'Is mediation confidential?',
          answer:
            'Yes. What is said and shared during mediation is kept confidential and generally cannot be used as evidence in court later. This lets both sides speak openly about a solution.',
        },
        {
          question: 'What if the other party refuses to mediate?',
          answer:
            'Mediation is voluntary, so no one can be forced to settle. We send the other party a formal invitation explaining the process; if they refuse, or no settlement is reached, you keep every other legal remedy, such as a legal notice, a consumer complaint or a suit.',
        },
        {
          question: 'How long does mediation take?',
          answer: `Many disputes are settled in a few sessions, far sooner than most court cases. No time limit is in force for a private mediation (the Mediation Act’s limit of ${figure('mediation.time-limit', 'en')} is not yet in force, ${asChecked('en', 'mediation.time-limit')}), so we agree a schedule with both sides at the start.`,
        },
        {
          question: 'Do I need a lawyer for mediation?',
          answer:
            'No. You can take part yourself, and you may bring an advisor if you wish. We help you prepare your papers and draft the settlement agreement so that it is clear and complete.',
        },
        {
          question: 'What do I need for an online session?',
          answer:
            'A smartphone or computer with a working internet connection, a quiet and private place, your photo ID and the papers related to the dispute. We send you the meeting link and the schedule in advance.',
        },
        {
          question: 'How much does mediation cost?',
          answer:
            'It usually costs much less than going to court, with fewer hearings and no travel. The fee depends on the dispute and the number of sessions, is often shared between the parties as they agree, and we quote it before we start.',
        },
      ],
    },
    {
      id: 'property-registration',
      name: 'Property & Registration Assistance',
      items: [
        {
          question: 'How do you help with property registration?',
          answer:
            'We draft the sale deed, gift deed, lease deed or other document, work out the stamp duty and registration fee, arrange the e-stamp through Sampada and book the appointment at the sub-registrar office. We also prepare the details of the parties and guide you through the day of registration; Sampada 2.0 needs no witnesses.',
        },
        {
          question: 'How long does registration take?',
          answer:
            'Once the document, stamp duty and papers are ready, registration is usually completed within 1-3 working days. It can take longer if papers are incomplete or a party is not available on the booked day.',
        },
        {
          question: 'Which documents must be registered?',
          answer:
            'Under the Registration Act, 1908, sale deeds and gift deeds of immovable property, leases for more than one year, exchange deeds and release (relinquishment) deeds, among others, must be registered. An unregistered document of this kind cannot be relied on as proof that the property was transferred.',
        },
        {
          question: 'Which papers are needed for registration?',
          answer:
            'Usually the photo ID and PAN card of the buyer and seller, the seller’s earlier title deed, the khasra and B-1 copy or municipal records of the property, recent tax receipts, and the Aadhaar of each party for e-KYC (Sampada 2.0 needs no witnesses). The exact list depends on the type of property, and we check your papers before the appointment is booked.',
        },
        {
          question: 'How is stamp duty on property calculated in Madhya Pradesh?',
          answer: `It is calculated on the higher of the deal value and the guideline value that the Collector fixes for each area, which is published on Sampada. In Madhya Pradesh a sale deed costs about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty plus a ${figure('mp.registration-fee.sale-deed', 'en')} registration fee (${asChecked('en', 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed')}); we work out the exact stamp duty and registration fee for your property before you pay anything.`,
        },
        {
          question: 'What is the difference between an agreement to sell and a sale deed?',
          answer:
            'An agreement to sell is a promise to sell the property in the future on agreed terms, such as the price, the advance paid and the date; it does not make the buyer the owner. The sale deed is the document that actually transfers ownership, and it must be registered.',
        },
        {
          question: 'Do I have to go to the sub-registrar office in person?',
          answer:
            'Sampada 2.0 verifies the identity of the parties who sign with Aadhaar e-KYC and needs no witnesses. Many document types, such as leases and powers of attorney, can be registered without a visit; for others the parties attend the office at the booked slot, and we tell you which applies to your document. A person who cannot attend can also act through a duly executed power of attorney.',
        },
        {
          question: 'What should I do after the registry is done?',
          answer:
            'Collect and safely keep the registered document, then get the property recorded in your name: mutation (namantaran) in the revenue records for land, or in the municipal records for a house or plot in a town. After that, transfer the property tax, electricity and water connections to your name; we help with each step.',
        },
        {
          question: 'Can you check a property before I buy it?',
          answer:
            'Yes. We review the chain of title documents, check registered documents on Sampada and the khasra and B-1 land records, and look for signs of loans, disputes or pending cases where records are available. You receive a clear note on the risks before you pay any advance.',
        },
        {
          question: 'I live outside Madhya Pradesh or abroad. Can you help with my property here?',
          answer:
            'Yes. We can prepare the documents and a power of attorney so that someone you trust can act for you at the sub-registrar office. A power of attorney signed abroad must be properly attested there, usually at an Indian embassy or consulate, and stamped in India within the time the law allows; we guide you through these steps.',
        },
      ],
    },
    {
      id: 'legal-photography',
      name: 'Legal Photography and Evidence Certification',
      items: [
        {
          question: 'What is legal photography?',
          answer:
            'It is photography and video recorded specifically to be used as evidence: the condition of a property, boundaries and encroachments, construction, damage or an accident site. Each photo is taken with its date, time and location recorded and the original files preserved, so that it can be relied on later.',
        },
        {
          question: 'Why can’t I just use photos from my own phone?',
          answer:
            'You can, but such photos are often challenged because the date is unclear, the files may have been edited or forwarded, or no one can explain how they were taken. Professionally documented photos, with unedited originals, their details recorded and the required certificate, are much harder to dispute.',
        },
        {
          question: 'What is an evidence certificate under Section 63 of the Bharatiya Sakshya Adhiniyam?',
          answer:
            'To use an electronic record such as a photo, video, WhatsApp chat, e-mail or CCTV footage as evidence in court, a certificate under Section 63 of the Bharatiya Sakshya Adhiniyam, 2023 (earlier Section 65B of the Indian Evidence Act) is generally required. It describes the device and how the record was produced, and the prescribed format includes the file’s hash value. We prepare this certificate with the records we capture or preserve.',
        },
        {
          question: 'In which situations is legal photography useful?',
          answer:
            'Encroachment or illegal construction, the condition of a house at the start and end of a tenancy, construction defects, damaged goods for an insurance or consumer claim, road accidents, and proof that a notice was pasted at an address. It is also useful for showing who is in possession of a property on a given date.',
        },
        {
          question: 'Where do you provide on-site photography?',
          answer:
            'We cover sites in Madhya Pradesh and nearby areas. Tell us the location and what needs to be recorded, and we confirm the visit date and the cost before we come.',
        },
        {
          question: 'How do you make sure the photos cannot be tampered with?',
          answer:
            'We keep the original files unedited with their metadata, record a hash value for each file and note who captured it, when and with which device. You receive copies along with this record, so any later change to a file can be detected.',
        },
        {
          question: 'Can you certify WhatsApp chats, CCTV footage or call recordings that I already have?',
          answer:
            'Yes. We help you extract and preserve the records from the device and prepare the certificate the law requires. Keep the original phone or recorder safe and unchanged, because the court may ask about it.',
        },
        {
          question: 'Will the photographer appear in court if needed?',
          answer:
            'A court may call the person who captured the record or signed the certificate to confirm it. If that happens, tell us the hearing date and we will discuss the arrangements with you in advance.',
        },
        {
          question: 'How soon will I receive the photos and the certificate?',
          answer:
            'Usually within 24-48 hours of the site visit or of receiving your device. If you need them for an urgent hearing, tell us when you book and we will try to deliver sooner.',
        },
        {
          question: 'Will the court accept these photos?',
          answer:
            'The court always decides whether evidence is admitted and how much weight it carries. Records that are captured properly, preserved unedited and certified as the law requires meet the legal requirements and are much harder for the other side to challenge.',
        },
      ],
    },
    {
      id: 'portal-services',
      name: 'Sampada and RCMS Portal Services',
      items: [
        {
          question: 'What is the Sampada portal?',
          answer:
            'Sampada is Madhya Pradesh’s online system for property registration and stamp duty, run by the state’s Registration and Stamps Department. It is used to generate e-stamps, calculate stamp duty from guideline values, prepare documents for registration and book appointments at sub-registrar offices; Sampada 2.0 is its current version.',
        },
        {
          question: 'What is the RCMS portal?',
          answer:
            'RCMS (Revenue Case Management System) is Madhya Pradesh’s online system for revenue cases heard by the Tehsildar, SDM and other revenue officers. Applications for mutation (namantaran), partition (batwara), demarcation (seemankan) and correction of land records are filed and tracked on it, and hearing dates and orders are published there.',
        },
        {
          question: 'Which portal services do you offer?',
          answer:
            'On Sampada: stamp duty calculation, e-stamps, preparing and submitting documents for registration, appointment booking, and searches and certified copies of registered documents. On RCMS: filing applications for mutation, partition and demarcation, uploading documents, tracking the case and downloading orders.',
        },
        {
          question: 'Can you apply for mutation (namantaran) for me?',
          answer:
            'Yes. We prepare the application with the supporting papers (the registered deed, or for inheritance the death certificate and details of the legal heirs, with the khasra and B-1 copies and ID) and file it on RCMS. We then follow the case until the order is passed and the land record shows your name.',
        },
        {
          question: 'How long does a revenue case take?',
          answer:
            'It depends on the revenue court, the type of case, whether notices must be served on other parties and whether anyone objects. We cannot promise a date, but we keep track of every hearing and tell you promptly about each step.',
        },
        {
          question: 'Can I check the status of my case?',
          answer:
            'Yes. Case status on RCMS can be checked online with the case number or the land details. If you prefer, we check it for you and send you the next hearing date and any orders.',
        },
        {
          question: 'Do I need to create my own account on these portals?',
          answer:
            'Not necessarily. Citizens can register and apply on Sampada and RCMS themselves, but many people find the steps confusing. We guide you through them or do the portal work with your details and consent, and we share every receipt and acknowledgement with you.',
        },
        {
          question: 'What is the guideline value, and where can I find it?',
          answer:
            'The guideline value (collector rate) is the value per unit fixed for each area of the district, and stamp duty cannot be charged on less than it. It is usually revised every year and published on Sampada; we look up the current rate for your property and explain how it affects your costs.',
        },
        {
          question: 'Do you also help with GST, income tax or company filings?',
          answer:
            'Our portal work is centred on Sampada and RCMS. For GST, income tax and company filings, we prepare the supporting legal documents, such as a rent agreement or consent letter for business premises, a partnership deed or an affidavit, and guide you to the right professional for the filing itself.',
        },
        {
          question: 'Are government fees included in your charges?',
          answer:
            'Government fees, such as stamp duty, registration fees and court fees, are paid to the government at the official rates. Our service charge is separate; we tell you both amounts before we start and give you the official receipts.',
        },
      ],
    },
  ],
};

export default faqs;
