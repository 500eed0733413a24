/**
 * The rent agreement's questions in steps (docs/drafts.md, "Questions"): the
 * parties here, the premises and term, then the money, in their own modules.
 */
import type { Step } from '../../types';
import { l, person, signingDate, signingPlace } from '../common';
import { MONEY_STEPS } from './questions-money';
import { PREMISES_STEPS } from './questions-premises';

const landlord = person('landlord', {
  name: l('Landlord’s full name', 'मकान मालिक का पूरा नाम'),
  relation: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
  parent: l('landlord’s father’s or husband’s name', 'मकान मालिक के पिता या पति का नाम'),
  age: l('landlord’s age', 'मकान मालिक की आयु'),
  address: l('landlord’s address', 'मकान मालिक का पता'),
});
const tenant = person('tenant', {
  name: l('Tenant’s full name', 'किरायेदार का पूरा नाम'),
  relation: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
  parent: l('tenant’s father’s or husband’s name', 'किरायेदार के पिता या पति का नाम'),
  age: l('tenant’s age', 'किरायेदार की आयु'),
  address: l('tenant’s permanent address', 'किरायेदार का स्थायी पता'),
});

export const RENT_STEPS: readonly Step[] = [
  {
    id: 'landlord',
    title: l('The landlord', 'मकान मालिक'),
    questions: landlord.names.map((q) =>
      q.id === 'landlordName'
        ? {
            ...q,
            hint: l(
              'For two or more owners, write each name joined by “and”',
              'दो या अधिक मालिक हों तो सबके नाम “और” से जोड़कर लिखें',
            ),
          }
        : q,
    ),
  },
  {
    id: 'landlord-details',
    title: l('The landlord’s age and address', 'मकान मालिक की आयु और पता'),
    questions: landlord.details,
  },
  { id: 'tenant', title: l('The tenant', 'किरायेदार'), questions: tenant.names },
  {
    id: 'tenant-details',
    title: l('The tenant’s age and address', 'किरायेदार की आयु और पता'),
    questions: tenant.details,
  },
  ...PREMISES_STEPS,
  ...MONEY_STEPS,
  { id: 'signing', title: l('Signing', 'हस्ताक्षर'), questions: [signingPlace, signingDate] },
];
