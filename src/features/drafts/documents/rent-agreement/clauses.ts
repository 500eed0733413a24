/**
 * The rent agreement's clauses in English and Hindi (docs/drafts.md, "Rent
 * agreement", where each names its law and source). A clause that does not
 * apply is left out, never filled with nothing.
 */
import type { Answers, Clause } from '../../types';
import { l, whole } from '../common';
import { hasDeposit, hasLockIn, isCommercial, mustRegister } from './terms';

const numbered = (id: string, en: string, hi: string, when?: (a: Answers) => boolean): Clause => ({
  id,
  numbered: true,
  text: l(en, hi),
  ...(when ? { when } : {}),
});

const PARTIES: Clause[] = [
  { id: 'title', role: 'title', text: l('RENT AGREEMENT', 'किरायानामा') },
  {
    id: 'made',
    text: l(
      'This rent agreement is made at {place} on {signDate}, on e-stamp certificate No. {estampNumber} dated {estampDateText} for {estampAmount}, between:',
      'यह किरायानामा आज दिनांक {signDate} को {place} में ई-स्टाम्प प्रमाण पत्र क्रमांक {estampNumber}, दिनांक {estampDateText}, राशि {estampAmount} पर निम्नलिखित पक्षों के मध्य निष्पादित किया गया:',
    ),
  },
  {
    id: 'landlord',
    text: l(
      '{landlordTitled}, {landlordRel} {landlordParentTitled}, aged {landlordAge} years, residing at {landlordAddress} (hereinafter called the “Landlord”), of the first part;',
      '{landlordTitled} {landlordRel} {landlordParentTitled}, आयु {landlordAge} वर्ष, निवासी {landlordAddress} (जिसे आगे ‘मकान मालिक’ कहा गया है) — प्रथम पक्ष;',
    ),
  },
  { id: 'and', text: l('and', 'एवं') },
  {
    id: 'tenant',
    text: l(
      '{tenantTitled}, {tenantRel} {tenantParentTitled}, aged {tenantAge} years, permanently residing at {tenantAddress} (hereinafter called the “Tenant”), of the second part.',
      '{tenantTitled} {tenantRel} {tenantParentTitled}, आयु {tenantAge} वर्ष, स्थायी निवासी {tenantAddress} (जिसे आगे ‘किरायेदार’ कहा गया है) — द्वितीय पक्ष।',
    ),
  },
  { id: 'agreed', text: l('The parties agree as follows:', 'दोनों पक्षों के मध्य निम्नानुसार तय हुआ:') },
];

