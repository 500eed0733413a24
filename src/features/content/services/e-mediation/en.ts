import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt: 'Two parties and a mediator in an online video meeting, discussing the terms of a settlement',
  seoTitle: 'Online Mediation & Dispute Resolution | Madhya Pradesh',
  seoDescription:
    'Settle property, rent, family and business disputes by online mediation in MP and Rajasthan: a neutral mediator, a binding written settlement, no court queues.',
  seoKeywords:
    'online mediation India, e-mediation Madhya Pradesh, dispute resolution Bhopal, Mediation Act 2023, mediated settlement agreement, property dispute settlement, landlord tenant dispute mediation, family dispute mediation Indore, pre-litigation mediation, mediation lawyer Jabalpur',
  title: 'E-Mediation and Dispute Resolution',
  shortDescription:
    'Settle a dispute over property, rent, money or business by talking it through online with a neutral mediator, and put what you agree in a clear written settlement agreement.',
  description: [
    'E-mediation is mediation held online. The parties to a dispute meet a neutral mediator by video call, phone and secure messages instead of in a courtroom. The mediator does not decide who is right: the mediator helps both sides understand each other, look at the options and reach a solution they both accept. The sessions are confidential, and what is said in them cannot later be used as evidence in court.',
    'It suits landlords and tenants, families dividing property, neighbours who disagree over a boundary or construction, buyers and sellers, and businesses with unpaid bills or contract disputes, whether they are in Bhopal, Indore, Jabalpur, Gwalior, Jaipur, Kota or elsewhere. It is especially useful when the two sides live in different towns, because nobody has to travel.',
    'The Mediation Act, 2023 gives mediation in India a law of its own, but so far only some of its sections are in force (notification of 9 October 2023: definitions, the Mediation Council of India and general provisions). Its rules on time limits, on enforcing a settlement like a court decree, on challenging it and on online mediation have not yet been brought into force. What holds today: a settlement the parties sign binds them as a contract, and it is enforceable like a decree when a court records it in a pending case (Order XXIII Rule 3 of the Code of Civil Procedure) or a Lok Adalat makes it its award. Some matters cannot be settled this way, such as criminal cases (other than offences the law allows the parties to compound) or disputes that affect the rights of people who are not parties. For commercial disputes, Section 12A of the Commercial Courts Act requires pre-institution mediation before a suit is filed, unless urgent interim relief is sought; that mediation is conducted by the Legal Services Authority, and a private e-mediation does not take its place.',
    'We tell you whether your dispute is suited to mediation, invite the other side, arrange online sessions with a trained, neutral mediator, and draft the settlement agreement in plain language. Please keep ready the names and contact details of both sides, a short account of the dispute, and copies of the relevant papers, such as agreements, receipts, notices, property documents and messages.',
  ],
  features: [
    'A first assessment of whether your dispute is suitable for mediation',
    'A written invitation to the other party explaining how mediation works',
    'Online sessions by video call, joint and separate, as the case needs',
    'A trained, neutral mediator who does not take sides',
    'A settlement agreement drafted in English or Hindi, signed by both parties and authenticated by the mediator',
    'Guidance on stamping, registration and other steps after the settlement is signed',
  ],
  benefits: [
    'Usually quicker and less costly than a court case',
    'Take part from home or office, with no travel for court dates',
    'Confidential: what is said in mediation stays out of court',
    'You decide the outcome together; nothing is imposed on you',
    'Easier to keep relations with family, tenants or business partners',
    'A signed settlement binds the parties; recorded by a court or a Lok Adalat, it is enforceable like a decree',
  ],
  process: [
    {
      stepTitle: 'Tell us about the dispute',
      stepDescription:
        'Send your request through the form, by phone or on WhatsApp. Our expert contacts you within 24 hours to understand the dispute and the papers you have.',
    },
    {
      stepTitle: 'Suitability check and invitation',
      stepDescription:
        'We tell you honestly whether mediation fits your case. If it does, we contact the other party, explain the process and ask for their consent.',
    },
    {
      stepTitle: 'Online mediation sessions',
      stepDescription:
        'The mediator holds joint and separate sessions by video call at times that suit both sides, until an agreement is reached or a party decides not to continue.',
    },
    {
      stepTitle: 'Settlement agreement',
      stepDescription:
        'The agreed terms are drafted into a clear settlement agreement. Both sides review it; then the parties sign it and the mediator authenticates it.',
    },
    {
      stepTitle: 'Delivery and next steps',
      stepDescription:
        'You receive the signed agreement, with guidance on any stamping, registration or court filing it needs. If mediation does not succeed, we explain your other options.',
    },
  ],
  faqs: [
    {
      question: 'What is e-mediation?',
      answer:
        "E-mediation is mediation conducted online. The parties and a neutral mediator meet by video call, phone and secure messages to discuss the dispute and work towards a settlement. It rests on the parties' consent; the Mediation Act's section on online mediation is not yet in force.",
    },
    {
      question: 'Is a settlement reached in mediation legally binding?',
      answer:
        'Yes, as a contract: once both parties sign the settlement agreement, it binds them. To make it enforceable like a court decree, it is recorded by the court where a case on the same dispute is pending (Order XXIII Rule 3 of the Code of Civil Procedure) or placed before a Lok Adalat. The sections of the Mediation Act, 2023 that would make every mediated settlement enforceable as a decree are not yet in force.',
    },
    {
      question: 'What kinds of disputes can be settled through mediation?',
      answer:
        'Most civil, family, property, rent, consumer and commercial disputes can be mediated, as can money claims and disputes between neighbours or partners. Criminal cases (except offences the law allows to be compounded), serious allegations of fraud or forgery, and disputes that affect people who are not parties generally cannot be.',
    },
    {
      question: 'Does the other party have to agree?',
      answer:
        'Yes. Mediation is voluntary, so both sides must agree to take part, and nobody can be forced to settle. We contact the other party for you and explain how the process works and how it can help them too.',
    },
    {
      question: 'Do we have to meet in person?',
      answer:
        'No. Sessions are held by video call, and a phone call can be used where the internet is weak, so the parties can be in different towns or even different states. We arrange the signing of the final agreement in the way that is safest for your case.',
    },
    {
      question: 'When do we still need to go to court?',
      answer:
        'Court is still needed when you need urgent relief, such as an injunction to stop a construction or a sale, when the law does not allow the matter to be mediated, or when the other side refuses mediation or no agreement is reached. A court is also where a settlement is enforced if one side does not honour it. If a deadline for filing a case is close, tell us at the start so that your rights are protected.',
    },
    {
      question: 'How long does mediation take?',
      answer:
        'Simple disputes can settle in one or two sessions; complex ones take longer. Sessions are fixed at times that suit both sides, and either side may stop at any time.',
    },
    {
      question: 'What does mediation cost?',
      answer:
        'The cost depends on the nature of the dispute, the number of sessions and whether the settlement needs stamping or registration. We tell you the fee before we start, and the parties usually share it equally unless they agree otherwise.',
    },
  ],
  callToAction:
    'Tell us about your dispute today: our expert will contact you within 24 hours to see whether mediation can settle it without going to court.',
  badges: ['Sessions by video call', 'Neutral, trained mediator', 'Binding written settlement'],
};

export default text;
