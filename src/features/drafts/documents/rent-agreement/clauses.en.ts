/** The rent agreement's clauses in English, by clause id (./clauses.ts says which apply, in what order). */
export const CLAUSES = {
  title: 'RENT AGREEMENT',
  made: 'This rent agreement is made at {place} on {signDate}, on e-stamp certificate No. {estampNumber} dated {estampDateText} for {estampAmount}, between:',
  landlord:
    '{landlordTitled}, {landlordRel} {landlordParentTitled}, aged {landlordAge} years, residing at {landlordAddress} (hereinafter called the “Landlord”), of the first part;',
  and: 'and',
  tenant:
    '{tenantTitled}, {tenantRel} {tenantParentTitled}, aged {tenantAge} years, permanently residing at {tenantAddress} (hereinafter called the “Tenant”), of the second part.',
  agreed: 'The parties agree as follows:',
  'title-of-landlord':
    'That the Landlord is the owner in possession of, and entitled to let, the premises described as: {propertyAddress}{scheduleRef} (hereinafter called the “Premises”).',
  letting: 'That the Landlord lets the Premises to the Tenant for {use} use only.',
  term: 'That the tenancy is for {termText}, beginning on {startDate} and ending on {endDate}.',
  rent: 'That the Tenant shall pay the Landlord a monthly rent of {rent}, in advance, by the {dueDayText} of each month, {rentModeText}.',
  gst: 'That the rent does not include Goods and Services Tax; any GST payable on it shall be borne by the Tenant, paid to the Landlord against a tax invoice if the Landlord is registered, or paid by the Tenant under reverse charge where the law so requires.',
  increase: 'That the rent shall increase by {increaseText} {increaseWhen}.',
  deposit:
    'That the Tenant has paid the Landlord {depositText} as a security deposit, which carries no interest. The Landlord shall return it within {refundDays} days of the Tenant handing over vacant possession of the Premises, after deducting any rent or charges due and the cost of repairing damage beyond normal wear and tear.',
  bills:
    'That electricity and water charges by meter shall be paid by {utilities}, maintenance charges by {maintenance}, and the property tax on the Premises by {propertyTax}.',
  'sublet-no': 'That the Tenant shall not sublet the Premises or any part of them, nor part with their possession.',
  'sublet-consent':
    'That the Tenant may sublet the Premises or a part of them only with the Landlord’s prior written consent.',
  alterations:
    'That the Tenant shall make no structural change, addition or alteration to the Premises without the Landlord’s written consent.',
  care: 'That the Tenant shall keep the Premises clean and in good repair and bear minor repairs; structural repairs are the Landlord’s. The Landlord may inspect the Premises at a reasonable time after notice to the Tenant.',
  furniture:
    'That the Landlord has provided the following furniture and fittings, which the Tenant shall return in the same condition, normal wear and tear excepted: {furniture}.',
  police:
    'That the Landlord shall give the Tenant’s particulars to the local police station where an order of the District Magistrate requires it, and the Tenant shall provide the particulars and documents needed for it.',
  default:
    'That if the Tenant does not pay or tender the whole of the arrears of rent within two months of the date on which the Landlord’s notice of demand in writing is served on the Tenant, or breaks any other term of this agreement, the Landlord may seek the Tenant’s eviction from the Premises on the grounds and in the manner the law allows (Madhya Pradesh Accommodation Control Act, 1961, section 12){evenInLockIn}.',
  'lock-in':
    'That neither party shall end this agreement during its first {lockInText} (the lock-in), except under the clause above on default. If the Tenant leaves during the lock-in, the Tenant shall pay the rent for the rest of the lock-in; if the Landlord ends the tenancy during the lock-in otherwise than under that clause, the Landlord shall pay the Tenant an amount equal to the rent for the rest of the lock-in.',
  'notice-after-lock-in':
    'That after the lock-in, either party may end this agreement by giving the other notice of {noticeText} in writing.',
  notice: 'That either party may end this agreement by giving the other notice of {noticeText} in writing.',
  vacate:
    'That when the tenancy ends, the Tenant shall hand over vacant possession of the Premises to the Landlord, in the condition in which they were received, normal wear and tear excepted.',
  'holding-over':
    'That if the Tenant does not hand over vacant possession of the Premises when bound by law to do so, the Tenant shall pay the Landlord damages for use and occupation at {holdOverText} for each day until possession is handed over; the Landlord’s acceptance of that amount shall not be taken as assent to the Tenant’s continuing in possession.',
  renewal:
    'That on the expiry of the term this agreement may be renewed for a further term only by a fresh agreement in writing signed by both parties.',
  registration:
    'That this agreement, being for a term exceeding one year, shall be registered under the Registration Act, 1908, and the parties shall present it for registration on Sampada 2.0 within four months of its execution.',
  costs: 'That the stamp duty and the registration fee on this agreement {costsText}.',
  jurisdiction:
    'That the courts at {premisesDistrict}, within whose limits the Premises are situated, shall have jurisdiction over any dispute arising from this agreement.',
  originals: 'That this agreement is executed in duplicate, each party keeping one copy.',
  schedule:
    '{propertyAddress}, district {premisesDistrict}; municipal or house No. {houseNumber}, ward No. {wardNumber}; area {premisesArea}.',
  boundaries:
    'Bounded: on the north by {boundaryNorth}; on the south by {boundarySouth}; on the east by {boundaryEast}; on the west by {boundaryWest}.',
  witness:
    'In witness whereof the parties have signed this agreement at the place and on the date first written above, in the presence of the witnesses below.',
};