const LETTING: Clause[] = [
  numbered(
    'title-of-landlord',
    'That the Landlord is the owner in possession of, and entitled to let, the premises described as: {propertyAddress}{scheduleRef} (hereinafter called the “Premises”).',
    'यह कि मकान मालिक निम्न वर्णित परिसर का स्वामी एवं आधिपत्यधारी है तथा उसे किराये पर देने का अधिकारी है: {propertyAddress}{scheduleRef} (जिसे आगे ‘उक्त परिसर’ कहा गया है)।',
  ),
  numbered(
    'letting',
    'That the Landlord lets the Premises to the Tenant for {use} use only.',
    'यह कि मकान मालिक उक्त परिसर किरायेदार को केवल {use} उपयोग के लिए किराये पर देता है।',
  ),
  numbered(
    'term',
    'That the tenancy is for {termText}, beginning on {startDate} and ending on {endDate}.',
    'यह कि किरायेदारी की अवधि {termText} होगी, जो दिनांक {startDate} से प्रारंभ होकर दिनांक {endDate} को समाप्त होगी।',
  ),
  numbered(
    'rent',
    'That the Tenant shall pay the Landlord a monthly rent of {rent}, in advance, by the {dueDayText} of each month, {rentModeText}.',
    'यह कि किरायेदार मकान मालिक को {rent} मासिक किराया, प्रत्येक माह की {dueDayText} तक अग्रिम रूप से, {rentModeText} अदा करेगा।',
  ),
  numbered(
    'gst',
    'That the rent does not include Goods and Services Tax; any GST payable on it shall be borne by the Tenant, paid to the Landlord against a tax invoice if the Landlord is registered, or paid by the Tenant under reverse charge where the law so requires.',
    'यह कि उक्त किराये में माल एवं सेवा कर (जीएसटी) सम्मिलित नहीं है; उस पर देय जीएसटी किरायेदार वहन करेगा, जो मकान मालिक के पंजीकृत होने पर कर बीजक के विरुद्ध मकान मालिक को, अथवा जहाँ विधि अनुसार अपेक्षित हो वहाँ रिवर्स चार्ज के अंतर्गत स्वयं किरायेदार द्वारा अदा किया जाएगा।',
    isCommercial,
  ),
  numbered(
    'increase',
    'That the rent shall increase by {increaseText} {increaseWhen}.',
    'यह कि {increaseWhen} किराये में {increaseText} की वृद्धि होगी।',
    (a) => (whole(a, 'increasePercent') ?? 0) > 0,
  ),
  numbered(
    'deposit',
    'That the Tenant has paid the Landlord {depositText} as a security deposit, which carries no interest. The Landlord shall return it within {refundDays} days of the Tenant handing over vacant possession of the Premises, after deducting any rent or charges due and the cost of repairing damage beyond normal wear and tear.',
    'यह कि किरायेदार ने मकान मालिक को {depositText} सुरक्षा राशि के रूप में जमा किए हैं, जिस पर कोई ब्याज देय नहीं होगा। किरायेदार द्वारा उक्त परिसर का रिक्त कब्ज़ा सौंपने के {refundDays} दिन के भीतर मकान मालिक यह राशि, बकाया किराया या अन्य देय राशि तथा सामान्य टूट-फूट से अधिक क्षति की मरम्मत का व्यय काटकर, लौटाएगा।',
    hasDeposit,
  ),
  numbered(
    'bills',
    'That electricity and water charges by meter shall be paid by {utilities}, maintenance charges by {maintenance}, and the property tax on the Premises by {propertyTax}.',
    'यह कि मीटर के अनुसार बिजली एवं पानी का शुल्क {utilities}, रखरखाव शुल्क {maintenance} तथा उक्त परिसर का संपत्ति कर {propertyTax} अदा करेगा।',
  ),
  numbered(
    'sublet-no',
    'That the Tenant shall not sublet the Premises or any part of them, nor part with their possession.',
    'यह कि किरायेदार उक्त परिसर या उसका कोई भाग शिकमी किरायेदारी पर नहीं देगा, न ही उसका कब्ज़ा किसी अन्य को सौंपेगा।',
    (a) => a.sublet !== 'consent',
  ),
  numbered(
    'sublet-consent',
    'That the Tenant may sublet the Premises or a part of them only with the Landlord’s prior written consent.',
    'यह कि किरायेदार मकान मालिक की पूर्व लिखित सहमति से ही उक्त परिसर या उसका कोई भाग शिकमी किरायेदारी पर दे सकेगा।',
    (a) => a.sublet === 'consent',
  ),
  numbered(
    'alterations',
    'That the Tenant shall make no structural change, addition or alteration to the Premises without the Landlord’s written consent.',
    'यह कि किरायेदार मकान मालिक की लिखित सहमति के बिना उक्त परिसर में कोई संरचनात्मक परिवर्तन, परिवर्धन या फेरबदल नहीं करेगा।',
  ),
  numbered(
    'care',
    'That the Tenant shall keep the Premises clean and in good repair and bear minor repairs; structural repairs are the Landlord’s. The Landlord may inspect the Premises at a reasonable time after notice to the Tenant.',
    'यह कि किरायेदार उक्त परिसर को स्वच्छ एवं अच्छी दशा में रखेगा तथा छोटी-मोटी मरम्मत स्वयं कराएगा; संरचनात्मक मरम्मत मकान मालिक कराएगा। मकान मालिक किरायेदार को पूर्व सूचना देकर उचित समय पर उक्त परिसर का निरीक्षण कर सकेगा।',
  ),
  numbered(
    'furniture',
    'That the Landlord has provided the following furniture and fittings, which the Tenant shall return in the same condition, normal wear and tear excepted: {furniture}.',
    'यह कि मकान मालिक ने निम्नलिखित फ़र्नीचर एवं सामान दिया है, जिसे किरायेदार सामान्य टूट-फूट को छोड़कर उसी दशा में लौटाएगा: {furniture}।',
    (a) => Boolean(a.furniture?.trim()),
  ),
  numbered(
    'police',
    'That the Landlord shall give the Tenant’s particulars to the local police station where an order of the District Magistrate requires it, and the Tenant shall provide the particulars and documents needed for it.',
    'यह कि जहाँ ज़िला दंडाधिकारी के आदेश द्वारा अपेक्षित हो, मकान मालिक किरायेदार की जानकारी संबंधित थाने में देगा, और किरायेदार इसके लिए आवश्यक जानकारी एवं दस्तावेज़ उपलब्ध कराएगा।',
  ),
];

