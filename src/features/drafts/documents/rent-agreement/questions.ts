/**
 * The rent agreement's questions in steps (docs/drafts.md, "Questions"): the
 * parties here, the premises and term, then the money, in their own modules.
 */
import type { DraftText } from '../../text/en';
import type { Step } from '../../types';
import { person, signingDate, signingPlace } from '../common';
import type { RentWords } from './en';
import { moneySteps } from './questions-money';
import { premisesSteps } from './questions-premises';

export function rentSteps(w: RentWords, text: DraftText): Step[] {
  const landlord = person('landlord', w.people.landlord, text);
  const tenant = person('tenant', w.people.tenant, text);
  return [
    {
      id: 'landlord',
      title: w.steps.landlord,
      questions: landlord.names.map((q) => (q.id === 'landlordName' ? { ...q, hint: w.landlordHint } : q)),
    },
    { id: 'landlord-details', title: w.steps.landlordDetails, questions: landlord.details },
    { id: 'tenant', title: w.steps.tenant, questions: tenant.names },
    { id: 'tenant-details', title: w.steps.tenantDetails, questions: tenant.details },
    ...premisesSteps(w),
    ...moneySteps(w),
    { id: 'signing', title: w.steps.signing, questions: [signingPlace(text), signingDate(text)] },
  ];
}
