import type { PageText } from '@/features/content/types';

const text: PageText = {
  imageAlt:
    'A photographer recording cracks in a house wall, with the date, time and GPS location shown on the camera screen',
  seoTitle: 'Legal Photography & Evidence Certificate | Madhya Pradesh',
  seoDescription:
    'Geo-tagged, time-stamped photos and video of property and sites in MP, with a Section 63 BSA certificate (formerly 65B) for using electronic evidence in court.',
  seoKeywords:
    'legal photography, evidence photography India, geo-tagged photos for property, time-stamped photos as evidence, Section 63 BSA certificate, 65B certificate, electronic evidence certificate, site inspection photography Bhopal, property condition photos, encroachment evidence Indore',
  title: 'Legal Photography and Evidence Certification',
  shortDescription:
    'Geo-tagged, time-stamped photographs and video of a property or site, recorded with care and supported by the certificate the law asks for when electronic records are used as evidence.',
  description: [
    'Photographs and video are often the clearest record of how a property or site looked on a particular day: the condition of a rented flat at handover, cracks caused by construction next door, an encroachment on a boundary, damage after a flood or fire, or the progress of building work. Made carefully and preserved properly, such records help settle disputes and support claims before courts, tribunals, insurers and government offices.',
    'This service is used by landlords and tenants, buyers and sellers of property, builders and contractors, families in partition or boundary disputes, and lawyers who need a site recorded in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar, Ujjain and nearby areas. It is also useful to record that a notice was pasted at a property, or that a site was inspected on a given date.',
    'Since 1 July 2024, evidence in India is governed by the Bharatiya Sakshya Adhiniyam, 2023. Its Section 63, which replaced Section 65B of the Indian Evidence Act, 1872, allows a copy of an electronic record, such as a printout of a digital photograph, to be given in evidence when it comes with a certificate in the format set out in the Schedule to the Act. The certificate describes the device and gives the hash value of the record, and it is signed by the person in charge of the device and by an expert. A certificate helps the record meet the legal requirements for admissibility; how much weight it carries is always for the court to decide.',
    'On site, we take wide shots and close-ups with the date, time and GPS location, keep the original files unedited, and record their hash values so that any later change can be detected. You receive the photographs and video, a short inspection note of what was recorded, and the certificate prepared for signature. Please share the address and a location pin, the purpose of the record (for example a tenancy handover or a dispute), any earlier photographs or notices, and the name of a person who can give access to the site.',
  ],
  features: [
    'Geo-tagged and time-stamped photographs of the property or site',
    'Video walk-through of rooms, boundaries, damage or construction',
    'Site inspection note recording the date, time, location and what was observed',
    'Original files preserved unedited, with their hash values recorded',
    'Certificate under Section 63 of the Bharatiya Sakshya Adhiniyam, 2023, in the format of the Schedule',
    'Printed and digital sets arranged for filing with a notice, complaint or case',
  ],
  benefits: [
    'A dated, located record made before memories fade or the site changes',
    'Evidence prepared with the legal rules for electronic records in mind',
    'Strong support for claims about security deposits, damage or encroachment',
    'A careful, independent record is harder to dispute than quick phone photos',
    'Files ready to attach to a legal notice, complaint, insurance claim or petition',
    'Site visits across Madhya Pradesh and nearby areas',
  ],
  process: [
    {
      stepTitle: 'Book the visit',
      stepDescription:
        'Tell us the address, the purpose and a convenient time. Our expert contacts you within 24 hours to confirm what needs to be recorded.',
    },
    {
      stepTitle: 'Recording on site',
      stepDescription:
        'We visit the site, take geo-tagged, time-stamped photographs and video, and note the date, time, location and the conditions we observe.',
    },
    {
      stepTitle: 'Preservation and hash values',
      stepDescription:
        'The original files are copied without any editing, and their hash values are calculated and recorded so that the record can be verified later.',
    },
    {
      stepTitle: 'Certificate and inspection note',
      stepDescription:
        'We prepare the inspection note and the Section 63 certificate in the prescribed format, ready for signature.',
    },
    {
      stepTitle: 'Delivery',
      stepDescription:
        'You receive digital copies and printed sets, usually within 24-48 hours of the visit, with guidance on using them in your notice, complaint or case.',
    },
  ],
  faqs: [
    {
      question: 'What is legal photography?',
      answer:
        'It is the careful recording of a property, site or object in photographs and video for legal use: what was there, in what condition, on which date and at which place. Each image carries the date, time and GPS location, and the original files are preserved so that their integrity can be checked.',
    },
    {
      question: 'What is a Section 63 certificate, and how is it different from a 65B certificate?',
      answer:
        'Section 63 of the Bharatiya Sakshya Adhiniyam, 2023 replaced Section 65B of the Indian Evidence Act, 1872 from 1 July 2024. Like the old 65B certificate, it is needed to give copies of electronic records, such as digital photos and videos, in evidence. The new certificate follows a format set out in the Schedule to the Act, includes the hash values of the files, and is signed by the person in charge of the device and by an expert.',
    },
    {
      question: 'Will the court definitely accept our photographs?',
      answer:
        'No one can honestly promise that. The certificate helps meet the legal requirements for electronic evidence, but the court decides whether the evidence is relevant and how much weight to give it. Careful recording, unedited originals and a proper certificate put your evidence on the firmest footing.',
    },
    {
      question: 'What are geo-tagged and time-stamped photos?',
      answer:
        'A geo-tagged photo stores the GPS coordinates of the place where it was taken, and a time stamp records the date and time. We keep this information in the file’s data and can also show it on the image, so that the place and time of recording are clear.',
    },
    {
      question: 'When should I get legal photography done?',
      answer:
        'Before or at the moment a situation changes: when you hand over or take back a rented property, before construction starts next door, as soon as you notice an encroachment or damage, and before any repairs begin. Once the site has changed, its earlier condition can no longer be recorded.',
    },
    {
      question: 'Can you record video as well as photographs?',
      answer:
        'Yes. A video walk-through often shows the layout and the extent of damage better than still photographs. Video files are preserved and certified in the same way as photographs.',
    },
    {
      question: 'Which areas do you cover?',
      answer:
        'We visit sites across Madhya Pradesh and nearby areas, including Bhopal, Indore, Jabalpur, Gwalior, Rewa, Sagar and Ujjain. For places further away, tell us the location and we will let you know whether a visit can be arranged.',
    },
    {
      question: 'What does it cost?',
      answer:
        'The fee depends on the location, the size of the site, the number of photographs and the length of video, and on whether a certificate and inspection note are needed. We quote the fee before the visit.',
    },
  ],
  callToAction:
    'Need a reliable record of a property or site? Book a visit, and we will record it properly and prepare the certificate you may need in court.',
  badges: ['Geo-tagged, time-stamped photos', 'Section 63 BSA certificate', 'Site visits across MP'],
};

export default text;