const ENDING: Clause[] = [
  numbered(
    'default',
    'That if the Tenant does not pay or tender the whole of the arrears of rent within two months of the date on which the Landlord’s notice of demand in writing is served on the Tenant, or breaks any other term of this agreement, the Landlord may seek the Tenant’s eviction from the Premises on the grounds and in the manner the law allows (Madhya Pradesh Accommodation Control Act, 1961, section 12){evenInLockIn}.',
    'यह कि यदि किरायेदार मकान मालिक की लिखित माँग-सूचना की तामील के दिनांक से दो माह के भीतर बकाया किराये की संपूर्ण राशि अदा या प्रस्तुत नहीं करता, अथवा इस किरायानामे की किसी अन्य शर्त का उल्लंघन करता है, तो मकान मालिक विधि द्वारा अनुमत आधारों एवं रीति से (मध्यप्रदेश स्थान नियंत्रण अधिनियम, 1961, धारा 12) किरायेदार की उक्त परिसर से बेदखली की कार्यवाही कर सकेगा{evenInLockIn}।',
  ),
  numbered(
    'lock-in',
    'That neither party shall end this agreement during its first {lockInText} (the lock-in), except under the clause above on default. If the Tenant leaves during the lock-in, the Tenant shall pay the rent for the rest of the lock-in; if the Landlord ends the tenancy during the lock-in otherwise than under that clause, the Landlord shall pay the Tenant an amount equal to the rent for the rest of the lock-in.',
    'यह कि प्रथम {lockInText} (लॉक-इन अवधि) के दौरान कोई भी पक्ष, उपरोक्त चूक की दशा को छोड़कर, यह किरायानामा समाप्त नहीं करेगा। यदि किरायेदार लॉक-इन अवधि में उक्त परिसर छोड़ता है, तो वह लॉक-इन अवधि के शेष माहों का किराया अदा करेगा; तथा यदि मकान मालिक उक्त दशा के अतिरिक्त लॉक-इन अवधि में किरायेदारी समाप्त करता है, तो वह लॉक-इन अवधि के शेष माहों के किराये के बराबर राशि किरायेदार को अदा करेगा।',
    hasLockIn,
  ),
  numbered(
    'notice-after-lock-in',
    'That after the lock-in, either party may end this agreement by giving the other notice of {noticeText} in writing.',
    'यह कि लॉक-इन अवधि के पश्चात कोई भी पक्ष दूसरे पक्ष को {noticeText} की लिखित सूचना देकर यह किरायानामा समाप्त कर सकेगा।',
    hasLockIn,
  ),
  numbered(
    'notice',
    'That either party may end this agreement by giving the other notice of {noticeText} in writing.',
    'यह कि कोई भी पक्ष दूसरे पक्ष को {noticeText} की लिखित सूचना देकर यह किरायानामा समाप्त कर सकेगा।',
    (a) => !hasLockIn(a),
  ),
  numbered(
    'vacate',
    'That when the tenancy ends, the Tenant shall hand over vacant possession of the Premises to the Landlord, in the condition in which they were received, normal wear and tear excepted.',
    'यह कि किरायेदारी समाप्त होने पर किरायेदार उक्त परिसर का रिक्त कब्ज़ा, सामान्य टूट-फूट को छोड़कर, जिस दशा में प्राप्त किया था उसी दशा में, मकान मालिक को सौंपेगा।',
  ),
  numbered(
    'holding-over',
    'That if the Tenant does not hand over vacant possession of the Premises when bound by law to do so, the Tenant shall pay the Landlord damages for use and occupation at {holdOverText} for each day until possession is handed over; the Landlord’s acceptance of that amount shall not be taken as assent to the Tenant’s continuing in possession.',
    'यह कि यदि किरायेदार विधि अनुसार बाध्य होने पर भी उक्त परिसर का रिक्त कब्ज़ा नहीं सौंपता, तो वह कब्ज़ा सौंपने तक प्रत्येक दिन के लिए {holdOverText} की दर से उपयोग एवं अधिभोग का हर्जाना मकान मालिक को अदा करेगा; मकान मालिक द्वारा यह राशि स्वीकार करना किरायेदार के कब्ज़े में बने रहने की सहमति नहीं माना जाएगा।',
  ),
  numbered(
    'renewal',
    'That on the expiry of the term this agreement may be renewed for a further term only by a fresh agreement in writing signed by both parties.',
    'यह कि अवधि समाप्त होने पर यह किरायानामा दोनों पक्षों द्वारा हस्ताक्षरित नए लिखित किरायानामे द्वारा ही आगे की अवधि के लिए नवीनीकृत किया जा सकेगा।',
  ),
  numbered(
    'registration',
    'That this agreement, being for a term exceeding one year, shall be registered under the Registration Act, 1908, and the parties shall present it for registration on Sampada 2.0 within four months of its execution.',
    'यह कि एक वर्ष से अधिक अवधि का होने के कारण इस किरायानामे का रजिस्ट्रीकरण अधिनियम, 1908 के अंतर्गत पंजीयन कराया जाएगा, और दोनों पक्ष इसके निष्पादन के चार माह के भीतर इसे संपदा 2.0 पर पंजीयन के लिए प्रस्तुत करेंगे।',
    mustRegister,
  ),
  numbered(
    'costs',
    'That the stamp duty and the registration fee on this agreement {costsText}.',
    'यह कि इस किरायानामे पर देय स्टाम्प शुल्क एवं पंजीयन शुल्क {costsText}।',
    mustRegister,
  ),
  numbered(
    'jurisdiction',
    'That the courts at {premisesDistrict}, within whose limits the Premises are situated, shall have jurisdiction over any dispute arising from this agreement.',
    'यह कि इस किरायानामे से उत्पन्न किसी भी विवाद के निराकरण का क्षेत्राधिकार {premisesDistrict} स्थित न्यायालयों को होगा, जिनकी सीमा में उक्त परिसर स्थित है।',
  ),
  numbered(
    'originals',
    'That this agreement is executed in duplicate, each party keeping one copy.',
    'यह कि यह किरायानामा दो प्रतियों में निष्पादित किया गया है, जिसकी एक-एक प्रति दोनों पक्षों के पास रहेगी।',
  ),
];

