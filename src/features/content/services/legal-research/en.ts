import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'A legal researcher studying law books and court judgments beside a laptop',
  seoTitle: 'Legal Research and Consultation | Madhya Pradesh',
  seoDescription:
    'Case law research, legal opinions and consultation on property, family, tenancy and business matters in MP and Rajasthan. Clear answers, fee quoted upfront.',
  seoKeywords:
    'legal research services, legal consultation online, legal opinion, case law research, property title search, legal advice Madhya Pradesh, MP High Court judgments, Rajasthan High Court judgments, legal research for advocates, land record verification',
  title: 'Legal Research and Consultation',
  shortDescription:
    'Know where you stand before you act. We research the laws and court judgments that apply to your matter and explain your options in plain language.',
  description: [
    'Legal research means finding the Acts, rules, government notifications and court judgments that apply to a particular problem, and reading them carefully enough to give a reliable answer. Our legal research and consultation service does this work for you and turns it into practical guidance: what the law says, how the courts have applied it and what your options are.',
    'We help individuals with property, tenancy, family and inheritance questions, businesses dealing with contracts, employment or compliance, students and researchers, and advocates who need research support for a case. Typical questions cover land and property title, rent and eviction, partition, maintenance, cheque bounce, consumer complaints and service matters.',
    'Much of the law that matters in Madhya Pradesh and Rajasthan comes from state laws, such as the Madhya Pradesh Land Revenue Code, 1959, and from the High Courts: the Madhya Pradesh High Court sits at Jabalpur with benches at Indore and Gwalior, and the Rajasthan High Court at Jodhpur with a bench at Jaipur. We research central and state laws, the judgments of these High Courts and of the Supreme Court, and revenue and registration practice, so that the answer fits where you are.',
    'Tell us your question and share the documents you have: property papers, agreements, notices, orders or earlier letters. We agree the scope, timeline and fee with you before we start, then give you a written research note or opinion and talk it through with you. If your matter needs to go to court, we tell you so honestly and explain the next steps.',
  ],
  features: [
    'Research of central and state Acts, rules, notifications and circulars',
    'Case law from the Supreme Court and the Madhya Pradesh and Rajasthan High Courts, with citations',
    'A written legal opinion or research note on your specific question',
    'Consultation by phone, on WhatsApp or at our office, in Hindi or English',
    'Review of property papers, revenue records and earlier documents related to your matter',
    'Research support for advocates, students and businesses, with sources you can verify',
  ],
  benefits: [
    'Decisions based on what the law actually says, not on hearsay',
    'Your options, risks and likely costs understood before you act',
    'Time saved: we find and read the judgments so you do not have to',
    'Answers that fit the law and practice of Madhya Pradesh and Rajasthan',
    'Plain-language advice, with citations for those who need them',
    'Scope, timeline and fee agreed upfront',
  ],
  process: [
    {
      stepTitle: 'Share your question',
      stepDescription:
        'Describe your matter through the form below, by phone or on WhatsApp, and send any documents you have.',
    },
    {
      stepTitle: 'Scope and quote',
      stepDescription:
        'An expert contacts you within 24 hours, clarifies the facts and agrees the questions, timeline and fee with you.',
    },
    {
      stepTitle: 'Research',
      stepDescription:
        'We study the relevant laws, rules and judgments and test them against the facts and documents of your matter.',
    },
    {
      stepTitle: 'Written findings',
      stepDescription:
        'You receive a clear research note or opinion setting out the law, the leading judgments and our conclusions.',
    },
    {
      stepTitle: 'Consultation and next steps',
      stepDescription:
        'We walk you through the findings, answer your questions and explain the practical steps that follow.',
    },
  ],
  faqs: [
    {
      question: 'What is the difference between legal research and a legal opinion?',
      answer:
        'Legal research gathers and explains the laws and judgments on a question. A legal opinion applies them to your facts and reaches a conclusion, for example whether a property title is clear or a claim is likely to succeed. We can provide either, depending on what you need.',
    },
    {
      question: 'How long does legal research take?',
      answer:
        'It depends on the question and the number of documents. A focused question can often be answered quickly, while a detailed opinion on a property title or a complex dispute takes longer. We agree the timeline with you before we start.',
    },
    {
      question: 'How much does a consultation cost?',
      answer:
        'The fee depends on how complex the matter is and whether you need a written opinion. We quote it before we start, and there are no hidden charges.',
    },
    {
      question: 'Can you check whether a property has a clear title before I buy it?',
      answer:
        'Yes. We examine the chain of earlier sale deeds, revenue records such as the khasra and B-1, mutation entries and any mortgage or charge, to see whether the seller has a clear right to sell. We tell you about any gaps and what to ask the seller for before you pay.',
    },
    {
      question: 'Do you provide research for advocates and law students?',
      answer:
        'Yes. We prepare case law compilations, research notes and summaries of judgments with full citations, so that every source can be verified. Advocates use them to prepare pleadings and arguments, and students for projects and dissertations.',
    },
    {
      question: 'Will you represent me in court?',
      answer:
        'This service covers research, opinions and consultation; it does not include appearing in court for you. If your matter needs to go to court, we explain your options and the documents you will need.',
    },
    {
      question: 'Is my consultation confidential?',
      answer:
        'Yes. What you tell us and the documents you share are used only for your matter. We do not disclose them to anyone without your consent.',
    },
    {
      question: 'Can I consult you if I live outside Madhya Pradesh?',
      answer:
        'Yes. Research and consultation are done online, and we help clients in Rajasthan and across India. We research the law of the state that applies to your matter, and tell you if it needs someone on the ground there.',
    },
  ],
  callToAction: 'Share your legal question with us, and an expert will contact you within 24 hours.',
  badges: ['In-depth legal research', 'Clear written opinion', 'MP and Rajasthan law'],
};

export default text;