/** A lease to be registered describes the premises so that they can be identified (Registration Act, s.21). */
const SCHEDULE: Clause[] = [
  {
    id: 'schedule',
    heading: l('SCHEDULE OF THE PREMISES', 'परिसर की अनुसूची (चतुर्सीमा)'),
    when: mustRegister,
    text: l(
      '{propertyAddress}, district {premisesDistrict}; municipal or house No. {houseNumber}, ward No. {wardNumber}; area {premisesArea}.',
      '{propertyAddress}, ज़िला {premisesDistrict}; नगर निगम / मकान क्रमांक {houseNumber}, वार्ड क्रमांक {wardNumber}; क्षेत्रफल {premisesArea}।',
    ),
  },
  {
    id: 'boundaries',
    when: mustRegister,
    text: l(
      'Bounded: on the north by {boundaryNorth}; on the south by {boundarySouth}; on the east by {boundaryEast}; on the west by {boundaryWest}.',
      'उत्तर में {boundaryNorth}; दक्षिण में {boundarySouth}; पूर्व में {boundaryEast}; पश्चिम में {boundaryWest}।',
    ),
  },
];

export const RENT_CLAUSES: readonly Clause[] = [
  ...PARTIES,
  ...LETTING,
  ...ENDING,
  ...SCHEDULE,
  {
    id: 'witness',
    text: l(
      'In witness whereof the parties have signed this agreement at the place and on the date first written above, in the presence of the witnesses below.',
      'इसके साक्ष्य में दोनों पक्षों ने ऊपर लिखे स्थान एवं दिनांक को निम्नलिखित साक्षियों की उपस्थिति में इस किरायानामे पर अपने हस्ताक्षर किए।',
    ),
  },
];
