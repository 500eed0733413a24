-- Seed data: blog articles for the public blog (/blog).
--
-- 22 published articles, 11 in English and 11 in Hindi (more than the list's
-- page of 10 in each language), plus one draft (published = false) that the
-- public must never see. Eight are translations of another post
-- (translation_of, at the end of the file): a post and its translation are a
-- pair for the language toggle and hreflang; the rest stand alone.
-- Categories are the same English values in both languages (the site names
-- them in the page's language): 'Property', 'Legal Documents',
-- 'Government Portals', 'Consumer Rights'.
--
-- Deliberate gaps, so the UI fallbacks are exercised: some rows have no author
-- ('Unknown Author'), no reading_time ('N/A') or no excerpt (derived from content).
-- Cover images (/images/blog/{slug}-960.webp) are produced separately; this file
-- only refers to them.
--
-- Re-runnable: a slug that already exists gets this file's text (title, excerpt,
-- content, tags, og fields), so a correction here reaches a database seeded
-- before (docs/legal-facts.md); its id, dates, author and publication stay.
-- Content is HTML (sanitised by the site before display) in $html$ dollar quotes.
-- Runs on PostgreSQL 15 and PGlite.

-- 2025-01-14 · en · Property · 1060 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  'a3f1c9e2-5b7d-4e8a-9c21-6d0f3b8e1a01',
  'rent-agreement-madhya-pradesh-guide',
  'Rent Agreements in Madhya Pradesh: 11-Month Term, Stamp Duty, Registration and Police Verification',
  '2025-01-14 10:30:00+05:30',
  'Property',
  'Sunita Mishra',
  6,
  'Why most rent agreements in Madhya Pradesh run for 11 months, how stamp duty is worked out, when registration becomes compulsory and why landlords should get tenants verified by the police.',
  ARRAY['rent agreement', 'stamp duty', 'madhya pradesh', 'police verification']::text[],
  'en',
  true,
  '/images/blog/rent-agreement-madhya-pradesh-guide-960.webp',
  'Rent Agreements in Madhya Pradesh: A Practical Guide',
  'The 11-month rule, stamp duty through e-stamp, when to register a lease and police verification of tenants in Madhya Pradesh.',
  '/images/blog/rent-agreement-madhya-pradesh-guide-960.webp',
  'https://satnalegal.in/blog/rent-agreement-madhya-pradesh-guide',
  $html$<p>Whether you are renting out a flat in Bhopal, taking a shop on rent in Indore or finding a room near a college in Jabalpur, a written rent agreement is the simplest protection a landlord and a tenant can have. It records the rent, the deposit and the rules both sides agreed to, and it is the document that banks, employers, schools and passport offices ask for as proof of address. This guide explains how rent agreements work in Madhya Pradesh: why most of them run for 11 months, what stamp duty applies, when registration becomes compulsory and why police verification of tenants matters.</p>

<h2>Why most rent agreements are made for 11 months</h2>
<p>Under Section 17 of the Registration Act, 1908, a lease of immovable property from year to year, or for any term exceeding one year, must be registered at the office of the sub-registrar. A lease for one year or less, not from year to year and without a yearly rent, does not fall under this compulsory rule. That is why the standard residential agreement in Madhya Pradesh, as in most of India, is made for 11 months: it can be drafted, stamped, signed and notarised without a visit to the registration office.</p>
<p>An 11-month agreement is not a lesser document. It binds both parties fully, provided it carries the correct stamp duty. When the term ends, the parties simply sign a fresh agreement, often with a revised rent. Many landlords prefer this because it gives them a regular point at which to review the arrangement, and many tenants prefer it because it keeps the cost of paperwork low.</p>
<blockquote>A lease that had to be registered but was not can generally not be used in court as evidence of the lease itself (Section 49 of the Registration Act), except for limited collateral purposes. If you want a longer term, register it; do not stretch an unregistered agreement beyond what the law allows.</blockquote>

<h2>Stamp duty on a rent agreement</h2>
<p>Every rent agreement is an instrument under the Indian Stamp Act, 1899, as it applies in Madhya Pradesh, and it must be stamped before or at the time it is signed. For a lease, the duty is not one flat amount for everyone. It depends mainly on:</p>
<ul>
<li>the period of the lease;</li>
<li>the monthly rent, and so the total rent over the term;</li>
<li>any security deposit, advance or premium paid to the landlord.</li>
</ul>
<p>In Madhya Pradesh the duty is paid through an e-stamp generated in the state's Sampada system. Rates are revised from time to time, so we calculate the exact amount for your rent and deposit and tell you before we start. An under-stamped agreement can be impounded when it is produced before an authority, and the shortfall then has to be paid along with a penalty, so it is worth getting right the first time.</p>

<h2>When registration is needed</h2>
<p>If the lease is for more than one year, runs from year to year or reserves a yearly rent, registration is compulsory (Section 17(1)(d)). Registered leases are common for shops, godowns, offices and long leases such as those for bank branches or mobile towers, where both sides want a longer secure term. In Madhya Pradesh a lease is registered at the sub-registrar's office through the Sampada 2.0 portal: the parties complete identity verification, and the duty and registration fee are paid online. Once the papers are in order, registration usually takes 1-3 working days.</p>
<p>Some parties register even an 11-month agreement for added certainty. This is optional and costs more, but it leaves an official record that is hard to dispute.</p>

<h2>What a good rent agreement should contain</h2>
<ol>
<li><strong>Parties:</strong> full names, parents' or spouses' names, ages and addresses of the landlord and the tenant, exactly as in their Aadhaar or other ID.</li>
<li><strong>Premises:</strong> a clear description with house number, floor, locality and city, and what is included, such as parking, furniture and fittings.</li>
<li><strong>Term:</strong> the start date, the 11-month period and how it can be renewed.</li>
<li><strong>Rent and deposit:</strong> the monthly rent, the due date, the mode of payment, the security deposit and when and how it will be returned.</li>
<li><strong>Charges:</strong> who pays electricity, water, maintenance and property tax.</li>
<li><strong>Use:</strong> residential or commercial, and whether subletting is allowed.</li>
<li><strong>Repairs:</strong> which repairs the tenant handles and which the landlord handles.</li>
<li><strong>Lock-in and notice:</strong> any lock-in period and the notice either side must give to end the tenancy, usually one month.</li>
<li><strong>Inventory:</strong> a list of fittings and appliances handed over, which avoids arguments when the deposit is returned.</li>
</ol>
<p>The agreement is signed by both parties and by two witnesses. It is usually notarised as well, which confirms that the parties signed it in person.</p>

<h2>Police verification of tenants</h2>
<p>District magistrates in many parts of Madhya Pradesh have issued orders requiring landlords to give details of their tenants to the local police station. The purpose is public safety: it helps the police know who lives in an area. Ignoring such an order can lead to action for disobeying a lawful order of a public servant under Section 223 of the Bharatiya Nyaya Sanhita, 2023 (earlier Section 188 of the Indian Penal Code).</p>
<p>Madhya Pradesh Police accepts tenant information through its online citizen services as well as at police stations. You will usually need the tenant's photograph, an identity proof, the permanent address and a copy of the rent agreement. Because the orders differ from district to district, check the current rule with your local police station or with us.</p>

<h2>A note for Rajasthan</h2>
<p>In Jaipur, Jodhpur, Udaipur and Kota the 11-month practice is the same, because the Registration Act applies across India. Stamp duty there is paid under the Rajasthan Stamp Act, 1998, at Rajasthan's rates. Our e-stamp service covers Madhya Pradesh only, so for a property in Rajasthan we draft the agreement and guide you on paying the duty there.</p>

<h2>How we can help</h2>
<p>We draft rent agreements in English or Hindi, calculate and arrange the Madhya Pradesh e-stamp, arrange notarisation and prepare the papers for police verification. A standard 11-month agreement is usually delivered within 24-48 hours, and we offer doorstep delivery in Madhya Pradesh and nearby areas. Send us a request and one of our experts will contact you within 24 hours.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own situation, speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-02-20 · en · Legal Documents · 882 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  'b81e4d07-2c9a-4f5b-8e63-17a9c4d2f502',
  'affidavit-format-notary-executive-magistrate',
  'Affidavits Explained: Format, Notary or Executive Magistrate, and Common Uses',
  '2025-02-20 11:15:00+05:30',
  'Legal Documents',
  'Sunita Mishra',
  5,
  'What an affidavit is, who can attest it, how it should be set out, and the everyday situations in which offices, banks and courts ask for one.',
  ARRAY['affidavit', 'notary', 'executive magistrate', 'legal documents']::text[],
  'en',
  true,
  '/images/blog/affidavit-format-notary-executive-magistrate-960.webp',
  'Affidavits Explained: Format, Attestation and Common Uses',
  'A plain guide to affidavits in India: the format, notary vs. executive magistrate vs. oath commissioner, and common uses.',
  '/images/blog/affidavit-format-notary-executive-magistrate-960.webp',
  'https://satnalegal.in/blog/affidavit-format-notary-executive-magistrate',
  $html$<p>An affidavit is one of the most common legal documents in India. Students need one to explain a gap year, families need one to correct a name, and shopkeepers need one for a licence or to transfer an electricity connection. Yet many people are unsure who can attest an affidavit, what it should say, and whether a notary is enough. This guide answers those questions for people in Madhya Pradesh and Rajasthan.</p>

<h2>What is an affidavit?</h2>
<p>An affidavit is a written statement of facts that the person making it swears or affirms to be true before an officer authorised to administer oaths. The person making it is called the <strong>deponent</strong>. Because it is made on oath, an affidavit carries legal weight: offices and courts can act on it without asking you to appear and repeat the facts. For the same reason, a false affidavit is a serious matter. Knowingly making a false statement on oath is the offence of giving false evidence under the Bharatiya Nyaya Sanhita, 2023 (earlier the Indian Penal Code), and it can also lead to the cancellation of whatever benefit the affidavit was used to obtain.</p>

<h2>Who can attest an affidavit?</h2>
<p>Under the Oaths Act, 1969 and related laws, the officers who commonly attest affidavits are:</p>
<ul>
<li><strong>Notary public:</strong> appointed under the Notaries Act, 1952. The notary administers the oath, enters the affidavit in the notarial register and signs and seals it. This is the usual route for affidavits meant for banks, companies, schools, colleges and many government offices.</li>
<li><strong>Oath commissioner:</strong> appointed by the High Court or the district court to attest affidavits filed in court. An affidavit for a civil or criminal case is normally sworn before the oath commissioner at the court.</li>
<li><strong>Executive magistrate:</strong> officers such as the Tehsildar or Naib Tehsildar, when appointed as executive magistrates, can also administer oaths. Some government offices specifically ask for an affidavit sworn before an executive magistrate.</li>
</ul>

<h2>Notary or executive magistrate: which one do you need?</h2>
<table>
<thead><tr><th>Where the affidavit will be used</th><th>Usually attested by</th></tr></thead>
<tbody>
<tr><td>Banks, insurers, private companies, school and college admissions</td><td>Notary public</td></tr>
<tr><td>A case pending in a court</td><td>Oath commissioner at the court</td></tr>
<tr><td>Certificates or revenue matters where the office's form asks for it</td><td>Executive magistrate</td></tr>
<tr><td>Use in another country</td><td>Notary, followed by the attestation or apostille the country needs</td></tr>
</tbody>
</table>
<p>The rule of thumb is simple: <strong>ask the office that will receive the affidavit</strong>. If its form or notice says "sworn before an executive magistrate", a notarised affidavit may be refused. Also check whether the office now accepts a self-declaration instead: many government departments have replaced affidavits with simple self-attested declarations for routine services, which saves you time and money.</p>

<h2>The format of an affidavit</h2>
<ol>
<li><strong>Heading:</strong> "Affidavit", and for a court affidavit the name of the court and the case details.</li>
<li><strong>Deponent's details:</strong> full name, father's or husband's name, age, occupation and complete address.</li>
<li><strong>Opening words:</strong> for example, "I, the above-named deponent, do hereby solemnly affirm and state as under".</li>
<li><strong>Statements:</strong> the facts in short numbered paragraphs, one fact per paragraph, in plain language.</li>
<li><strong>Purpose:</strong> where useful, a line stating why the affidavit is being made.</li>
<li><strong>Verification:</strong> a paragraph stating that the contents are true to the deponent's knowledge and belief and that nothing material has been concealed, with the place and date.</li>
<li><strong>Signature:</strong> the deponent's signature or thumb impression, followed by the attestation of the notary, oath commissioner or magistrate.</li>
</ol>
<p>Affidavits for use outside court are printed on an e-stamp or stamp paper of the value that state law sets. In Madhya Pradesh that is a flat ₹200 whatever the affidavit is for (as checked on 25 November 2026), since the Indian Stamp (Madhya Pradesh Amendment) Act, 2025 came into force on 9 September 2025; whether an affidavit filed in a court case needs it is not settled in MP, so ask before you buy the stamp. Other states set their own amounts.</p>

<h2>Common uses</h2>
<ul>
<li>a change of name, or a name spelt differently in two documents;</li>
<li>proof of address or residence;</li>
<li>date of birth where no birth certificate is available;</li>
<li>a gap year or break in studies, for admissions;</li>
<li>income or dependency declarations;</li>
<li>lost documents such as a marksheet, passbook, registry copy or vehicle papers;</li>
<li>transfer of an electricity, water or gas connection;</li>
<li>claims as a legal heir or nominee before banks and insurance companies;</li>
<li>undertakings for admission, employment or a licence.</li>
</ul>

<h2>Practical tips before you sign</h2>
<ul>
<li>Read every line. You are swearing to it; "the typist wrote it" is no defence.</li>
<li>Make the spelling of names, dates and addresses match your Aadhaar and other records exactly.</li>
<li>Carry an original photo ID and any document the affidavit refers to.</li>
<li>Appear in person. The notary must see you sign; an affidavit attested in your absence is improper and can be rejected.</li>
<li>Keep a photocopy or scan of the attested affidavit.</li>
</ul>

<h2>How we can help</h2>
<p>We draft affidavits in English and Hindi for all common purposes, arrange the correct e-stamp in Madhya Pradesh and arrange attestation by a notary. Most affidavits are ready within 24-48 hours, and we deliver to your door in Madhya Pradesh and nearby areas. Whether the affidavit is needed in Bhopal, Indore, Gwalior, Sagar or Jaipur, tell us its purpose and the office it is meant for, and we will tell you which format and which attestation it needs.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own situation, speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-03-18 · hi · Property · 1038 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  '4d2c9e1f-7a6b-4b5d-a84b-9f2dfc0a3e10',
  'kirayanama-kaise-banwayen',
  'किरायानामा (रेंट एग्रीमेंट) कैसे बनवाएँ: मकान मालिक और किरायेदार के लिए पूरी जानकारी',
  '2025-03-18 10:00:00+05:30',
  'Property',
  'Sunita Mishra',
  6,
  'किरायानामा 11 महीने का ही क्यों बनता है, इस पर स्टाम्प शुल्क कैसे तय होता है, रजिस्ट्री कब ज़रूरी है और किरायेदार का पुलिस सत्यापन क्यों कराएँ, सरल भाषा में।',
  ARRAY['किरायानामा', 'रेंट एग्रीमेंट', 'ई-स्टाम्प', 'पुलिस सत्यापन']::text[],
  'hi',
  true,
  '/images/blog/kirayanama-kaise-banwayen-960.webp',
  'किरायानामा (रेंट एग्रीमेंट) कैसे बनवाएँ',
  '11 महीने का किरायानामा, ई-स्टाम्प और स्टाम्प शुल्क, रजिस्ट्री कब ज़रूरी है, ज़रूरी दस्तावेज़ और किरायेदार का पुलिस सत्यापन।',
  '/images/blog/kirayanama-kaise-banwayen-960.webp',
  'https://satnalegal.in/hi/blog/kirayanama-kaise-banwayen',
  $html$<p>मकान, दुकान या ऑफ़िस किराये पर देते या लेते समय सबसे ज़रूरी कागज़ है किरायानामा, जिसे आम बोलचाल में रेंट एग्रीमेंट कहते हैं। भोपाल, इंदौर, जबलपुर और ग्वालियर से लेकर जयपुर और कोटा तक, मकान मालिक और किरायेदार के बीच ज़्यादातर विवाद इसी वजह से होते हैं कि किराये की शर्तें लिखित में तय नहीं की गई थीं। इस लेख में हम बता रहे हैं कि किरायानामा क्यों ज़रूरी है, इसमें क्या-क्या लिखा जाना चाहिए, स्टाम्प और रजिस्ट्री के नियम क्या हैं और किरायेदार का पुलिस सत्यापन क्यों कराना चाहिए।</p>

<h2>किरायानामा क्यों ज़रूरी है</h2>
<p>लिखित किरायानामा मकान मालिक और किरायेदार, दोनों की सुरक्षा करता है। इसमें किराया, सिक्योरिटी डिपॉज़िट, किराया देने की तारीख और मकान खाली करने की शर्तें साफ़-साफ़ दर्ज होती हैं। बैंक खाता खुलवाने, गैस कनेक्शन लेने, बच्चों के स्कूल में दाखिले, पासपोर्ट और कई सरकारी कामों में पते के प्रमाण के रूप में भी किरायानामा माँगा जाता है। विवाद की स्थिति में अदालत हो या पुलिस, सबसे पहले यही दस्तावेज़ देखा जाता है।</p>

<h2>11 महीने का किरायानामा ही क्यों बनता है</h2>
<p>रजिस्ट्रीकरण अधिनियम, 1908 की धारा 17 के अनुसार एक साल से अधिक अवधि के पट्टे (लीज़) की उप पंजीयक कार्यालय में रजिस्ट्री कराना अनिवार्य है। एक साल या उससे कम अवधि के किरायानामे पर, जो साल-दर-साल न चले और जिसमें सालाना किराया तय न हो, यह अनिवार्यता लागू नहीं होती। इसी कारण मध्य प्रदेश समेत पूरे देश में आम तौर पर 11 महीने का किरायानामा बनाया जाता है। इसे ई-स्टाम्प पर तैयार करके नोटरी से सत्यापित कराया जा सकता है और रजिस्ट्री कार्यालय जाने की ज़रूरत नहीं पड़ती।</p>
<p>11 महीने पूरे होने पर दोनों पक्ष नया किरायानामा बना लेते हैं, जिसमें ज़रूरत हो तो किराया भी बदला जा सकता है। ध्यान रखें कि 11 महीने का किरायानामा भी पूरी तरह कानूनी और बाध्यकारी दस्तावेज़ है, बशर्ते उस पर सही स्टाम्प शुल्क चुकाया गया हो।</p>

<h2>स्टाम्प शुल्क और ई-स्टाम्प</h2>
<p>किरायानामे पर स्टाम्प शुल्क भारतीय स्टाम्प अधिनियम, 1899 के उन प्रावधानों के अनुसार लगता है जो मध्य प्रदेश में लागू हैं। यह शुल्क सबके लिए एक जैसा नहीं होता; मुख्य रूप से यह किरायेदारी की अवधि, मासिक किराये और सिक्योरिटी डिपॉज़िट या प्रीमियम पर निर्भर करता है। मध्य प्रदेश में यह शुल्क ई-स्टाम्प के ज़रिए चुकाया जाता है, जो राज्य के संपदा सिस्टम से जारी होता है। दरें समय-समय पर बदलती हैं, इसलिए काम शुरू करने से पहले हम आपको सही शुल्क बता देते हैं। कम स्टाम्प वाला दस्तावेज़ किसी अधिकारी के सामने पेश होने पर ज़ब्त किया जा सकता है, और तब कमी की राशि के साथ जुर्माना भी भरना पड़ता है।</p>
<p>राजस्थान (जयपुर, जोधपुर, उदयपुर, कोटा) में किरायानामे पर स्टाम्प शुल्क राजस्थान स्टाम्प अधिनियम, 1998 के तहत वहाँ की दरों से लगता है। हमारी ई-स्टाम्प सेवा केवल मध्य प्रदेश के लिए है; राजस्थान की संपत्ति के लिए हम किरायानामा तैयार करते हैं और वहाँ स्टाम्प शुल्क जमा करने की प्रक्रिया में मार्गदर्शन करते हैं।</p>

<h2>रजिस्ट्री कब करानी पड़ती है</h2>
<p>अगर किरायेदारी एक साल से ज़्यादा की है, साल-दर-साल चलती है या उसमें सालाना किराया तय है, तो किरायानामे की रजिस्ट्री अनिवार्य है (धारा 17(1)(d))। दुकान, गोदाम, शोरूम, बैंक शाखा या मोबाइल टावर जैसी लंबी अवधि की लीज़ में अक्सर ऐसा ही होता है। मध्य प्रदेश में यह रजिस्ट्री संपदा 2.0 पोर्टल के माध्यम से उप पंजीयक कार्यालय में होती है। दस्तावेज़ पूरे होने पर इसमें सामान्यतः 1 से 3 कार्य दिवस लगते हैं। जिस लंबी लीज़ की रजिस्ट्री ज़रूरी थी पर कराई नहीं गई, उसे अदालत में लीज़ के सबूत के रूप में सामान्यतः स्वीकार नहीं किया जाता।</p>

<h2>किरायानामे में क्या-क्या लिखा होना चाहिए</h2>
<ol>
<li><strong>दोनों पक्षों का विवरण:</strong> मकान मालिक और किरायेदार का पूरा नाम, पिता या पति का नाम, उम्र और पता, ठीक वैसा ही जैसा आधार कार्ड में है।</li>
<li><strong>संपत्ति का विवरण:</strong> मकान नंबर, मंज़िल, मोहल्ला या कॉलोनी, शहर, और साथ में दी जा रही सुविधाएँ, जैसे पार्किंग, फ़र्नीचर या फ़िटिंग।</li>
<li><strong>अवधि:</strong> किरायेदारी शुरू होने की तारीख, 11 महीने की अवधि और नवीनीकरण की शर्त।</li>
<li><strong>किराया और डिपॉज़िट:</strong> मासिक किराया, भुगतान की तारीख और तरीका, सिक्योरिटी डिपॉज़िट की राशि और उसे लौटाने की शर्तें।</li>
<li><strong>अन्य खर्च:</strong> बिजली, पानी, मेंटेनेंस और संपत्ति कर कौन देगा।</li>
<li><strong>उपयोग:</strong> आवासीय या व्यावसायिक उपयोग, और क्या किरायेदार आगे किसी और को किराये (सबलेट) पर दे सकता है।</li>
<li><strong>मरम्मत:</strong> छोटी मरम्मत किसकी ज़िम्मेदारी होगी और बड़ी मरम्मत किसकी।</li>
<li><strong>नोटिस अवधि:</strong> मकान खाली करने या कराने से पहले कितने दिन का नोटिस देना होगा, आम तौर पर एक महीना, और कोई लॉक-इन अवधि हो तो वह भी।</li>
<li><strong>सामान की सूची:</strong> पंखे, लाइट, गीज़र जैसा जो सामान सौंपा गया है उसकी सूची, ताकि डिपॉज़िट लौटाते समय विवाद न हो।</li>
</ol>
<p>किरायानामे पर दोनों पक्ष और दो गवाह हस्ताक्षर करते हैं। इसके बाद आम तौर पर नोटरी से सत्यापन कराया जाता है, जिससे यह पुष्टि होती है कि दोनों पक्षों ने स्वयं उपस्थित होकर हस्ताक्षर किए हैं।</p>

<h2>ज़रूरी दस्तावेज़</h2>
<ul>
<li>मकान मालिक और किरायेदार, दोनों का आधार कार्ड या अन्य फ़ोटो पहचान पत्र</li>
<li>दोनों के पासपोर्ट साइज़ फ़ोटो</li>
<li>संपत्ति के स्वामित्व का कोई प्रमाण, जैसे रजिस्ट्री की प्रति या संपत्ति कर की रसीद</li>
<li>दो गवाहों के पहचान पत्र</li>
</ul>

<h2>किरायेदार का पुलिस सत्यापन</h2>
<p>मध्य प्रदेश के कई ज़िलों में ज़िला दंडाधिकारी (कलेक्टर) ने आदेश जारी किए हैं कि मकान मालिक अपने किरायेदार की जानकारी नज़दीकी थाने में दें। ऐसे आदेश का पालन न करने पर भारतीय न्याय संहिता, 2023 की धारा 223 (पहले भारतीय दंड संहिता की धारा 188) के तहत कार्रवाई हो सकती है। किरायेदार की जानकारी मध्य प्रदेश पुलिस की ऑनलाइन नागरिक सेवाओं के ज़रिए या सीधे थाने में दी जा सकती है। इसके लिए आम तौर पर किरायेदार का फ़ोटो, पहचान पत्र, स्थायी पता और किरायानामे की प्रति लगती है। हर ज़िले का आदेश अलग हो सकता है, इसलिए अपने थाने से या हमसे वर्तमान नियम की पुष्टि कर लें।</p>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम हिंदी या अंग्रेज़ी में किरायानामा तैयार करते हैं, मध्य प्रदेश का ई-स्टाम्प और नोटरी की व्यवस्था करते हैं, और पुलिस सत्यापन के कागज़ात भी तैयार कर देते हैं। सामान्य 11 महीने का किरायानामा आम तौर पर 24 से 48 घंटे में तैयार हो जाता है, और मध्य प्रदेश व आसपास के क्षेत्रों में घर तक डिलीवरी की सुविधा है। अनुरोध भेजने के 24 घंटे के भीतर हमारे विशेषज्ञ आपसे संपर्क करेंगे।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। कानून, दरें और पोर्टल की प्रक्रिया समय-समय पर बदलती रहती हैं; अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-04-22 · en · Legal Documents · 893 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  'c5d92a18-7e3f-4b06-a1d4-28b6e5f3c703',
  'e-stamp-madhya-pradesh-how-it-works',
  'E-Stamp in Madhya Pradesh: How It Works and How to Check One',
  '2025-04-22 09:45:00+05:30',
  'Legal Documents',
  'Adv. Rajesh Tiwari',
  5,
  null,
  ARRAY['e-stamp', 'stamp duty', 'sampada', 'madhya pradesh']::text[],
  'en',
  true,
  '/images/blog/e-stamp-madhya-pradesh-how-it-works-960.webp',
  'E-Stamp in Madhya Pradesh: How It Works',
  'How e-stamps are issued through Sampada in Madhya Pradesh, how duty is worked out, how to verify an e-stamp and mistakes to avoid.',
  '/images/blog/e-stamp-madhya-pradesh-how-it-works-960.webp',
  'https://satnalegal.in/blog/e-stamp-madhya-pradesh-how-it-works',
  $html$<p>If you have signed a rent agreement, an affidavit or a property deed in Madhya Pradesh in recent years, you have probably used an e-stamp instead of the old printed stamp paper. This article explains what an e-stamp is, how it works in Madhya Pradesh, how to check that one is genuine, and the mistakes that cause trouble later.</p>

<h2>What is an e-stamp?</h2>
<p>Stamp duty is a tax that the state collects on legal documents such as agreements, affidavits, deeds and bonds. For a long time it was paid by buying printed non-judicial stamp paper from a licensed vendor. Printed paper had problems: the right value was often out of stock, people bought several papers to make up an amount, and forged stamp papers caused large-scale fraud in the country.</p>
<p>An e-stamp is an electronic certificate showing that the duty has been paid. Each certificate carries a unique number, the names of the parties, the type of document, the amount of duty and the date and time of issue. Because it is created in the government's own system, anyone can check it online, and it is issued for the exact amount required.</p>

<h2>How e-stamping works in Madhya Pradesh</h2>
<p>Madhya Pradesh issues e-stamps through Sampada, the online system of the state's Registration and Stamps department, now in its upgraded version, Sampada 2.0. E-stamps are generated by authorised service providers and through the department's offices. The steps are usually:</p>
<ol>
<li>You tell the service provider what document you are making, who the parties are and, where relevant, the value of the transaction.</li>
<li>The correct article of the stamp law is selected and the duty is worked out. For many documents the duty is a fixed sum; for property deeds it is a percentage of the value.</li>
<li>The duty is paid and the e-stamp certificate is generated in the system with its unique code.</li>
<li>The certificate is printed, the document is printed on it or attached to it, and the parties sign.</li>
</ol>
<p>For documents that must be registered, such as sale deeds, the duty is paid within the Sampada registration process itself, and the e-stamp becomes part of the registered document.</p>

<h2>E-stamps belong to one state</h2>
<p>Each state collects stamp duty under its own law and at its own rates. A Madhya Pradesh e-stamp pays Madhya Pradesh duty and nothing else. <strong>Our e-stamp service is for Madhya Pradesh only.</strong> If your document concerns a property in Rajasthan, or is to be executed there, the duty is paid under the Rajasthan Stamp Act, 1998 through the system used in Rajasthan. We can draft the document and guide you through that process, but we do not issue e-stamps for other states.</p>

<h2>How much duty will I pay?</h2>
<p>The amount depends on the type of document and, for many documents, on the value involved. The law is the Indian Stamp Act, 1899 with the schedule of rates that applies in Madhya Pradesh, and it is amended from time to time. As a broad guide:</p>
<ul>
<li>affidavits and many simple agreements carry a fixed, modest duty;</li>
<li>rent agreements are charged according to the term, the rent and any deposit or premium;</li>
<li>sale deeds and gift deeds are charged as a percentage of the property's value (in Madhya Pradesh a sale deed about 7.5% in stamp duty plus a 3% registration fee, as checked on 25 November 2026), calculated on the higher of the agreed price and the government guideline value;</li>
<li>powers of attorney are charged differently depending on what they authorise and in whose favour.</li>
</ul>
<p>Because rates and concessions change, we confirm the exact duty for your document before you pay anything.</p>

<h2>How to check that an e-stamp is genuine</h2>
<p>Every Madhya Pradesh e-stamp can be verified on the official Sampada portal using its unique code. When you verify one, check that:</p>
<ul>
<li>the names of the first and second parties are spelt correctly;</li>
<li>the type of document matches the document actually printed on it;</li>
<li>the amount of duty is right for that document;</li>
<li>the date of issue is recent and not after the date of signing.</li>
</ul>
<p>If you receive a document from the other side, verify the e-stamp yourself rather than trusting a photocopy.</p>

<h2>Common mistakes</h2>
<ul>
<li><strong>Wrong article or value:</strong> an e-stamp meant for an affidavit used for an agreement, or duty worked out on a lower value, leaves the document under-stamped. An under-stamped document can be impounded, and the shortfall must then be paid with a penalty.</li>
<li><strong>Wrong names:</strong> the parties on the certificate should be the parties to the document.</li>
<li><strong>Reuse:</strong> one e-stamp is for one document. Using it again for another agreement is not allowed.</li>
<li><strong>Buying too early:</strong> buy the e-stamp once the draft is final, so that the date and details match.</li>
<li><strong>Wrong state:</strong> a Madhya Pradesh e-stamp does not pay duty owed in another state.</li>
</ul>

<h2>How we can help</h2>
<p>We arrange Madhya Pradesh e-stamps for rent agreements, affidavits, agreements, indemnity bonds and other documents, and we work out the correct duty in advance. We can combine the e-stamp with drafting and notarisation so that you receive a finished document ready to sign, usually within 24-48 hours. Clients in Bhopal, Indore, Jabalpur, Gwalior, Rewa, Satna, Sagar, Ujjain and nearby areas can ask for doorstep delivery.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own situation, speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-06-05 · en · Legal Documents · 774 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  'd06b7f39-1a4c-4e97-b2e5-39c7f6a4d804',
  'notarisation-what-a-notary-does',
  'Notarisation in India: What a Notary Does, and What a Notarised Document Cannot Do',
  '2025-06-05 12:00:00+05:30',
  'Legal Documents',
  null,
  4,
  'A notary confirms who signed a document and when. It does not register the document or make anyone the owner of property. Here is what notarisation is for, and what it is not.',
  ARRAY['notary', 'notarisation', 'registration']::text[],
  'en',
  true,
  '/images/blog/notarisation-what-a-notary-does-960.webp',
  'Notarisation in India: What a Notary Does',
  'The role of a notary under the Notaries Act, 1952, the notarisation process, and why notarisation is not a substitute for registration.',
  '/images/blog/notarisation-what-a-notary-does-960.webp',
  'https://satnalegal.in/blog/notarisation-what-a-notary-does',
  $html$<p>"Get it notarised" is an instruction most people hear at least once: for a rent agreement, an affidavit, an undertaking for a college, or copies of certificates. But what does a notary actually do, and what does a notary's seal prove? Knowing the answer saves money and prevents a common and costly mistake: treating a notarised document as if it were a registered one.</p>

<h2>Who is a notary?</h2>
<p>A notary public is a legal practitioner, usually an advocate with several years of practice, appointed by the Central Government or a State Government under the Notaries Act, 1952. A notary holds a certificate of practice for a defined area, keeps a register of every notarial act, and uses an official seal showing his or her name, registration number and area of practice.</p>

<h2>What a notary does</h2>
<p>Section 8 of the Notaries Act lists a notary's functions. The ones you are most likely to need are:</p>
<ul>
<li><strong>Attesting signatures:</strong> confirming that the person who signed a document is who he or she claims to be and signed it in the notary's presence;</li>
<li><strong>Administering oaths:</strong> taking affidavits, in which you swear or affirm that the contents are true;</li>
<li><strong>Certifying copies:</strong> certifying that a photocopy is a true copy of an original shown to the notary;</li>
<li><strong>Translations:</strong> translating a document and verifying the translation;</li>
<li><strong>Protests of bills:</strong> noting and protesting dishonoured bills of exchange, a function used mainly in trade.</li>
</ul>

<h2>What happens at the notary</h2>
<ol>
<li>You bring the document unsigned, with an original photo ID and the originals of anything to be certified.</li>
<li>The notary checks your identity and confirms that you understand and accept the contents.</li>
<li>You sign in front of the notary. For an affidavit, you swear or affirm that its contents are true.</li>
<li>The notary enters the act in the notarial register with a serial number, affixes the notarial stamp and seal, and signs.</li>
</ol>
<p>Your personal presence is essential. A notary who attests a signature without seeing the person sign commits misconduct, and a document notarised that way can be challenged.</p>

<h2>What notarisation does not do</h2>
<p>This is where most misunderstandings arise.</p>
<ul>
<li><strong>It is not registration.</strong> Documents that the Registration Act, 1908 requires to be registered, such as sale deeds, gift deeds and leases of more than one year, must be registered at the sub-registrar's office. A notary's seal does not replace registration.</li>
<li><strong>It does not transfer ownership.</strong> A notarised agreement to sell, a notarised general power of attorney or a notarised will does not make a buyer the owner of property. In Suraj Lamp &amp; Industries v. State of Haryana (2011), the Supreme Court held that such arrangements do not transfer title to immovable property; only a registered deed of conveyance does.</li>
<li><strong>It does not prove that the contents are true.</strong> The notary confirms who signed and when, not that every statement in the document is correct.</li>
<li><strong>It does not cure a defect.</strong> An unlawful or under-stamped document remains so after notarisation.</li>
</ul>

<h2>Documents commonly notarised</h2>
<ul>
<li>11-month rent agreements;</li>
<li>affidavits and declarations;</li>
<li>undertakings and indemnity bonds;</li>
<li>service, consultancy and other commercial agreements;</li>
<li>special powers of attorney for limited tasks;</li>
<li>true copies of certificates, marksheets and identity documents.</li>
</ul>

<h2>Documents for use abroad</h2>
<p>Documents meant for use in another country, such as educational certificates, birth certificates or powers of attorney, often need notarisation followed by attestation by the state authorities and an apostille or attestation by the Ministry of External Affairs. The exact chain depends on the document and on the country, so check what the receiving authority requires before you start.</p>

<h2>How to spot a problem</h2>
<ul>
<li>The seal should show the notary's name, registration number and area of practice.</li>
<li>The document should carry the serial number of the entry in the notarial register.</li>
<li>Be wary of anyone who offers to put a notary's seal on a document without your presence or without checking your ID.</li>
<li>If a document says it is "registered" but bears only a notary's seal, it has not been registered.</li>
</ul>

<h2>How we can help</h2>
<p>We prepare documents ready for notarisation, arrange the correct e-stamp in Madhya Pradesh and arrange attestation by a notary, so that you visit once and leave with a complete document. Where a document needs registration rather than notarisation, we say so plainly and help you register it instead. Clients from Bhopal, Indore, Jabalpur, Rewa, Satna and nearby areas can also ask for doorstep delivery. Our office is open from 10 AM to 7 PM, Monday to Saturday.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own situation, speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-07-15 · hi · Government Portals · 913 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  '5a7e0b3d-8c9f-4c6e-b95c-a03e0d1b4f11',
  'rcms-namantaran-seemankan-batwara',
  'आरसीएमएस पोर्टल: नामांतरण, सीमांकन और बँटवारे के लिए ऑनलाइन आवेदन कैसे करें',
  '2025-07-15 12:30:00+05:30',
  'Government Portals',
  'Adv. Rajesh Tiwari',
  null,
  'मध्य प्रदेश में नामांतरण, सीमांकन और बँटवारे के प्रकरण अब आरसीएमएस पोर्टल पर दर्ज होते हैं। आवेदन कैसे करें, कौन से दस्तावेज़ लगते हैं और प्रकरण की स्थिति कैसे देखें।',
  ARRAY['rcms', 'नामांतरण', 'सीमांकन', 'बँटवारा', 'भू-राजस्व']::text[],
  'hi',
  true,
  '/images/blog/rcms-namantaran-seemankan-batwara-960.webp',
  'आरसीएमएस पोर्टल: नामांतरण, सीमांकन और बँटवारा',
  'मध्य प्रदेश के राजस्व प्रकरण प्रबंधन प्रणाली (आरसीएमएस) पर नामांतरण, सीमांकन और बँटवारे के आवेदन और प्रकरण की ट्रैकिंग।',
  '/images/blog/rcms-namantaran-seemankan-batwara-960.webp',
  'https://satnalegal.in/hi/blog/rcms-namantaran-seemankan-batwara',
  $html$<p>ज़मीन से जुड़े ज़्यादातर काम, जैसे खरीदी के बाद नामांतरण, खेत की सीमा तय कराने के लिए सीमांकन, या परिवार में ज़मीन का बँटवारा, तहसील के राजस्व न्यायालय में प्रकरण के रूप में चलते हैं। पहले इनके लिए बार-बार तहसील के चक्कर लगाने पड़ते थे। अब मध्य प्रदेश में ये प्रकरण आरसीएमएस, यानी रेवेन्यू केस मैनेजमेंट सिस्टम (राजस्व प्रकरण प्रबंधन प्रणाली), पर ऑनलाइन दर्ज होते हैं और इनकी स्थिति घर बैठे देखी जा सकती है। इस लेख में जानिए कि आरसीएमएस पर कौन-कौन से काम होते हैं, आवेदन कैसे करें और अपने प्रकरण पर नज़र कैसे रखें।</p>

<h2>आरसीएमएस क्या है</h2>
<p>आरसीएमएस मध्य प्रदेश शासन के राजस्व विभाग का ऑनलाइन पोर्टल है, जिस पर तहसीलदार, नायब तहसीलदार, अनुविभागीय अधिकारी (एसडीएम), कलेक्टर और आयुक्त के राजस्व न्यायालयों के प्रकरण दर्ज होते हैं और चलते हैं। इन प्रकरणों की सुनवाई मध्य प्रदेश भू-राजस्व संहिता, 1959 और उसके नियमों के अनुसार होती है। पोर्टल पर आवेदन दर्ज करने, सुनवाई की तारीख देखने, आदेश पढ़ने और आदेश की प्रति प्राप्त करने की सुविधा है।</p>

<h2>नामांतरण</h2>
<p>जब ज़मीन का मालिक बदलता है, चाहे खरीदी से, दान से, वसीयत से या उत्तराधिकार (फ़ौती) से, तो भू-अभिलेख यानी खसरा और बी-1 में नए मालिक का नाम दर्ज कराना होता है। इसे नामांतरण कहते हैं। ध्यान रखें कि रजिस्ट्री से मालिकाना हक मिलता है, लेकिन सरकारी रिकॉर्ड में नाम नामांतरण के बाद ही बदलता है। नामांतरण न होने पर किसान सम्मान निधि, फ़सल बीमा, बैंक ऋण और आगे की बिक्री में परेशानी आती है।</p>
<ul>
<li>खरीदी के मामलों में संपदा पोर्टल पर हुई रजिस्ट्री की जानकारी अब कई मामलों में सीधे राजस्व विभाग तक पहुँच जाती है, और कुछ मामलों में साइबर तहसील के ज़रिए बिना तहसील गए नामांतरण हो जाता है।</li>
<li>उत्तराधिकार के नामांतरण के लिए मृत्यु प्रमाण पत्र, सभी वारिसों की जानकारी और उनके पहचान पत्र लगते हैं।</li>
<li>प्रकरण दर्ज होने के बाद इश्तहार जारी होता है और आपत्ति के लिए समय दिया जाता है; आपत्ति न आने पर तहसीलदार आदेश करते हैं।</li>
</ul>

<h2>सीमांकन</h2>
<p>जब पड़ोसी खेत या प्लॉट वाले से सीमा को लेकर विवाद हो, या आप अपनी ज़मीन की सही नाप जानना चाहते हों, तो भू-राजस्व संहिता की धारा 129 के तहत सीमांकन के लिए आवेदन किया जाता है। आवेदन के बाद राजस्व निरीक्षक और पटवारी आसपास के भूमिस्वामियों को सूचना देकर मौके पर जाते हैं और नक्शे के अनुसार सीमा तय करते हैं। अब कई जगह सीमांकन आधुनिक उपकरणों, जैसे ईटीएस मशीन और सैटेलाइट आधारित रोवर, से किया जाता है। सीमांकन की रिपोर्ट और पंचनामा प्रकरण में लगाया जाता है, और उससे असंतुष्ट पक्ष नियमों के अनुसार आगे आवेदन या अपील कर सकता है।</p>

<h2>बँटवारा</h2>
<p>परिवार के सदस्यों के बीच संयुक्त खाते की कृषि भूमि का बँटवारा तहसीलदार के यहाँ भू-राजस्व संहिता की धारा 178 के तहत होता है। सभी सहखातेदार सहमत हों तो प्रकरण जल्दी निपट जाता है; विवाद हो तो सुनवाई के बाद तहसीलदार बँटवारे का आदेश करते हैं। भूमिस्वामी अपने जीवनकाल में ही अपने वारिसों के बीच ज़मीन बाँटना चाहे, तो उसके लिए अलग प्रावधान (धारा 178-क) है। बँटवारे के आवेदन के साथ खसरा, बी-1, नक्शा, सभी सहखातेदारों के नाम-पते और प्रस्तावित बँटवारे का विवरण देना उपयोगी रहता है।</p>

<h2>आरसीएमएस पर आवेदन कैसे करें</h2>
<ol>
<li>आरसीएमएस पोर्टल पर मोबाइल नंबर से पंजीयन करें और ओटीपी से लॉग इन करें। लोक सेवा केंद्र या एमपी ऑनलाइन कियोस्क के माध्यम से भी आवेदन किया जा सकता है।</li>
<li>आवेदन का प्रकार चुनें, जैसे नामांतरण, सीमांकन या बँटवारा।</li>
<li>ज़िला, तहसील, गाँव और खसरा नंबर भरें।</li>
<li>आवेदक और अन्य पक्षकारों की जानकारी भरें।</li>
<li>ज़रूरी दस्तावेज़ स्कैन करके अपलोड करें, जैसे रजिस्ट्री की प्रति, खसरा और बी-1, मृत्यु प्रमाण पत्र या वारिसों का विवरण।</li>
<li>कोई शुल्क निर्धारित हो तो उसका भुगतान करें और आवेदन जमा करें। आपको आवेदन या प्रकरण क्रमांक मिलेगा; इसे सँभालकर रखें।</li>
</ol>

<h2>प्रकरण की स्थिति कैसे देखें</h2>
<p>आरसीएमएस पोर्टल पर प्रकरण क्रमांक, खसरा नंबर या आवेदक के नाम से प्रकरण खोजा जा सकता है। इसमें अगली सुनवाई की तारीख, अब तक की कार्यवाही (आदेश पत्रिका) और अंतिम आदेश दिखाई देता है। आदेश होने के बाद मध्य प्रदेश के भू-अभिलेख पोर्टल पर खसरा और बी-1 में बदलाव दिख रहा है या नहीं, यह भी ज़रूर जाँचें। रिकॉर्ड में सुधार न हुआ हो तो पटवारी या तहसील कार्यालय से संपर्क करें।</p>

<h2>आदेश से असंतुष्ट हों तो</h2>
<p>तहसीलदार के आदेश के विरुद्ध अनुविभागीय अधिकारी के यहाँ अपील की जा सकती है, और उसके आगे भी संहिता में अपील और पुनरीक्षण की व्यवस्था है। अपील की समय-सीमा तय होती है, इसलिए आदेश मिलते ही सलाह लें और आदेश की तारीख व लागू नियम दोनों देख लें।</p>

<h2>आम गलतियाँ</h2>
<ul>
<li>खसरा नंबर या रकबा गलत भरना</li>
<li>सभी वारिसों या सहखातेदारों के नाम न जोड़ना, जिससे बाद में आपत्ति आती है</li>
<li>अधूरे या धुँधले दस्तावेज़ अपलोड करना</li>
<li>सुनवाई की तारीख पर उपस्थित न होना</li>
<li>आदेश के बाद भू-अभिलेख में बदलाव की जाँच न करना</li>
</ul>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम आरसीएमएस पर नामांतरण, सीमांकन और बँटवारे के आवेदन तैयार करते हैं, दस्तावेज़ों की जाँच करते हैं, प्रकरण की स्थिति पर नज़र रखते हैं और ज़रूरत हो तो आपत्ति या अपील का मसौदा भी बनाते हैं। भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सतना, सागर और उज्जैन सहित पूरे मध्य प्रदेश के लोग हमसे संपर्क कर सकते हैं। हमारा कार्यालय सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक खुला रहता है।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। पोर्टल की सुविधाएँ और प्रक्रिया समय-समय पर बदलती हैं; हमेशा शासन का आधिकारिक पोर्टल ही उपयोग करें और अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-08-26 · en · Legal Documents · 941 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  'e4a8c15b-9d2e-4f08-93f6-4ad8a7b5e905',
  'legal-notice-when-and-how-to-send-reply',
  'Legal Notices: When to Send One, How to Reply, and the Deadlines That Matter',
  '2025-08-26 16:20:00+05:30',
  'Legal Documents',
  'Adv. Rajesh Tiwari',
  null,
  'A well-drafted legal notice can settle a dispute without a court case. Learn when the law requires one, what it must say, how to send it and how to answer one you receive.',
  ARRAY['legal notice', 'cheque bounce', 'limitation', 'disputes']::text[],
  'en',
  true,
  '/images/blog/legal-notice-when-and-how-to-send-reply-960.webp',
  'Legal Notices: When and How to Send and Reply',
  'When a legal notice is required (Section 80 CPC, Section 138 NI Act, tenancy), what it should contain, how to send it and how to reply.',
  '/images/blog/legal-notice-when-and-how-to-send-reply-960.webp',
  'https://satnalegal.in/blog/legal-notice-when-and-how-to-send-reply',
  $html$<p>A legal notice is often the first formal step in a dispute. Sent properly, it can settle the matter without a court case; ignored or badly drafted, it can weaken your position. This guide explains when a legal notice is required, what it should contain, how to send it, and how to reply if you receive one.</p>

<h2>What is a legal notice?</h2>
<p>A legal notice is a written communication, usually sent through an advocate, that informs the other party of your grievance, sets out the facts and the legal basis of your claim, and asks them to do something within a stated time: pay an amount, return a deposit, vacate premises, or stop an act. It tells the other side that you are serious and that proceedings will follow if the matter is not resolved.</p>

<h2>When does the law require a notice?</h2>
<p>In most civil disputes a notice is not compulsory, but in some situations the law requires one before you can go to court:</p>
<ul>
<li><strong>Suits against the government:</strong> Section 80 of the Code of Civil Procedure, 1908 requires two months' notice before a suit is filed against the government or a public officer for an act done in an official capacity. A court can allow an urgent suit without it, but only in limited cases.</li>
<li><strong>Cheque bounce:</strong> under Section 138 of the Negotiable Instruments Act, 1881, the payee must send a written demand within 30 days of receiving information that the cheque was dishonoured. The drawer then has 15 days from receipt of the notice to pay. If payment is not made, the complaint must be filed within one month after those 15 days end (as checked on 25 November 2026). Missing these dates can defeat the case.</li>
<li><strong>Ending a tenancy:</strong> under Section 106 of the Transfer of Property Act, 1882, a month-to-month tenancy is ended by fifteen days' notice, unless the agreement or a local rent law provides otherwise. Many rent agreements fix a longer period, usually one month, and rent-control law in towns where it applies adds its own conditions for eviction.</li>
</ul>
<p>In other cases, such as unpaid dues, a deposit not returned, defective work, unpaid salary or a broken agreement, a notice is optional but strongly advisable. Courts and consumer commissions look favourably on a party who gave the other side a fair chance to settle.</p>

<h2>What a legal notice should contain</h2>
<ol>
<li>the names and addresses of the sender and the recipient;</li>
<li>a clear, dated account of the facts, in order;</li>
<li>the documents the claim rests on, such as an agreement, invoice, cheque or receipt;</li>
<li>the legal basis of the claim;</li>
<li>the exact demand: the amount, or the act to be done or stopped;</li>
<li>the time allowed to comply, commonly 15 to 30 days, or the period fixed by the statute;</li>
<li>what will follow if the demand is not met;</li>
<li>the signature of the sender or of the advocate.</li>
</ol>
<p>Keep the tone firm and factual. Exaggeration, threats or insults do not help and can later be used against you.</p>

<h2>How to send it</h2>
<p>Send the notice by Speed Post with proof of delivery (India Post made its registered mail part of Speed Post on 1 September 2025), and keep the booking receipt and the delivery record. Where the other side's e-mail address or WhatsApp number was used in your dealings, sending a copy there as well adds proof that it reached them. Keep a copy of the notice exactly as sent. If the recipient refuses to accept the letter, the postal remark of refusal is itself useful evidence of service.</p>

<h2>Deadlines you must not miss</h2>
<p>A legal notice does not stop the clock. The Limitation Act, 1963 fixes the time within which a case must be filed, for example three years for many money claims, and the Consumer Protection Act, 2019 allows two years for a consumer complaint. In general, sending a notice does not extend these periods. If your limitation period is about to run out, file the case first; talks can continue afterwards. Statutory notice periods, such as those for a bounced cheque, are strict and must be counted carefully from the correct date.</p>

<h2>Received a legal notice? How to reply</h2>
<ul>
<li><strong>Do not ignore it.</strong> There is usually no legal duty to reply, but a clear reply puts your version on record early and often ends the matter.</li>
<li><strong>Note the deadline</strong> stated in the notice and act within it.</li>
<li><strong>Collect your documents:</strong> agreements, receipts, messages and bank statements.</li>
<li><strong>Reply point by point:</strong> admit what is true, deny what is wrong, and state the facts the sender left out.</li>
<li><strong>Avoid admissions you do not intend.</strong> Words in a reply can be used in court, so have it drafted or checked by a lawyer.</li>
<li><strong>Propose a way forward</strong> if one is possible, such as payment in instalments or mediation.</li>
</ul>

<h2>After the notice</h2>
<p>If the matter is not settled, the next step depends on the dispute: a civil suit, a complaint under Section 138, a consumer complaint before the district commission, or mediation. Mediation, including online mediation, is often the quickest and least expensive route, and many disputes between landlords and tenants or between small businesses end there.</p>

<h2>How we can help</h2>
<p>We draft legal notices and replies in English and Hindi, through an advocate, for clients across Madhya Pradesh and Rajasthan, from Bhopal, Indore and Gwalior to Jaipur and Kota. We review your documents, point out any limitation issue, and usually deliver the draft within 24-48 hours. If the other side is willing, we can also help you settle through e-mediation.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own situation, speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-10-08 · en · Property · 940 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  '1c9e5b7d-3f2a-4d2a-b518-6cfac9d70b07',
  'property-registration-madhya-pradesh-sub-registrar',
  'Property Registration in Madhya Pradesh: Sub-Registrar, Documents and Timeline',
  '2025-10-08 11:30:00+05:30',
  'Property',
  'Adv. Rajesh Tiwari',
  5,
  'A property purchase is complete only when the sale deed is registered. The steps, documents, costs and timeline for registering property at a sub-registrar office in Madhya Pradesh.',
  ARRAY['property registration', 'sale deed', 'sub-registrar', 'stamp duty', 'madhya pradesh']::text[],
  'en',
  true,
  '/images/blog/property-registration-madhya-pradesh-sub-registrar-960.webp',
  'Property Registration in Madhya Pradesh: Step by Step',
  'How a sale deed is registered in Madhya Pradesh: title checks, guideline value, stamp duty, Sampada 2.0, documents and mutation afterwards.',
  '/images/blog/property-registration-madhya-pradesh-sub-registrar-960.webp',
  'https://satnalegal.in/blog/property-registration-madhya-pradesh-sub-registrar',
  $html$<p>Buying a plot, a flat or agricultural land is one of the largest transactions a family makes. In law, the purchase is complete only when the sale deed is registered. This guide explains how property registration works in Madhya Pradesh: the role of the sub-registrar, the documents you need, the costs involved and how long it takes.</p>

<h2>Why registration matters</h2>
<p>Under Section 54 of the Transfer of Property Act, 1882 and Section 17 of the Registration Act, 1908, a sale of immovable property worth one hundred rupees or more can be made only by a registered instrument. An unregistered sale deed, an agreement to sell, or a "notary sale" on stamp paper does not make you the owner. Registration gives you legal title, creates a public record of the transaction, and is the basis for mutation in the revenue records, for home loans and for any later sale.</p>

<h2>Where registration happens</h2>
<p>Property is registered at the office of the sub-registrar in whose area it is situated. In Madhya Pradesh these offices work under the Registration and Stamps department, and the process runs through the Sampada 2.0 portal: the deed is prepared and submitted online, duty and fees are paid online, and the parties verify their identity through Aadhaar-based e-KYC. Depending on the document and the district, part of the verification can be completed remotely; otherwise you book a slot and appear at the sub-registrar's office.</p>

<h2>Step by step</h2>
<ol>
<li><strong>Check the title.</strong> Examine the seller's previous registered deed and the chain of ownership, the khasra and B-1 extracts from the land records, the map, and whether any loan, court case or government dues are pending on the property.</li>
<li><strong>Check permissions.</strong> For a plot in a colony, confirm the colony's approval and building permission; for land used for housing or business, confirm the diversion (change of land use) order where it applies.</li>
<li><strong>Work out the value.</strong> Stamp duty is charged on the agreed price or the collector's guideline value for that location, whichever is higher.</li>
<li><strong>Draft the sale deed.</strong> The deed must describe the property exactly, with boundaries, area, khasra or plot number, and the payment details.</li>
<li><strong>Pay duty and fees</strong> through Sampada.</li>
<li><strong>Book a slot</strong> at the sub-registrar's office where an appearance is required.</li>
<li><strong>Execute and register.</strong> Seller and buyer verify their identity with Aadhaar e-KYC on Sampada 2.0 (no witnesses are needed) and sign, and the sub-registrar registers the deed; the registered copy comes by WhatsApp and e-mail.</li>
<li><strong>Collect the registered deed,</strong> which is issued in digital form and can be downloaded.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Aadhaar and PAN of the buyer and the seller (PAN is required for property transactions above the value set in the income-tax rules);</li>
<li>passport-size photographs;</li>
<li>the seller's previous registered deed and the chain of title documents;</li>
<li>khasra, B-1 and map extracts for land;</li>
<li>the diversion order, colony approval or building permission, where applicable;</li>
<li>the latest property tax and water tax receipts;</li>
<li>a no-objection letter from the society or builder for flats, where needed;</li>
<li>a power of attorney, if someone signs on behalf of a party;</li>
<li>the Aadhaar of each party, for the e-KYC.</li>
</ul>

<h2>What it costs</h2>
<p>The main costs are stamp duty and the registration fee. In Madhya Pradesh a sale deed currently costs about 7.5% in stamp duty (including the duty levied for local bodies) plus a 3% registration fee (as checked on 25 November 2026). Rates, and any concessions for particular buyers, change from time to time, so we calculate the exact figure for your property from the current guideline value and rates before you pay. For purchases above the threshold in the Income-tax Act, the buyer must also deduct tax at source from the payment to the seller.</p>

<h2>How long it takes</h2>
<p>Once the title has been checked and the documents are complete, registration usually takes 1-3 working days, including finalising the deed, paying the duty and getting the appointment. Title checks for agricultural land or old properties can take longer, because records may need to be traced.</p>

<h2>After registration: mutation</h2>
<p>Registration makes you the owner, but the revenue and municipal records still show the seller until they are updated. For land, mutation (namantaran) is handled through the Revenue Case Management System (RCMS). In many cases registration data now flows from Sampada to the revenue system automatically, and some mutations are completed through the state's Cyber Tehsil without a visit, but you should still check that the khasra and B-1 show your name. For a house or flat, also update the name in the municipal property tax records and with the electricity and water providers.</p>

<h2>Common mistakes to avoid</h2>
<ul>
<li>paying the full price before checking the title and dues;</li>
<li>relying on an agreement to sell or a power of attorney instead of a registered sale deed;</li>
<li>errors in the khasra number, area or boundaries in the deed;</li>
<li>names that differ between Aadhaar, PAN and the deed;</li>
<li>forgetting mutation after registration.</li>
</ul>

<h2>A note for Rajasthan</h2>
<p>In Jaipur, Jodhpur, Udaipur and Kota the same central laws apply, but the stamp duty rates, the online system and the local procedure are Rajasthan's own. We can review documents and draft deeds for Rajasthan properties and guide you through the local process.</p>

<h2>How we can help</h2>
<p>We check title documents, draft sale deeds, calculate duty, prepare the Sampada entries, book the appointment and accompany you to the sub-registrar's office anywhere from Bhopal and Indore to Jabalpur, Gwalior, Sagar and Ujjain. After registration we help with mutation through RCMS. Send us a request and an expert will contact you within 24 hours.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own situation, speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-11-19 · hi · Property · 855 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  '6f1b4d8e-9a0c-4d7f-8a6d-b14f1e2c5a12',
  'bainama-aur-vikray-anubandh-mein-antar',
  'बैनामा (सेल डीड) और विक्रय अनुबंध (एग्रीमेंट टू सेल) में क्या अंतर है?',
  '2025-11-19 11:45:00+05:30',
  'Property',
  'Adv. Rajesh Tiwari',
  5,
  null,
  ARRAY['बैनामा', 'विक्रय अनुबंध', 'रजिस्ट्री', 'संपत्ति']::text[],
  'hi',
  true,
  '/images/blog/bainama-aur-vikray-anubandh-mein-antar-960.webp',
  'बैनामा और विक्रय अनुबंध में अंतर',
  'विक्रय अनुबंध से मालिकाना हक नहीं मिलता, पंजीकृत बैनामे से मिलता है। दोनों का अंतर, सावधानियाँ और खरीदने से पहले की जाँच सूची।',
  '/images/blog/bainama-aur-vikray-anubandh-mein-antar-960.webp',
  'https://satnalegal.in/hi/blog/bainama-aur-vikray-anubandh-mein-antar',
  $html$<p>ज़मीन या मकान खरीदते समय दो दस्तावेज़ों के नाम सबसे ज़्यादा सुनने को मिलते हैं: विक्रय अनुबंध, जिसे एग्रीमेंट टू सेल या इकरारनामा भी कहते हैं, और बैनामा, यानी सेल डीड या विक्रय पत्र। कई लोग दोनों को एक ही समझ लेते हैं और बयाना देकर या स्टाम्प पर इकरारनामा लिखवाकर मान लेते हैं कि संपत्ति उनकी हो गई। यही गलती आगे चलकर सबसे ज़्यादा विवादों की जड़ बनती है। इस लेख में दोनों का अंतर सरल भाषा में समझाया गया है।</p>

<h2>विक्रय अनुबंध (एग्रीमेंट टू सेल) क्या है</h2>
<p>विक्रय अनुबंध विक्रेता और खरीदार के बीच एक वादा है कि भविष्य में, तय शर्तों पर, संपत्ति बेची और खरीदी जाएगी। इसमें आम तौर पर कीमत, दिया गया बयाना (अग्रिम राशि), बाकी भुगतान की समय-सीमा, रजिस्ट्री की तारीख और शर्तें पूरी न होने पर क्या होगा, यह सब लिखा होता है। संपत्ति अंतरण अधिनियम, 1882 की धारा 54 साफ़ कहती है कि विक्रय अनुबंध से संपत्ति में कोई स्वामित्व या हित खरीदार को नहीं मिलता। यानी अनुबंध हो जाने के बाद भी मालिक विक्रेता ही रहता है।</p>

<h2>बैनामा (सेल डीड) क्या है</h2>
<p>बैनामा वह दस्तावेज़ है जिससे संपत्ति का स्वामित्व वास्तव में विक्रेता से खरीदार को हस्तांतरित होता है। सौ रुपये या उससे अधिक मूल्य की अचल संपत्ति की बिक्री केवल पंजीकृत बैनामे से ही हो सकती है। मध्य प्रदेश में बैनामे की रजिस्ट्री उप पंजीयक कार्यालय में संपदा 2.0 पोर्टल के माध्यम से होती है, और इस पर पूरा स्टाम्प शुल्क और पंजीयन शुल्क लगता है। रजिस्ट्री होते ही खरीदार कानूनी मालिक बन जाता है; इसके बाद भू-अभिलेख में नाम दर्ज कराने के लिए नामांतरण कराया जाता है।</p>

<h2>मुख्य अंतर एक नज़र में</h2>
<table>
<thead><tr><th>बिंदु</th><th>विक्रय अनुबंध</th><th>बैनामा</th></tr></thead>
<tbody>
<tr><td>स्वरूप</td><td>भविष्य में बेचने का वादा</td><td>बिक्री का पूरा हो जाना</td></tr>
<tr><td>स्वामित्व</td><td>विक्रेता के पास ही रहता है</td><td>खरीदार को मिल जाता है</td></tr>
<tr><td>पंजीयन</td><td>मध्य प्रदेश में अनिवार्य (रजिस्ट्रीकरण अधिनियम की धारा 17(1)(च), राज्य का 2009 का संशोधन)</td><td>अनिवार्य</td></tr>
<tr><td>स्टाम्प शुल्क</td><td>मध्य प्रदेश में कब्ज़े के बिना ₹5,000; कब्ज़े के साथ बाज़ार मूल्य का 5% (25 नवंबर 2026 को जाँचा गया)</td><td>संपत्ति के सौदे के मूल्य या गाइडलाइन मूल्य, जो अधिक हो, पर पूरा शुल्क</td></tr>
<tr><td>विवाद होने पर</td><td>अनुबंध के पालन या बयाना वापसी का मुकदमा</td><td>खरीदार मालिक के रूप में अपने अधिकार का दावा करता है</td></tr>
</tbody>
</table>

<h2>विक्रय अनुबंध कब काम आता है</h2>
<p>जब खरीदार को बैंक से ऋण लेना हो, बाकी रकम जुटाने के लिए समय चाहिए हो, या विक्रेता को कोई काम पूरा करना हो, जैसे डायवर्सन, अनापत्ति प्रमाण पत्र या पिछला नामांतरण, तब पहले विक्रय अनुबंध किया जाता है। बैंक भी गृह ऋण की प्रक्रिया में अक्सर अनुबंध की प्रति माँगते हैं। अच्छा अनुबंध दोनों पक्षों की रक्षा करता है। उसमें ये बातें ज़रूर हों:</p>
<ul>
<li>संपत्ति का पूरा विवरण: खसरा या प्लॉट नंबर, रकबा और चतुर्सीमा</li>
<li>कुल कीमत, बयाने की राशि और भुगतान का तरीका</li>
<li>रजिस्ट्री की अंतिम तारीख</li>
<li>विक्रेता की ज़िम्मेदारियाँ: साफ़ स्वामित्व, बकाया करों का भुगतान और मूल दस्तावेज़ सौंपना</li>
<li>समय पर रजिस्ट्री न होने पर बयाने का क्या होगा</li>
</ul>

<h2>अगर विक्रेता रजिस्ट्री करने से मना कर दे</h2>
<p>ऐसी स्थिति में खरीदार विनिर्दिष्ट अनुतोष अधिनियम, 1963 के तहत अनुबंध के विशिष्ट पालन का दावा दीवानी न्यायालय में कर सकता है, या बयाना और हर्जाना वापस माँग सकता है। परिसीमा अधिनियम के अनुसार ऐसा दावा सामान्यतः अनुबंध में तय तारीख से, और तारीख तय न हो तो विक्रेता के इनकार की जानकारी मिलने से, तीन वर्ष के भीतर करना होता है। इसलिए देर न करें और पहले कानूनी नोटिस भेजकर अपनी बात रिकॉर्ड पर लाएँ।</p>
<p>एक और बात ध्यान रखें: मध्य प्रदेश में अचल संपत्ति के हर विक्रय अनुबंध का पंजीयन अनिवार्य है, कब्ज़ा दिया जाए या नहीं; यह राज्य के 2009 के संशोधन से जुड़ी रजिस्ट्रीकरण अधिनियम की धारा 17(1)(च) का नियम है। बिना पंजीयन वाला इकरारनामा अदालत में केवल विनिर्दिष्ट पालन के मुकदमे में काम आता है, और कब्ज़ा दिया गया हो तो संपत्ति अंतरण अधिनियम की धारा 53-क (आंशिक पालन) की सुरक्षा भी पंजीयन पर निर्भर है। इसलिए हस्ताक्षर होते ही इकरारनामे का संपदा 2.0 पर पंजीयन कराएँ।</p>

<h2>पावर ऑफ़ अटॉर्नी और नोटरी वाले सौदे से सावधान</h2>
<p>कई जगह आज भी स्टाम्प पर इकरारनामा, जनरल पावर ऑफ़ अटॉर्नी और वसीयत लिखवाकर "नोटरी से" संपत्ति बेच दी जाती है। सर्वोच्च न्यायालय ने सूरज लैंप एंड इंडस्ट्रीज़ बनाम हरियाणा राज्य (2011) के फ़ैसले में स्पष्ट कहा है कि ऐसे लेन-देन से स्वामित्व हस्तांतरित नहीं होता। संपत्ति का मालिक बनने का एकमात्र सुरक्षित रास्ता पंजीकृत बैनामा है।</p>

<h2>खरीदने से पहले जाँच सूची</h2>
<ol>
<li>विक्रेता की पिछली रजिस्ट्री और स्वामित्व की पूरी कड़ी देखें।</li>
<li>भू-अभिलेख में खसरा और बी-1 पर विक्रेता का नाम जाँचें।</li>
<li>पता करें कि संपत्ति पर कोई ऋण, बंधक या अदालती मामला तो नहीं है।</li>
<li>कॉलोनी के प्लॉट के लिए कॉलोनी की वैधता और भवन अनुज्ञा जाँचें।</li>
<li>सारा भुगतान बैंक के माध्यम से करें और हर भुगतान की रसीद लें।</li>
</ol>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम विक्रय अनुबंध और बैनामे का मसौदा तैयार करते हैं, संपत्ति के दस्तावेज़ों की जाँच करते हैं, स्टाम्प शुल्क की गणना करते हैं और संपदा 2.0 पर रजिस्ट्री की पूरी प्रक्रिया में आपके साथ रहते हैं। दस्तावेज़ पूरे होने पर रजिस्ट्री सामान्यतः 1 से 3 कार्य दिवस में हो जाती है। भोपाल, इंदौर, जबलपुर, ग्वालियर और सागर सहित पूरे मध्य प्रदेश में हमारी सेवा उपलब्ध है।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। कानून, दरें और पोर्टल की प्रक्रिया समय-समय पर बदलती रहती हैं; अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2026-01-13 · en · Legal Documents · 953 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  'f27d3e6a-8b1f-4c19-a407-5be9b8c6fa06',
  'how-to-make-a-will-in-india',
  'Making a Will in India: Witnesses, Optional Registration and Probate Basics',
  '2026-01-13 10:00:00+05:30',
  'Legal Documents',
  'Sunita Mishra',
  5,
  'A valid will needs your signature and two witnesses; registration is optional but useful. Here is how to make one that your family can rely on, and when probate comes in.',
  ARRAY['will', 'estate planning', 'probate', 'succession']::text[],
  'en',
  true,
  '/images/blog/how-to-make-a-will-in-india-960.webp',
  'Making a Will in India: A Practical Guide',
  'Who can make a will, the two-witness rule, why registration is optional but useful, what to include, and the basics of probate.',
  '/images/blog/how-to-make-a-will-in-india-960.webp',
  'https://satnalegal.in/blog/how-to-make-a-will-in-india',
  $html$<p>A will is one of the few legal documents that almost every adult should have and very few actually make. Without one, your property passes under the law of succession that applies to you, which may not match your wishes and can leave your family facing delay, paperwork and sometimes disputes. The good news is that making a valid will in India is simpler and less expensive than most people think.</p>

<h2>Who can make a will?</h2>
<p>Under the Indian Succession Act, 1925, any adult of sound mind can make a will about his or her own property. The person making the will is called the <strong>testator</strong>. A will must be made freely: a will obtained by fraud, coercion or undue influence is not valid. For Hindus, Sikhs, Jains, Buddhists, Christians and Parsis, the Indian Succession Act sets the formal rules. Muslims are generally governed by their personal law, under which a will can normally dispose of up to one-third of the property unless the heirs agree to more.</p>

<h2>What makes a will valid</h2>
<p>Section 63 of the Act lays down the essentials for most wills:</p>
<ol>
<li>the will must be in writing; it can be typed or handwritten, in any language;</li>
<li>the testator must sign it or put a thumb impression on it;</li>
<li>it must be attested by at least two witnesses, each of whom has seen the testator sign (or has received the testator's acknowledgement of the signature), and each of whom signs in the testator's presence.</li>
</ol>
<p>No stamp duty is payable on a will, and it can be written on plain paper. The witnesses do not need to know what the will says; they only confirm the signature. Choose witnesses who are adults, easy to trace later and, if possible, younger than you. <strong>Do not make a beneficiary, or a beneficiary's spouse, a witness:</strong> under Section 67, a gift to an attesting witness or to his or her spouse is void, although the rest of the will remains valid.</p>

<h2>Is registration necessary?</h2>
<p>No. Registration of a will is optional under the Registration Act, 1908, and an unregistered will is just as valid as a registered one. Registration still has real advantages:</p>
<ul>
<li>the sub-registrar records the testator's identity and photograph, which makes it harder to allege forgery or impersonation later;</li>
<li>a copy is preserved in government records, so the will cannot simply disappear;</li>
<li>it gives the family confidence when the will is produced.</li>
</ul>
<p>In Madhya Pradesh a will can be registered at the sub-registrar's office through the Sampada 2.0 system. A testator can also deposit a will in a sealed cover with the registrar for safe keeping. Either way, the cost is small compared with the cost of a dispute.</p>

<h2>What to include</h2>
<ul>
<li>your full name, father's or husband's name, age and address, and a statement that you are making the will of your own free will and in a sound state of mind;</li>
<li>a statement that this will revokes all earlier wills;</li>
<li>a clear list of your assets: land (with khasra numbers), houses, flats, bank accounts, fixed deposits, shares, vehicles and jewellery;</li>
<li>who receives each asset, with full names and relationship to you;</li>
<li>an alternative beneficiary in case a beneficiary dies before you;</li>
<li>an executor to carry out the will;</li>
<li>the date and place, your signature on every page, and the witnesses' signatures, names and addresses.</li>
</ul>
<p>For elderly testators, or those in poor health, a short certificate from a doctor, dated around the day of signing, stating that the testator is of sound mind adds weight if the will is questioned later.</p>

<h2>Changing or cancelling a will</h2>
<p>You can change your will as often as you like. A small change can be made by a codicil, which is signed and attested in the same way as the will. For larger changes, make a fresh will. Only the last valid will counts, which is why every new will should say that it revokes the earlier ones.</p>

<h2>Probate basics</h2>
<p>Probate is a certificate granted by a court confirming that a will is genuine and authorising the executor to administer the estate. Under Sections 57 and 213 of the Indian Succession Act, probate is compulsory for wills of Hindus, Sikhs, Jains and Buddhists only where the will was made within, or concerns immovable property within, the old presidency towns of Kolkata, Chennai and Mumbai. For wills made in Madhya Pradesh or Rajasthan about property there, probate is usually not compulsory, although a bank or an authority may sometimes ask for it, or for a succession certificate for debts and securities. Applications go to the district court, which gives notice to the legal heirs before granting probate.</p>

<h2>A nominee is not the same as an heir</h2>
<p>A nomination in a bank account or an insurance policy mainly tells the institution whom to pay. In most cases the nominee holds the money for the legal heirs or for the beneficiaries under the will. A will, not a nomination, decides who finally inherits, so make sure the two say the same thing.</p>

<h2>How we can help</h2>
<p>We draft wills in English or Hindi, check the description of your property, arrange witnesses if needed, and help with registration at the sub-registrar's office. Everything is handled in confidence. Families in Bhopal, Indore, Jabalpur, Gwalior, Rewa and Satna often ask us to visit elderly clients at home; ask about doorstep service in Madhya Pradesh and nearby areas. Send us a request and an expert will contact you within 24 hours to understand your family and your property.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own situation, speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2026-02-24 · en · Government Portals · 744 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  '2e6f8a9c-4b3d-4e3b-8629-7d0bdae81c08',
  'sampada-2-portal-guide-madhya-pradesh',
  'Sampada 2.0: A Practical Guide to Madhya Pradesh''s Registration Portal',
  '2026-02-24 15:10:00+05:30',
  'Government Portals',
  'Sunita Mishra',
  4,
  'Sampada 2.0 moved e-stamps, duty calculation, slot booking and document registration in Madhya Pradesh online. What the portal does, how registration works on it, and where people get stuck.',
  ARRAY['sampada 2.0', 'e-registration', 'e-stamp', 'government portals']::text[],
  'en',
  true,
  '/images/blog/sampada-2-portal-guide-madhya-pradesh-960.webp',
  'Sampada 2.0: Madhya Pradesh Registration Portal Guide',
  'What Sampada 2.0 does, how e-registration and slot booking work, common problems, and how we help with the portal.',
  '/images/blog/sampada-2-portal-guide-madhya-pradesh-960.webp',
  'https://satnalegal.in/blog/sampada-2-portal-guide-madhya-pradesh',
  $html$<p>Sampada is the online system that Madhya Pradesh uses for stamp duty and the registration of documents. In 2024 the state rolled out an upgraded version, Sampada 2.0, which moved most of the registration process online. If you are buying property, registering a will or a lease, or getting an e-stamp in Madhya Pradesh, you will deal with Sampada 2.0, either directly or through a service provider. This guide explains what the portal does, how to use it and where people most often get stuck.</p>

<h2>What Sampada 2.0 does</h2>
<p>Sampada 2.0 is run by the state's Registration and Stamps department. It is used by citizens, by licensed service providers who prepare documents and e-stamps, and by the sub-registrars who register documents. Its main functions are:</p>
<ul>
<li><strong>e-stamps:</strong> generating e-stamp certificates for documents that need stamp duty;</li>
<li><strong>e-registration:</strong> preparing and submitting documents for registration online;</li>
<li><strong>duty calculation:</strong> working out stamp duty and registration fees from the type of document and, for property, the guideline value of the location;</li>
<li><strong>online payment</strong> of duty and fees;</li>
<li><strong>identity verification:</strong> Aadhaar-based e-KYC of the parties, with no witnesses needed;</li>
<li><strong>appointments:</strong> booking a slot at the sub-registrar's office;</li>
<li><strong>property identification:</strong> locating the property on a digital map, which helps apply the correct guideline rate;</li>
<li><strong>records:</strong> searching registered documents, obtaining certified copies and verifying e-stamps.</li>
</ul>
<p>Sampada 2.0 also allows certain documents to be registered without a visit to the office, with identity confirmed through e-KYC and video. Which documents qualify, and how this works in each district, is decided by the department and has been changing, so check the current position before you plan around it.</p>

<h2>Before you start</h2>
<ul>
<li>Make sure each party's Aadhaar is linked to a working mobile number, because one-time passwords are sent to it.</li>
<li>Keep names identical across Aadhaar, PAN and the property papers; mismatches are the most common cause of delay.</li>
<li>Scan the documents you will need, clearly and in the format the portal accepts.</li>
<li>Know the exact property details: khasra or plot number, area, ward or village, and boundaries.</li>
</ul>

<h2>How registration works on Sampada 2.0</h2>
<ol>
<li><strong>Create an account</strong> as a citizen using your mobile number, or work through a licensed service provider who does this for you.</li>
<li><strong>Start a new document</strong> and choose its type, for example a sale deed, gift deed, lease or will.</li>
<li><strong>Add the parties</strong> and verify them through e-KYC.</li>
<li><strong>Add the property:</strong> select its location and, where asked, mark it on the map. The system applies the guideline value.</li>
<li><strong>Check the calculated duty and fees</strong> and pay online.</li>
<li><strong>Prepare or upload the deed</strong> and the supporting documents.</li>
<li><strong>Book a slot</strong> at the sub-registrar's office, or complete remote verification where it is allowed.</li>
<li><strong>Execution and registration:</strong> the parties confirm the document, remotely for the many document types that allow it or at the sub-registrar's office for the rest, and the sub-registrar registers it; the registered copy is sent by WhatsApp and e-mail.</li>
<li><strong>Download the registered document,</strong> which is issued digitally.</li>
</ol>

<h2>Where people get stuck</h2>
<ul>
<li><strong>OTP not received:</strong> usually because Aadhaar is linked to an old mobile number. Update it at an Aadhaar centre first.</li>
<li><strong>Property not found on the map:</strong> the survey or plot data may be incomplete; the sub-registrar's office can advise how to proceed.</li>
<li><strong>Duty higher than expected:</strong> the guideline value for the area may be higher than the agreed price, and duty is charged on the higher amount.</li>
<li><strong>Payment made but not shown:</strong> keep the transaction reference and do not pay again until the status has been checked.</li>
<li><strong>No slot available:</strong> slots fill up near the end of the financial year and before guideline values are revised, so plan ahead.</li>
</ul>

<h2>After registration</h2>
<p>For land, the next step is mutation (namantaran) in the revenue records, handled through RCMS, the state's Revenue Case Management System. Registration data is increasingly passed from Sampada to the revenue system, and some mutations are completed through Cyber Tehsil, but it is wise to track the mutation and confirm that the khasra and B-1 show the new owner.</p>

<h2>What we help with</h2>
<ul>
<li>drafting the deed and checking the property documents;</li>
<li>calculating stamp duty and fees in advance;</li>
<li>preparing and submitting the Sampada entries and e-stamps;</li>
<li>booking the appointment and guiding each party through the e-KYC;</li>
<li>following up the mutation on RCMS after registration.</li>
</ul>
<p>We work with clients across Madhya Pradesh, including Bhopal, Indore, Jabalpur, Gwalior, Rewa, Satna, Sagar and Ujjain. Registration usually takes 1-3 working days once the documents are in order.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Portal features and procedures change; always use the official government portal, and for your own case speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2026-04-07 · hi · Consumer Rights · 824 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  '8e5f1a2b-1c3d-4f91-ac8f-d3612a4e7c14',
  'upbhokta-shikayat-kaise-karen',
  'उपभोक्ता शिकायत कैसे करें: ज़िला उपभोक्ता आयोग और ई-जागृति की पूरी प्रक्रिया',
  '2026-04-07 14:00:00+05:30',
  'Consumer Rights',
  'Adv. Amit Dwivedi',
  5,
  'खराब सामान, सेवा में कमी या बीमा दावा खारिज? उपभोक्ता संरक्षण अधिनियम, 2019 के तहत आप अपने ही ज़िले के आयोग में, ऑनलाइन भी, दो साल के भीतर शिकायत कर सकते हैं।',
  ARRAY['उपभोक्ता शिकायत', 'ई-जागृति', 'उपभोक्ता आयोग', 'उपभोक्ता अधिकार']::text[],
  'hi',
  true,
  '/images/blog/upbhokta-shikayat-kaise-karen-960.webp',
  'उपभोक्ता शिकायत कैसे करें',
  'उपभोक्ता कौन है, किस आयोग में शिकायत करें, दो साल की समय-सीमा और ई-जागृति पर ऑनलाइन शिकायत की प्रक्रिया।',
  '/images/blog/upbhokta-shikayat-kaise-karen-960.webp',
  'https://satnalegal.in/hi/blog/upbhokta-shikayat-kaise-karen',
  $html$<p>खराब मोबाइल फ़ोन, समय पर कब्ज़ा न देने वाला बिल्डर, बीमा दावा खारिज करने वाली कंपनी, या ऑनलाइन ऑर्डर का पैसा न लौटाने वाली वेबसाइट, ऐसी परेशानियों के लिए उपभोक्ता आयोग एक सरल और सस्ता रास्ता है। उपभोक्ता संरक्षण अधिनियम, 2019 के तहत आप बिना वकील के भी अपनी शिकायत दर्ज कर सकते हैं, और अब यह काम ऑनलाइन भी हो जाता है। इस लेख में हम बता रहे हैं कि शिकायत कहाँ, कब और कैसे करें।</p>

<h2>उपभोक्ता कौन है</h2>
<p>जो व्यक्ति अपने उपयोग के लिए पैसे देकर कोई सामान खरीदता है या कोई सेवा लेता है, वह उपभोक्ता है, चाहे खरीदारी दुकान से हुई हो या ऑनलाइन। खरीदार की अनुमति से उस सामान या सेवा का उपयोग करने वाला व्यक्ति, जैसे परिवार का कोई सदस्य, भी उपभोक्ता माना जाता है। दोबारा बेचने या व्यावसायिक उद्देश्य से खरीदा गया सामान सामान्यतः इस दायरे में नहीं आता, लेकिन स्वरोजगार से रोज़ी-रोटी कमाने के लिए खरीदा और उपयोग किया गया सामान, जैसे ऑटो रिक्शा या सिलाई मशीन, इसमें शामिल है।</p>

<h2>किन मामलों में शिकायत कर सकते हैं</h2>
<ul>
<li>सामान में खराबी या निर्माण दोष</li>
<li>सेवा में कमी: बैंक, बीमा, बिल्डर, अस्पताल, कोचिंग, कूरियर, टेलीकॉम, यात्रा आदि</li>
<li>अनुचित व्यापार व्यवहार, जैसे भ्रामक विज्ञापन या वादे के अनुसार रिफ़ंड न देना</li>
<li>एमआरपी या तय कीमत से अधिक वसूली</li>
<li>खराब या असुरक्षित उत्पाद से हुआ नुकसान</li>
</ul>

<h2>शिकायत किस आयोग में करें</h2>
<p>यह इस बात पर निर्भर करता है कि आपने सामान या सेवा के लिए कितनी राशि चुकाई है, न कि इस पर कि आप कितना मुआवज़ा माँग रहे हैं:</p>
<ul>
<li><strong>ज़िला उपभोक्ता विवाद प्रतितोष आयोग:</strong> ₹50 लाख तक (25 नवंबर 2026 को जाँचा गया)</li>
<li><strong>राज्य आयोग:</strong> ₹50 लाख से अधिक और ₹2 करोड़ तक</li>
<li><strong>राष्ट्रीय आयोग:</strong> ₹2 करोड़ से अधिक</li>
</ul>
<p>शिकायत उस ज़िले में की जा सकती है जहाँ आप रहते हैं या काम करते हैं, या जहाँ विरोधी पक्ष का कार्यालय है, या जहाँ विवाद का कारण उत्पन्न हुआ। यानी भोपाल, ग्वालियर, रीवा या उदयपुर में रहने वाला उपभोक्ता किसी दूसरे राज्य की कंपनी के खिलाफ़ भी अपने ही ज़िले के आयोग में शिकायत कर सकता है।</p>

<h2>दो साल की समय-सीमा</h2>
<p>शिकायत विवाद का कारण उत्पन्न होने की तारीख से दो वर्ष के भीतर दर्ज करनी होती है (अधिनियम की धारा 69)। देरी होने पर आयोग शिकायत तभी स्वीकार करता है जब देरी का पर्याप्त कारण बताया जाए। इसलिए समस्या होते ही कार्रवाई शुरू करें।</p>

<h2>शिकायत से पहले क्या करें</h2>
<ol>
<li>कंपनी या दुकानदार से लिखित में, ई-मेल या कस्टमर केयर के माध्यम से, शिकायत करें और शिकायत नंबर सँभालकर रखें।</li>
<li>राष्ट्रीय उपभोक्ता हेल्पलाइन 1915 पर भी शिकायत दर्ज कराई जा सकती है; कई मामले यहीं सुलझ जाते हैं।</li>
<li>ज़रूरत हो तो कानूनी नोटिस भेजें। यह अनिवार्य नहीं है, लेकिन इससे आपकी माँग रिकॉर्ड पर आ जाती है।</li>
<li>सारे कागज़ इकट्ठा करें: बिल, वारंटी कार्ड, ऑर्डर की पुष्टि, भुगतान का प्रमाण, फ़ोटो, संदेश और ई-मेल।</li>
</ol>

<h2>ई-जागृति पर ऑनलाइन शिकायत</h2>
<p>1 जनवरी 2025 से उपभोक्ता शिकायतें केंद्र सरकार के ई-जागृति पोर्टल पर दर्ज होती हैं। इसने पुराने ई-दाखिल पोर्टल और उपभोक्ता आयोगों की दूसरी ऑनलाइन प्रणालियों की जगह ले ली है। इस पर घर बैठे शिकायत दर्ज की जा सकती है, शुल्क ऑनलाइन भरा जा सकता है, सुनवाई में वीडियो से जुड़ा जा सकता है और प्रकरण की स्थिति देखी जा सकती है:</p>
<ol>
<li>मोबाइल नंबर या ई-मेल और उस पर आए ओटीपी से पंजीयन करें।</li>
<li>राज्य और ज़िला चुनकर सही आयोग का चयन करें।</li>
<li>अपना और विरोधी पक्ष का विवरण भरें।</li>
<li>पूरा घटनाक्रम, सामान या सेवा में कमी, और आप क्या राहत चाहते हैं, यह लिखें।</li>
<li>दस्तावेज़ और शिकायत के समर्थन में शपथ पत्र अपलोड करें।</li>
<li>शुल्क लागू हो तो उसे जमा करें और शिकायत सबमिट करें।</li>
</ol>
<p>शुल्क सामान या सेवा की कीमत के अनुसार तय होता है; कम राशि के मामलों में शुल्क नहीं लगता या बहुत कम लगता है। चाहें तो शिकायत सीधे ज़िला आयोग में जाकर भी दी जा सकती है।</p>

<h2>शिकायत के बाद की प्रक्रिया</h2>
<p>आयोग शिकायत स्वीकार करने के बाद विरोधी पक्ष को नोटिस भेजता है। विरोधी पक्ष जवाब देता है, दोनों पक्ष शपथ पत्र पर साक्ष्य देते हैं, फिर बहस होती है। दोनों पक्ष सहमत हों तो मामला मध्यस्थता के लिए भी भेजा जा सकता है। अधिनियम के अनुसार आयोग को सामान्यतः नोटिस मिलने के तीन महीने में, और सामान की जाँच की ज़रूरत हो तो पाँच महीने में, फ़ैसला करने का प्रयास करना चाहिए, हालाँकि व्यवहार में कई मामलों में इससे अधिक समय लगता है। आयोग सामान बदलने या मरम्मत, रिफ़ंड, मुआवज़ा और मुकदमे का खर्च दिलाने का आदेश दे सकता है।</p>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम उपभोक्ता शिकायत, शपथ पत्र और कानूनी नोटिस हिंदी और अंग्रेज़ी में तैयार करते हैं, ई-जागृति पर दाखिल करने के लिए दस्तावेज़ तैयार करते हैं, और मध्य प्रदेश व राजस्थान में सही ज़िला आयोग चुनने में मदद करते हैं। अपने बिल और पत्राचार भेजें, 24 घंटे के भीतर हमारे विशेषज्ञ आपसे संपर्क करेंगे।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। कानून, दरें और पोर्टल की प्रक्रिया समय-समय पर बदलती रहती हैं; अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- The post's address named e-Daakhil, which e-Jagriti replaced on 1 January 2025: a database
-- seeded before keeps the post under its new slug (public/_redirects moves the old address).
update public.blog_posts
  set slug = 'consumer-complaint-district-commission-e-jagriti',
      og_url = 'https://satnalegal.in/blog/consumer-complaint-district-commission-e-jagriti'
  where slug = 'consumer-complaint-district-commission-e-daakhil';

-- 2026-05-19 · en · Consumer Rights · 821 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  '3b0a7c2e-6d5f-4a4c-973a-8e1cebf92d09',
  'consumer-complaint-district-commission-e-jagriti',
  'Filing a Consumer Complaint: District Commission, e-Jagriti and the Two-Year Limit',
  '2026-05-19 10:40:00+05:30',
  'Consumer Rights',
  null,
  5,
  'Defective product or poor service? Under the Consumer Protection Act, 2019 you can complain to the district commission where you live, online through e-Jagriti, within two years.',
  ARRAY['consumer complaint', 'e-jagriti', 'consumer protection act', 'district commission']::text[],
  'en',
  true,
  '/images/blog/consumer-complaint-district-commission-e-daakhil-960.webp',
  'Filing a Consumer Complaint in India',
  'Who is a consumer, which commission to approach, the two-year limit, and how to file online through e-Jagriti.',
  '/images/blog/consumer-complaint-district-commission-e-daakhil-960.webp',
  'https://satnalegal.in/blog/consumer-complaint-district-commission-e-jagriti',
  $html$<p>If a product you bought is defective, a service you paid for was not delivered properly, or a seller charged more than the agreed price, Indian law gives you a simple remedy: a complaint before a consumer commission. You do not need a lawyer, the fees are low, and complaints can be filed online. This guide explains how the system works under the Consumer Protection Act, 2019.</p>

<h2>Who is a consumer?</h2>
<p>You are a consumer if you buy goods or hire a service for a price, whether in a shop, online, by phone or in any other way, for your own use. A person who buys goods for resale or for a commercial purpose is generally not a consumer, although goods bought and used only to earn a livelihood through self-employment are covered. Anyone who uses the goods or services with the buyer's approval, such as a family member, is also a consumer.</p>

<h2>What you can complain about</h2>
<ul>
<li><strong>defective goods:</strong> a phone, vehicle, appliance or any other product with a fault;</li>
<li><strong>deficiency in service:</strong> banks, insurers, couriers, telecom companies, builders, hospitals, coaching institutes, travel companies and many more;</li>
<li><strong>unfair trade practices:</strong> misleading advertisements, false claims, refusing to take back defective goods or to refund as promised;</li>
<li><strong>overcharging:</strong> prices above the MRP or above what was agreed;</li>
<li><strong>unsafe products,</strong> and product liability claims for harm caused by a product.</li>
</ul>

<h2>Which commission, and where</h2>
<p>The Act sets up commissions at three levels. Under the pecuniary limits notified in 2021, the level is decided by the amount paid for the goods or services, not by the compensation claimed:</p>
<table>
<thead><tr><th>Commission</th><th>Value of goods or services paid for</th></tr></thead>
<tbody>
<tr><td>District Consumer Disputes Redressal Commission</td><td>up to ₹50 lakh (as checked on 25 November 2026)</td></tr>
<tr><td>State Commission</td><td>above ₹50 lakh and up to ₹2 crore</td></tr>
<tr><td>National Commission</td><td>above ₹2 crore</td></tr>
</tbody>
</table>
<p>Most everyday complaints go to the district commission. A useful feature of the 2019 Act is that you can file where you live or work, not only where the seller is based. So a buyer in Indore, Jabalpur or Kota can file against a company headquartered in another state before the commission in his or her own district.</p>

<h2>The two-year limit</h2>
<p>A complaint must be filed within two years from the date on which the cause of action arose (Section 69 of the Act), for example the date of a defective delivery or of the final rejection of a claim. The commission can admit a later complaint only if you show sufficient cause for the delay. Do not wait until the last months.</p>

<h2>Before you file</h2>
<ol>
<li>Complain to the seller or service provider in writing and keep their reply.</li>
<li>You can also register the grievance with the National Consumer Helpline on 1915, which often brings a quick settlement.</li>
<li>A legal notice is not compulsory, but it puts your claim on record and sometimes settles the matter.</li>
<li>Gather your documents: the bill or invoice, warranty card, order confirmation, proof of payment, photographs, messages and e-mails, and any expert report.</li>
</ol>

<h2>Filing online through e-Jagriti</h2>
<p>Since 1 January 2025 consumer complaints are filed on the government's e-Jagriti portal, which replaced e-Daakhil and the commissions' other online systems. It lets you file a complaint, pay the fee online, join hearings by video and track the case without visiting the commission:</p>
<ol>
<li>register with your mobile number or e-mail address and the one-time password (OTP) sent to it;</li>
<li>choose the correct commission by state and district;</li>
<li>enter the details of the complainant and of the opposite party;</li>
<li>set out the facts, the defect or deficiency, and the relief you want;</li>
<li>upload the documents and an affidavit supporting the complaint;</li>
<li>pay the fee, where one applies, and submit.</li>
</ol>
<p>The fee depends on the value of the goods or services; for low-value complaints it is nil or small. The commission examines the complaint for admission and, once it is admitted, issues notice to the other side. You can also file on paper at the district commission.</p>

<h2>What happens next</h2>
<p>The opposite party files a written reply, both sides file evidence by affidavit, and the commission hears arguments. The commission can refer the dispute to mediation if both sides agree. The Act asks commissions to decide complaints within three months of notice, or five months where goods must be tested, though in practice many cases take longer. If your complaint succeeds, the commission can order repair or replacement, a refund, compensation for loss and harassment, and costs.</p>

<h2>How we can help</h2>
<p>We draft consumer complaints, supporting affidavits and legal notices in English and Hindi, prepare the documents for e-Jagriti, and help clients in Madhya Pradesh and Rajasthan file before the right district commission. Send us your bills and correspondence and an expert will contact you within 24 hours.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own situation, speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2026-07-28 · hi · Legal Documents · 850 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  '7c3d6f9a-0b1e-4e80-9b7e-c2501f3d6b13',
  'mukhtarnama-power-of-attorney',
  'मुख्तारनामा (पावर ऑफ़ अटॉर्नी): प्रकार, पंजीयन और ज़रूरी सावधानियाँ',
  '2026-07-28 10:15:00+05:30',
  'Legal Documents',
  null,
  5,
  'विदेश में रहने वाले बच्चे हों या बुज़ुर्ग माता-पिता, मुख्तारनामा किसी भरोसेमंद व्यक्ति को अपनी ओर से काम करने का अधिकार देता है। इसके प्रकार, पंजीयन और सावधानियाँ जानिए।',
  ARRAY['मुख्तारनामा', 'पावर ऑफ़ अटॉर्नी', 'संपत्ति', 'पंजीयन']::text[],
  'hi',
  true,
  '/images/blog/mukhtarnama-power-of-attorney-960.webp',
  'मुख्तारनामा (पावर ऑफ़ अटॉर्नी): पूरी जानकारी',
  'विशेष और सामान्य मुख्तारनामा, स्टाम्प शुल्क और पंजीयन, विदेश में रहने वालों के लिए प्रक्रिया, और मुख्तारनामा कब समाप्त होता है।',
  '/images/blog/mukhtarnama-power-of-attorney-960.webp',
  'https://satnalegal.in/hi/blog/mukhtarnama-power-of-attorney',
  $html$<p>कई बार ऐसा होता है कि कोई व्यक्ति अपना काम खुद नहीं कर पाता: बेटा विदेश में है और गाँव की ज़मीन का काम देखना है, बुज़ुर्ग माता-पिता बार-बार बैंक या तहसील नहीं जा सकते, या व्यापारी को किसी दूसरे शहर में अपनी ओर से किसी को अधिकृत करना है। ऐसे में मुख्तारनामा, यानी पावर ऑफ़ अटॉर्नी, काम आता है। यह लेख बताता है कि मुख्तारनामा क्या है, इसके कौन से प्रकार हैं, इसका पंजीयन कब ज़रूरी है और इसमें किन बातों का ध्यान रखना चाहिए।</p>

<h2>मुख्तारनामा क्या है</h2>
<p>मुख्तारनामा एक लिखित दस्तावेज़ है जिसके द्वारा एक व्यक्ति (मूल व्यक्ति या प्रिंसिपल) किसी दूसरे व्यक्ति (मुख्तार या एजेंट) को अपनी ओर से कुछ काम करने का अधिकार देता है। इस पर पावर ऑफ़ अटॉर्नी अधिनियम, 1882 और भारतीय संविदा अधिनियम, 1872 के एजेंसी संबंधी प्रावधान लागू होते हैं। मुख्तार अपने अधिकार की सीमा में जो भी काम करता है, वह कानूनी रूप से मूल व्यक्ति का ही किया हुआ माना जाता है। इसलिए मुख्तार ऐसे ही व्यक्ति को बनाएँ जिस पर पूरा भरोसा हो।</p>

<h2>मुख्तारनामे के प्रकार</h2>
<h3>विशेष मुख्तारनामा (स्पेशल पावर ऑफ़ अटॉर्नी)</h3>
<p>यह किसी एक या कुछ तय कामों के लिए दिया जाता है, जैसे किसी खास संपत्ति की रजिस्ट्री में उपस्थित होना, किसी एक मुकदमे की पैरवी करना, या बैंक का कोई खास काम कराना। काम पूरा होते ही इसका उद्देश्य समाप्त हो जाता है। सुरक्षा की दृष्टि से यह बेहतर विकल्प है।</p>
<h3>सामान्य मुख्तारनामा (जनरल पावर ऑफ़ अटॉर्नी)</h3>
<p>इसमें मुख्तार को कई तरह के काम करने का व्यापक अधिकार दिया जाता है, जैसे संपत्ति की देखरेख, किराया वसूलना, टैक्स भरना और सरकारी कार्यालयों में प्रतिनिधित्व करना। अधिकार जितने व्यापक होंगे, दुरुपयोग का जोखिम भी उतना ही बढ़ेगा, इसलिए हर अधिकार को साफ़ शब्दों में लिखें।</p>

<h2>स्टाम्प शुल्क और पंजीयन</h2>
<p>मुख्तारनामे पर स्टाम्प शुल्क इस बात पर निर्भर करता है कि वह किस काम के लिए है, उसमें अचल संपत्ति बेचने का अधिकार दिया गया है या नहीं, और मुख्तार परिवार का सदस्य है या बाहर का व्यक्ति। मध्य प्रदेश में यह शुल्क ई-स्टाम्प से चुकाया जाता है। दरें बदलती रहती हैं, इसलिए हम दस्तावेज़ बनाने से पहले आपको सही शुल्क बता देते हैं।</p>
<p>साधारण कामों के मुख्तारनामे नोटरी से सत्यापित कराकर भी उपयोग में आ जाते हैं। लेकिन जिस मुख्तारनामे के आधार पर अचल संपत्ति की बिक्री, दान या रजिस्ट्री होनी है, उसे उप पंजीयक कार्यालय में पंजीकृत कराना सबसे सुरक्षित है, और रजिस्ट्री कार्यालय आम तौर पर ऐसे मामलों में पंजीकृत मुख्तारनामा ही स्वीकार करते हैं। अपने मामले में लागू नियम पहले जाँच लें।</p>

<h2>विदेश में रहने वालों के लिए</h2>
<p>जो लोग विदेश में रहते हैं, वे वहाँ के भारतीय दूतावास या वाणिज्य दूतावास में मुख्तारनामा निष्पादित और सत्यापित करा सकते हैं। भारतीय स्टाम्प अधिनियम के अनुसार ऐसे दस्तावेज़ पर भारत में पहली बार प्राप्त होने के तीन महीने के भीतर स्टाम्प शुल्क चुकाना होता है, जिसके लिए कलेक्टर (स्टाम्प) कार्यालय में आवेदन किया जाता है। दस्तावेज़ पर हस्ताक्षर करने से पहले उसका मसौदा यहाँ किसी अधिवक्ता से जँचवा लेना समझदारी है, ताकि उप पंजीयक कार्यालय में वह अस्वीकार न हो।</p>

<h2>मुख्तारनामा कब समाप्त होता है</h2>
<ul>
<li>जब मूल व्यक्ति उसे निरस्त कर दे। निरस्त करने की सूचना मुख्तार और संबंधित कार्यालयों को लिखित में दें; पंजीकृत मुख्तारनामे को निरस्त करने का दस्तावेज़ भी पंजीकृत कराना बेहतर है।</li>
<li>जब वह काम पूरा हो जाए जिसके लिए मुख्तारनामा दिया गया था।</li>
<li>मूल व्यक्ति या मुख्तार की मृत्यु होने पर।</li>
<li>मूल व्यक्ति के मानसिक रूप से असमर्थ हो जाने पर।</li>
<li>मुख्तारनामे में लिखी अवधि समाप्त होने पर।</li>
</ul>
<p>जिस मुख्तारनामे में मुख्तार का अपना हित भी जुड़ा हो, उस पर इन नियमों के कुछ अपवाद लागू होते हैं। ऐसे मामलों में सलाह लेकर ही आगे बढ़ें।</p>

<h2>मुख्तारनामे से मालिकाना हक नहीं मिलता</h2>
<p>एक आम भ्रम है कि जनरल पावर ऑफ़ अटॉर्नी लेकर कोई व्यक्ति संपत्ति का मालिक बन जाता है। ऐसा नहीं है। सर्वोच्च न्यायालय ने सूरज लैंप एंड इंडस्ट्रीज़ बनाम हरियाणा राज्य (2011) में स्पष्ट किया है कि जनरल पावर ऑफ़ अटॉर्नी, विक्रय अनुबंध और वसीयत के सहारे किया गया सौदा स्वामित्व हस्तांतरित नहीं करता। मुख्तार मालिक की ओर से पंजीकृत बैनामा निष्पादित कर सकता है, और मालिकाना हक उसी पंजीकृत बैनामे से खरीदार को मिलता है।</p>

<h2>ज़रूरी सावधानियाँ</h2>
<ul>
<li>जितना ज़रूरी हो, उतना ही अधिकार दें; संभव हो तो विशेष मुख्तारनामा बनाएँ।</li>
<li>संपत्ति का पूरा विवरण, खसरा या प्लॉट नंबर सहित, लिखें।</li>
<li>ज़रूरत हो तो मुख्तारनामे की अवधि तय करें।</li>
<li>मूल दस्तावेज़ मुख्तार को सौंपने से पहले अच्छी तरह सोच लें।</li>
<li>मुख्तार से समय-समय पर हिसाब और जानकारी लेते रहें।</li>
</ul>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम विशेष और सामान्य मुख्तारनामे हिंदी या अंग्रेज़ी में तैयार करते हैं, मध्य प्रदेश में ई-स्टाम्प और नोटरी की व्यवस्था करते हैं, और ज़रूरत होने पर संपदा 2.0 के माध्यम से पंजीयन में सहायता करते हैं। विदेश में रहने वाले ग्राहकों को हम मसौदा ई-मेल पर भेजते हैं ताकि वे उसे दूतावास में निष्पादित करा सकें। अनुरोध भेजने के 24 घंटे के भीतर हमारे विशेषज्ञ आपसे संपर्क करेंगे।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। कानून, दरें और पोर्टल की प्रक्रिया समय-समय पर बदलती रहती हैं; अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2026-10-06 · en · Legal Documents · DRAFT (published = false) · 672 words
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content) values (
  '9a6b2c3d-2d4e-4a02-bd90-e4723b5f8d15',
  'partnership-deed-and-firm-registration',
  'Partnership Deeds: What to Include and Why to Register the Firm',
  '2026-10-06 11:00:00+05:30',
  'Legal Documents',
  'Adv. Rajesh Tiwari',
  4,
  'A clear partnership deed prevents most disputes between partners. What it should say, and why registering the firm with the Registrar of Firms matters.',
  ARRAY['partnership deed', 'business', 'registrar of firms']::text[],
  'en',
  false,
  '/images/blog/partnership-deed-and-firm-registration-960.webp',
  'Partnership Deeds and Firm Registration',
  'What a partnership deed should contain and why registering a partnership firm matters under the Indian Partnership Act, 1932.',
  '/images/blog/partnership-deed-and-firm-registration-960.webp',
  'https://satnalegal.in/blog/partnership-deed-and-firm-registration',
  $html$<p>Many family businesses and small firms in Madhya Pradesh begin as partnerships: two brothers running a hardware shop in Jabalpur, three friends starting a transport business in Indore, or a group of professionals sharing an office in Bhopal. A partnership is quick to start, but without a clear written deed, small misunderstandings about money and roles can turn into long disputes. This guide explains what a partnership deed should contain and why registering the firm is worth the effort.</p>

<h2>What the law says</h2>
<p>Partnerships are governed by the Indian Partnership Act, 1932. A partnership arises from an agreement between persons to share the profits of a business carried on by all of them or by any of them acting for all. The agreement can in theory be oral, but a written deed is essential in practice: banks, the GST department and the income-tax department ask for it, and it is the first document anyone looks at when partners disagree.</p>

<h2>What a partnership deed should contain</h2>
<ol>
<li>the name and principal place of business of the firm;</li>
<li>the names, addresses and details of all partners;</li>
<li>the nature of the business;</li>
<li>the date of commencement and, if any, the duration of the partnership;</li>
<li>the capital contributed by each partner and how further capital will be brought in;</li>
<li>the ratio in which profits and losses will be shared;</li>
<li>interest on capital, and salaries or remuneration to working partners, within the limits allowed by income-tax law;</li>
<li>who will operate the bank accounts and sign on behalf of the firm;</li>
<li>the duties and powers of each partner;</li>
<li>how books of account will be kept and audited;</li>
<li>the admission of a new partner, and the retirement or death of a partner;</li>
<li>how the firm will be dissolved and its accounts settled;</li>
<li>a clause for settling disputes by mediation or arbitration.</li>
</ol>

<h2>Stamp duty and notarisation</h2>
<p>A partnership deed is chargeable with stamp duty under the stamp law of the state, and the amount can depend on the capital contributed. In Madhya Pradesh it is paid through an e-stamp. The deed is signed by all partners and by witnesses, and it is usually notarised.</p>

<h2>Why register the firm?</h2>
<p>Registration of a firm with the Registrar of Firms is not compulsory under the Act, but an unregistered firm suffers serious disadvantages under Section 69. An unregistered firm cannot file a suit against a third party to enforce a right arising from a contract, and a partner of an unregistered firm cannot sue the firm or the other partners to enforce rights under the partnership. In plain words, if a customer refuses to pay or a partner walks away with the firm's money, an unregistered firm may find the doors of the civil court closed to such claims.</p>
<p>To register, the firm files a statement in the prescribed form with the details of the firm and its partners, together with the deed and the fee, before the Registrar of Firms of the state. Later changes, such as a new partner, a retirement or a change of address, should also be notified to the Registrar.</p>

<h2>After the deed</h2>
<ul>
<li>apply for a PAN in the firm's name;</li>
<li>open a current account in the firm's name;</li>
<li>register for GST if the turnover or the nature of business requires it;</li>
<li>obtain any local licence the business needs.</li>
</ul>

<h2>Partnership or LLP?</h2>
<p>In a partnership, partners are personally liable for the firm's debts. A limited liability partnership under the Limited Liability Partnership Act, 2008 limits each partner's liability but involves more compliance. Which one suits you depends on the size and risk of the business.</p>

<h2>How we can help</h2>
<p>We draft partnership deeds in English or Hindi, arrange the Madhya Pradesh e-stamp and notarisation, and help with the application to register the firm. Send us a request and an expert will contact you within 24 hours.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own situation, speak to our office or a lawyer.</p>$html$
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- Translations (blog_posts.translation_of names the original, which is above).

-- 2025-07-29 · en · Government Portals · 975 words · translation of rcms-namantaran-seemankan-batwara
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content, translation_of) values (
  '4f16cf9e-3a73-41d5-8575-e72944a01a0b',
  'rcms-portal-mutation-demarcation-partition',
  'RCMS Portal: How to Apply Online for Mutation, Demarcation and Partition of Land',
  '2025-07-29 12:00:00+05:30',
  'Government Portals',
  'Adv. Rajesh Tiwari',
  null,
  'In Madhya Pradesh, cases for mutation, demarcation and partition of land are now filed on the RCMS portal. How to apply, which documents you need and how to check the status of your case.',
  ARRAY['rcms', 'mutation', 'demarcation', 'partition', 'land revenue']::text[],
  'en',
  true,
  '/images/blog/rcms-namantaran-seemankan-batwara-960.webp',
  'RCMS Portal: Mutation, Demarcation and Partition',
  'Applying for mutation, demarcation and partition on Madhya Pradesh''s Revenue Case Management System (RCMS), and tracking your case.',
  '/images/blog/rcms-namantaran-seemankan-batwara-960.webp',
  'https://satnalegal.in/blog/rcms-portal-mutation-demarcation-partition',
  $html$<p>Most work connected with land, such as mutation after a purchase, demarcation to settle the boundary of a field, or the partition of land within a family, runs as a case in the revenue court at the tehsil. In the past this meant going back to the tehsil office again and again. In Madhya Pradesh these cases are now filed online on RCMS, the Revenue Case Management System (Rajasva Prakaran Prabandhan Pranali), and you can check their status from home. This article explains what can be done on RCMS, how to apply and how to keep track of your case.</p>

<h2>What RCMS is</h2>
<p>RCMS is the online portal of the Revenue Department of the Government of Madhya Pradesh. Cases in the revenue courts of the Tehsildar, the Naib Tehsildar, the Sub-Divisional Officer (SDM), the Collector and the Commissioner are registered and run on it. These cases are heard under the Madhya Pradesh Land Revenue Code, 1959 and the rules made under it. The portal lets you file an application, see the date of the hearing, read orders and obtain copies of them.</p>

<h2>Mutation (namantaran)</h2>
<p>When the owner of land changes, whether by purchase, gift, will or inheritance (fauti), the new owner's name has to be entered in the land records, that is, the khasra and B-1. This is called mutation. Bear in mind that registration (registry) gives you ownership, but the name in the government records changes only after mutation. Without mutation you will run into problems with Kisan Samman Nidhi, crop insurance, bank loans and any later sale.</p>
<ul>
<li>For purchases, the details of a registration made on the Sampada portal now reach the Revenue Department directly in many cases, and in some cases mutation is completed through Cyber Tehsil without a visit to the tehsil.</li>
<li>Mutation on inheritance needs the death certificate, details of all the heirs and their identity documents.</li>
<li>Once the case is registered, a public notice (ishtehar) is issued and time is allowed for objections; if no objection is received, the Tehsildar passes the order.</li>
</ul>

<h2>Demarcation (seemankan)</h2>
<p>When you have a boundary dispute with the owner of a neighbouring field or plot, or you want to know the exact measurements of your land, you apply for demarcation under Section 129 of the Land Revenue Code. After the application, the revenue inspector and the patwari give notice to the neighbouring landholders, visit the site and fix the boundary according to the map. In many places demarcation is now done with modern equipment, such as ETS machines and satellite-based rovers. The demarcation report and the panchnama are placed on the case file, and a party who is not satisfied with them can make a further application or appeal as the rules allow.</p>

<h2>Partition (batwara)</h2>
<p>Agricultural land held in a joint holding by members of a family is partitioned by the Tehsildar under Section 178 of the Land Revenue Code. If all the co-holders (sahkhatedar) agree, the case is settled quickly; if there is a dispute, the Tehsildar orders the partition after a hearing. If a landholder (bhumiswami) wants to divide the land among their heirs during their own lifetime, there is a separate provision for this (Section 178-A). It helps to file the partition application with the khasra, B-1 and map, the names and addresses of all the co-holders and the details of the proposed partition.</p>

<h2>How to apply on RCMS</h2>
<ol>
<li>Register on the RCMS portal with your mobile number and log in with an OTP. You can also apply through a Lok Seva Kendra or an MP Online kiosk.</li>
<li>Choose the type of application, such as mutation, demarcation or partition.</li>
<li>Enter the district, tehsil, village and khasra number.</li>
<li>Enter the details of the applicant and of the other parties.</li>
<li>Scan and upload the required documents, such as a copy of the registered deed, the khasra and B-1, the death certificate or the details of the heirs.</li>
<li>Pay any fee that is prescribed and submit the application. You will receive an application or case number; keep it safe.</li>
</ol>

<h2>How to check the status of your case</h2>
<p>On the RCMS portal you can search for a case by its case number, the khasra number or the applicant's name. It shows the next hearing date, the proceedings so far (the order sheet, or aadesh patrika) and the final order. Once the order has been passed, also check on the Madhya Pradesh land records (bhu-abhilekh) portal whether the change shows in the khasra and B-1. If the record has not been corrected, contact the patwari or the tehsil office.</p>

<h2>If you are not satisfied with the order</h2>
<p>An appeal against the Tehsildar's order can be made to the Sub-Divisional Officer, and beyond that the Code also provides for further appeal and revision. Appeals must be filed within a fixed time limit, so take advice as soon as you receive the order, and check both the date of the order and the rules that apply.</p>

<h2>Common mistakes</h2>
<ul>
<li>entering the wrong khasra number or area (rakba);</li>
<li>leaving out the names of some heirs or co-holders, which leads to objections later;</li>
<li>uploading incomplete or blurred documents;</li>
<li>not attending on the date of the hearing;</li>
<li>not checking the land records for the change after the order.</li>
</ul>

<h2>How we can help</h2>
<p>We prepare mutation, demarcation and partition applications on RCMS, check your documents, keep track of the status of your case and, where needed, draft an objection or an appeal. People from all over Madhya Pradesh, including Bhopal, Indore, Jabalpur, Gwalior, Rewa, Satna, Sagar and Ujjain, can contact us. Our office is open from 10 AM to 7 PM, Monday to Saturday.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Portal features and procedures change from time to time; always use the official government portal, and for advice on your own case speak to our office or a lawyer.</p>$html$,
  '5a7e0b3d-8c9f-4c6e-b95c-a03e0d1b4f11'
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-05-06 · hi · Legal Documents · 1035 words · translation of e-stamp-madhya-pradesh-how-it-works
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content, translation_of) values (
  '9e609220-4ca6-4aa1-8817-a0bdd5fa1a37',
  'e-stamp-kaise-kaam-karta-hai',
  'मध्य प्रदेश में ई-स्टाम्प: यह कैसे काम करता है और इसकी जाँच कैसे करें',
  '2025-05-06 10:00:00+05:30',
  'Legal Documents',
  'Adv. Rajesh Tiwari',
  5,
  'किरायानामा हो, शपथ पत्र हो या संपत्ति का दस्तावेज़, मध्य प्रदेश में स्टाम्प शुल्क अब ई-स्टाम्प से चुकाया जाता है। यह संपदा से कैसे बनता है, स्टाम्प शुल्क कैसे तय होता है और ई-स्टाम्प असली है या नहीं, यह कैसे जाँचें।',
  ARRAY['ई-स्टाम्प', 'स्टाम्प शुल्क', 'संपदा', 'मध्य प्रदेश']::text[],
  'hi',
  true,
  '/images/blog/e-stamp-madhya-pradesh-how-it-works-960.webp',
  'मध्य प्रदेश में ई-स्टाम्प: यह कैसे काम करता है',
  'मध्य प्रदेश में संपदा से ई-स्टाम्प कैसे जारी होता है, स्टाम्प शुल्क कैसे तय होता है, ई-स्टाम्प का सत्यापन कैसे करें और किन गलतियों से बचें।',
  '/images/blog/e-stamp-madhya-pradesh-how-it-works-960.webp',
  'https://satnalegal.in/hi/blog/e-stamp-kaise-kaam-karta-hai',
  $html$<p>अगर आपने हाल के वर्षों में मध्य प्रदेश में किरायानामे, शपथ पत्र या संपत्ति के किसी दस्तावेज़ पर हस्ताक्षर किए हैं, तो बहुत संभव है कि आपने पुराने छपे स्टाम्प पेपर की जगह ई-स्टाम्प का उपयोग किया हो। यह लेख बताता है कि ई-स्टाम्प क्या है, मध्य प्रदेश में यह कैसे काम करता है, कैसे जाँचें कि ई-स्टाम्प असली है, और किन गलतियों से आगे चलकर परेशानी खड़ी होती है।</p>

<h2>ई-स्टाम्प क्या है</h2>
<p>स्टाम्प शुल्क एक कर है जो राज्य सरकार अनुबंध, शपथ पत्र, डीड और बंध पत्र जैसे कानूनी दस्तावेज़ों पर वसूलती है। लंबे समय तक यह शुल्क लाइसेंसधारी वेंडर से छपा हुआ गैर-न्यायिक स्टाम्प पेपर खरीदकर चुकाया जाता था। छपे स्टाम्प पेपर में कई दिक्कतें थीं: सही मूल्य का पेपर अक्सर मिलता ही नहीं था, लोग रकम पूरी करने के लिए कई पेपर खरीदते थे, और नकली स्टाम्प पेपरों के कारण देश में बड़े पैमाने पर धोखाधड़ी हुई।</p>
<p>ई-स्टाम्प एक इलेक्ट्रॉनिक प्रमाण पत्र है, जो दिखाता है कि स्टाम्प शुल्क चुका दिया गया है। हर प्रमाण पत्र पर एक यूनिक नंबर, पक्षकारों के नाम, दस्तावेज़ का प्रकार, स्टाम्प शुल्क की राशि और जारी होने की तारीख व समय दर्ज होता है। यह सरकार की अपनी प्रणाली में बनता है, इसलिए कोई भी इसे ऑनलाइन जाँच सकता है, और यह ठीक उतनी ही राशि का जारी होता है जितनी ज़रूरी है।</p>

<h2>मध्य प्रदेश में ई-स्टाम्प कैसे बनता है</h2>
<p>मध्य प्रदेश में ई-स्टाम्प संपदा के माध्यम से जारी होते हैं। संपदा राज्य के पंजीयन एवं मुद्रांक विभाग की ऑनलाइन प्रणाली है, जो अब अपने नए रूप, संपदा 2.0, में चल रही है। ई-स्टाम्प अधिकृत सेवा प्रदाता और विभाग के कार्यालय जनरेट करते हैं। आम तौर पर प्रक्रिया यह होती है:</p>
<ol>
<li>आप सेवा प्रदाता को बताते हैं कि कौन-सा दस्तावेज़ बना रहे हैं, पक्षकार कौन हैं और, जहाँ लागू हो, सौदे की राशि कितनी है।</li>
<li>स्टाम्प कानून का सही अनुच्छेद चुना जाता है और स्टाम्प शुल्क की गणना होती है। कई दस्तावेज़ों पर तय राशि का स्टाम्प शुल्क लगता है; संपत्ति की डीड पर यह मूल्य का प्रतिशत होता है।</li>
<li>स्टाम्प शुल्क चुकाया जाता है और प्रणाली में यूनिक कोड के साथ ई-स्टाम्प प्रमाण पत्र जनरेट होता है।</li>
<li>प्रमाण पत्र छापा जाता है, दस्तावेज़ उसी पर छापा जाता है या उसके साथ लगाया जाता है, और पक्षकार हस्ताक्षर करते हैं।</li>
</ol>
<p>जिन दस्तावेज़ों की रजिस्ट्री अनिवार्य है, जैसे विक्रय पत्र, उनका स्टाम्प शुल्क संपदा पर रजिस्ट्री की प्रक्रिया के भीतर ही चुकाया जाता है, और ई-स्टाम्प पंजीकृत दस्तावेज़ का हिस्सा बन जाता है।</p>

<h2>ई-स्टाम्प एक ही राज्य का होता है</h2>
<p>हर राज्य अपने कानून के तहत और अपनी दरों पर स्टाम्प शुल्क वसूलता है। मध्य प्रदेश का ई-स्टाम्प केवल मध्य प्रदेश का स्टाम्प शुल्क चुकाता है, इसके अलावा कुछ नहीं। <strong>हमारी ई-स्टाम्प सेवा केवल मध्य प्रदेश के लिए है।</strong> अगर आपका दस्तावेज़ राजस्थान की किसी संपत्ति से जुड़ा है, या वहाँ निष्पादित होना है, तो स्टाम्प शुल्क राजस्थान स्टाम्प अधिनियम, 1998 के तहत राजस्थान की प्रणाली से चुकाया जाता है। हम दस्तावेज़ का मसौदा बना सकते हैं और उस प्रक्रिया में आपका मार्गदर्शन कर सकते हैं, लेकिन दूसरे राज्यों के ई-स्टाम्प हम जारी नहीं करते।</p>

<h2>मुझे कितना स्टाम्प शुल्क देना होगा</h2>
<p>यह दस्तावेज़ के प्रकार पर और कई दस्तावेज़ों में उससे जुड़े मूल्य पर निर्भर करता है। कानून भारतीय स्टाम्प अधिनियम, 1899 है, मध्य प्रदेश में लागू दरों की अनुसूची के साथ, और इसमें समय-समय पर संशोधन होते रहते हैं। मोटे तौर पर:</p>
<ul>
<li>शपथ पत्र और कई साधारण अनुबंधों पर तय और कम स्टाम्प शुल्क लगता है;</li>
<li>किरायानामे पर स्टाम्प शुल्क अवधि, किराये और किसी डिपॉज़िट या प्रीमियम के आधार पर लगता है;</li>
<li>विक्रय पत्र और दान पत्र पर संपत्ति के मूल्य का प्रतिशत लगता है (मध्य प्रदेश में विक्रय पत्र पर लगभग 7.5% स्टाम्प शुल्क और 3% पंजीयन शुल्क, 25 नवंबर 2026 को जाँचा गया), और इसकी गणना तय कीमत और सरकारी गाइडलाइन मूल्य में से जो अधिक हो, उस पर होती है;</li>
<li>मुख्तारनामे पर स्टाम्प शुल्क इस पर निर्भर करता है कि उससे किस काम का अधिकार दिया गया है और किसके पक्ष में।</li>
</ul>
<p>दरें और छूट बदलती रहती हैं, इसलिए आपके कुछ भी चुकाने से पहले हम आपके दस्तावेज़ का सटीक स्टाम्प शुल्क पक्का कर लेते हैं।</p>

<h2>ई-स्टाम्प असली है या नहीं, कैसे जाँचें</h2>
<p>मध्य प्रदेश के हर ई-स्टाम्प को उसके यूनिक कोड से आधिकारिक संपदा पोर्टल पर सत्यापित किया जा सकता है। सत्यापन करते समय देखें कि:</p>
<ul>
<li>प्रथम और द्वितीय पक्ष के नाम सही लिखे हैं;</li>
<li>दस्तावेज़ का प्रकार वही है जो दस्तावेज़ उस पर वास्तव में छपा है;</li>
<li>स्टाम्प शुल्क की राशि उस दस्तावेज़ के लिए सही है;</li>
<li>जारी होने की तारीख हाल की है और हस्ताक्षर की तारीख के बाद की नहीं है।</li>
</ul>
<p>अगर दूसरे पक्ष से आपको कोई दस्तावेज़ मिलता है, तो फ़ोटोकॉपी पर भरोसा करने के बजाय ई-स्टाम्प खुद सत्यापित करें।</p>

<h2>आम गलतियों से बचें</h2>
<ul>
<li><strong>गलत अनुच्छेद या मूल्य:</strong> शपथ पत्र के लिए बना ई-स्टाम्प किसी अनुबंध में लगा देना, या कम मूल्य पर स्टाम्प शुल्क की गणना करना, दस्तावेज़ को कम स्टाम्प वाला बना देता है। कम स्टाम्प वाला दस्तावेज़ ज़ब्त किया जा सकता है, और तब कमी की राशि जुर्माने के साथ भरनी पड़ती है।</li>
<li><strong>गलत नाम:</strong> प्रमाण पत्र पर वही पक्षकार होने चाहिए जो दस्तावेज़ के पक्षकार हैं।</li>
<li><strong>दोबारा उपयोग:</strong> एक ई-स्टाम्प एक ही दस्तावेज़ के लिए होता है। उसे किसी दूसरे अनुबंध के लिए फिर से उपयोग करने की अनुमति नहीं है।</li>
<li><strong>बहुत पहले खरीद लेना:</strong> ई-स्टाम्प तब खरीदें जब मसौदा अंतिम हो जाए, ताकि तारीख और विवरण मेल खाएँ।</li>
<li><strong>गलत राज्य:</strong> मध्य प्रदेश का ई-स्टाम्प किसी दूसरे राज्य में देय स्टाम्प शुल्क नहीं चुकाता।</li>
</ul>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम किरायानामे, शपथ पत्र, अनुबंध, क्षतिपूर्ति बंध पत्र और दूसरे दस्तावेज़ों के लिए मध्य प्रदेश के ई-स्टाम्प की व्यवस्था करते हैं, और सही स्टाम्प शुल्क पहले ही निकाल देते हैं। ई-स्टाम्प के साथ हम मसौदा और नोटरी की व्यवस्था भी कर सकते हैं, ताकि आपको हस्ताक्षर के लिए तैयार पूरा दस्तावेज़ मिले, आम तौर पर 24 से 48 घंटे में। भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सतना, सागर, उज्जैन और आसपास के क्षेत्रों के लोग घर तक डिलीवरी माँग सकते हैं।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। कानून, दरें और पोर्टल की प्रक्रिया समय-समय पर बदलती रहती हैं; अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$,
  'c5d92a18-7e3f-4b06-a1d4-28b6e5f3c703'
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-06-19 · hi · Legal Documents · 923 words · translation of notarisation-what-a-notary-does
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content, translation_of) values (
  '8fffdbb4-4dd7-42af-9ed7-561be24561e4',
  'notary-kya-karta-hai',
  'भारत में नोटरी: नोटरी क्या करता है, और नोटरी किया गया दस्तावेज़ क्या नहीं कर सकता',
  '2025-06-19 11:00:00+05:30',
  'Legal Documents',
  null,
  4,
  'नोटरी यह पुष्टि करता है कि दस्तावेज़ पर किसने और कब हस्ताक्षर किए। वह न दस्तावेज़ की रजिस्ट्री करता है, न किसी को संपत्ति का मालिक बनाता है। जानिए नोटरी किस काम आती है और किस काम नहीं।',
  ARRAY['नोटरी', 'नोटरीकरण', 'रजिस्ट्री']::text[],
  'hi',
  true,
  '/images/blog/notarisation-what-a-notary-does-960.webp',
  'भारत में नोटरी: नोटरी क्या करता है',
  'नोटरी अधिनियम, 1952 के तहत नोटरी की भूमिका, नोटरी कराने की प्रक्रिया, और नोटरी रजिस्ट्री का विकल्प क्यों नहीं है।',
  '/images/blog/notarisation-what-a-notary-does-960.webp',
  'https://satnalegal.in/hi/blog/notary-kya-karta-hai',
  $html$<p>"इसकी नोटरी करा लो", यह बात ज़्यादातर लोग कभी न कभी सुनते हैं: किरायानामे के लिए, शपथ पत्र के लिए, कॉलेज में देने वाले वचन पत्र के लिए, या प्रमाण पत्रों की प्रतियों के लिए। लेकिन नोटरी असल में करता क्या है, और नोटरी की मुहर से क्या साबित होता है? इसका जवाब जानने से पैसे बचते हैं और एक आम और महँगी गलती से भी बचाव होता है: नोटरी किए गए दस्तावेज़ को पंजीकृत (रजिस्टर्ड) दस्तावेज़ मान लेना।</p>

<h2>नोटरी कौन होता है</h2>
<p>नोटरी पब्लिक कानून का पेशेवर होता है, आम तौर पर कई वर्षों से वकालत कर रहा अधिवक्ता, जिसे नोटरी अधिनियम, 1952 के तहत केंद्र सरकार या राज्य सरकार नियुक्त करती है। नोटरी के पास एक तय क्षेत्र में काम करने का प्रमाण पत्र होता है, वह अपने हर नोटरी कार्य को एक रजिस्टर में दर्ज करता है, और एक आधिकारिक मुहर का उपयोग करता है जिस पर उसका नाम, रजिस्ट्रेशन नंबर और कार्यक्षेत्र लिखा होता है।</p>

<h2>नोटरी क्या करता है</h2>
<p>नोटरी अधिनियम की धारा 8 में नोटरी के काम गिनाए गए हैं। इनमें से जिनकी आपको सबसे ज़्यादा ज़रूरत पड़ सकती है, वे हैं:</p>
<ul>
<li><strong>हस्ताक्षर सत्यापित करना:</strong> यह पुष्टि करना कि दस्तावेज़ पर हस्ताक्षर करने वाला व्यक्ति वही है जो वह होने का दावा करता है, और उसने नोटरी के सामने हस्ताक्षर किए;</li>
<li><strong>शपथ दिलाना:</strong> शपथ पत्र लेना, जिसमें आप शपथ लेकर या सत्यनिष्ठा से पुष्टि करके कहते हैं कि उसमें लिखी बातें सच हैं;</li>
<li><strong>प्रतियाँ प्रमाणित करना:</strong> यह प्रमाणित करना कि फ़ोटोकॉपी उस मूल दस्तावेज़ की सही प्रति है जो नोटरी को दिखाया गया;</li>
<li><strong>अनुवाद:</strong> किसी दस्तावेज़ का अनुवाद करना और अनुवाद को सत्यापित करना;</li>
<li><strong>बिलों का प्रोटेस्ट:</strong> अनादरित (डिसऑनर हुए) विनिमय पत्रों (बिल ऑफ़ एक्सचेंज) को नोट और प्रोटेस्ट करना, जो मुख्य रूप से व्यापार में काम आता है।</li>
</ul>

<h2>नोटरी के यहाँ क्या होता है</h2>
<ol>
<li>आप दस्तावेज़ बिना हस्ताक्षर किए लेकर जाते हैं, साथ में मूल फ़ोटो पहचान पत्र, और जिन कागज़ों की प्रति प्रमाणित करानी है उनके मूल भी।</li>
<li>नोटरी आपकी पहचान जाँचता है और पुष्टि करता है कि आप दस्तावेज़ में लिखी बातें समझते हैं और उन्हें स्वीकार करते हैं।</li>
<li>आप नोटरी के सामने हस्ताक्षर करते हैं। शपथ पत्र में आप शपथ लेकर या सत्यनिष्ठा से पुष्टि करते हैं कि उसमें लिखी बातें सच हैं।</li>
<li>नोटरी इस कार्य को क्रम संख्या के साथ नोटरी रजिस्टर में दर्ज करता है, नोटरी टिकट और मुहर लगाता है, और हस्ताक्षर करता है।</li>
</ol>
<p>आपका खुद उपस्थित होना ज़रूरी है। जो नोटरी व्यक्ति को हस्ताक्षर करते देखे बिना हस्ताक्षर सत्यापित करता है, वह कदाचार करता है, और इस तरह नोटरी किए गए दस्तावेज़ को चुनौती दी जा सकती है।</p>

<h2>नोटरी से क्या नहीं होता</h2>
<p>ज़्यादातर गलतफ़हमियाँ यहीं होती हैं।</p>
<ul>
<li><strong>नोटरी रजिस्ट्री नहीं है।</strong> जिन दस्तावेज़ों की रजिस्ट्री रजिस्ट्रीकरण अधिनियम, 1908 के तहत अनिवार्य है, जैसे विक्रय पत्र, दान पत्र और एक साल से अधिक का पट्टा (लीज़), उनकी रजिस्ट्री उप पंजीयक कार्यालय में ही करानी होगी। नोटरी की मुहर रजिस्ट्री की जगह नहीं लेती।</li>
<li><strong>इससे मालिकाना हक नहीं मिलता।</strong> नोटरी किया गया विक्रय अनुबंध, नोटरी किया गया सामान्य मुख्तारनामा (जनरल पावर ऑफ़ अटॉर्नी) या नोटरी की गई वसीयत खरीदार को संपत्ति का मालिक नहीं बनाती। सूरज लैंप एंड इंडस्ट्रीज़ बनाम हरियाणा राज्य (2011) में सर्वोच्च न्यायालय ने कहा है कि ऐसी व्यवस्थाओं से अचल संपत्ति का स्वामित्व हस्तांतरित नहीं होता; यह केवल पंजीकृत हस्तांतरण दस्तावेज़ से होता है।</li>
<li><strong>इससे यह साबित नहीं होता कि लिखी बातें सच हैं।</strong> नोटरी यह पुष्टि करता है कि हस्ताक्षर किसने और कब किए, यह नहीं कि दस्तावेज़ की हर बात सही है।</li>
<li><strong>इससे कोई कमी दूर नहीं होती।</strong> गैर-कानूनी या कम स्टाम्प वाला दस्तावेज़ नोटरी के बाद भी वैसा ही रहता है।</li>
</ul>

<h2>आम तौर पर किन दस्तावेज़ों की नोटरी होती है</h2>
<ul>
<li>11 महीने के किरायानामे;</li>
<li>शपथ पत्र और घोषणा पत्र;</li>
<li>वचन पत्र और क्षतिपूर्ति बंध पत्र;</li>
<li>सेवा, परामर्श और दूसरे व्यावसायिक अनुबंध;</li>
<li>सीमित कामों के लिए विशेष मुख्तारनामा;</li>
<li>प्रमाण पत्रों, अंकसूचियों और पहचान पत्रों की सत्यापित प्रतियाँ।</li>
</ul>

<h2>विदेश में उपयोग होने वाले दस्तावेज़</h2>
<p>दूसरे देश में उपयोग होने वाले दस्तावेज़ों, जैसे शैक्षणिक प्रमाण पत्र, जन्म प्रमाण पत्र या मुख्तारनामा, पर अक्सर पहले नोटरी, फिर राज्य के अधिकारियों का सत्यापन, और उसके बाद विदेश मंत्रालय का अपोस्टिल या सत्यापन लगता है। पूरा क्रम दस्तावेज़ और देश पर निर्भर करता है, इसलिए शुरू करने से पहले पता कर लें कि दस्तावेज़ लेने वाला प्राधिकारी क्या माँगता है।</p>

<h2>गड़बड़ी कैसे पहचानें</h2>
<ul>
<li>मुहर पर नोटरी का नाम, रजिस्ट्रेशन नंबर और कार्यक्षेत्र होना चाहिए।</li>
<li>दस्तावेज़ पर नोटरी रजिस्टर में हुई प्रविष्टि की क्रम संख्या होनी चाहिए।</li>
<li>जो व्यक्ति आपकी उपस्थिति के बिना या आपका पहचान पत्र जाँचे बिना दस्तावेज़ पर नोटरी की मुहर लगवा देने की बात करे, उससे सावधान रहें।</li>
<li>अगर किसी दस्तावेज़ में लिखा है कि वह "पंजीकृत" है, लेकिन उस पर केवल नोटरी की मुहर है, तो उसकी रजिस्ट्री नहीं हुई है।</li>
</ul>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम दस्तावेज़ नोटरी के लिए तैयार करते हैं, मध्य प्रदेश में सही ई-स्टाम्प की व्यवस्था करते हैं और नोटरी से सत्यापन कराते हैं, ताकि आप एक ही बार आएँ और पूरा दस्तावेज़ लेकर जाएँ। जहाँ दस्तावेज़ को नोटरी की नहीं, रजिस्ट्री की ज़रूरत है, वहाँ हम साफ़ बता देते हैं और उसकी रजिस्ट्री कराने में मदद करते हैं। भोपाल, इंदौर, जबलपुर, रीवा, सतना और आसपास के क्षेत्रों के लोग घर तक डिलीवरी भी माँग सकते हैं। हमारा कार्यालय सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक खुला रहता है।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। कानून, दरें और पोर्टल की प्रक्रिया समय-समय पर बदलती रहती हैं; अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$,
  'd06b7f39-1a4c-4e97-b2e5-39c7f6a4d804'
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-09-09 · hi · Legal Documents · 1072 words · translation of legal-notice-when-and-how-to-send-reply
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content, translation_of) values (
  'aac39154-0d8a-4ae5-9697-61b16a9f827b',
  'kanooni-notice-kab-aur-kaise',
  'कानूनी नोटिस: कब भेजें, जवाब कैसे दें, और कौन-सी समय-सीमाएँ ज़रूरी हैं',
  '2025-09-09 12:00:00+05:30',
  'Legal Documents',
  'Adv. Rajesh Tiwari',
  null,
  'सही ढंग से लिखा गया कानूनी नोटिस बिना मुकदमे के विवाद सुलझा सकता है। जानिए कानून कब नोटिस ज़रूरी बनाता है, उसमें क्या लिखा होना चाहिए, उसे कैसे भेजें और मिले हुए नोटिस का जवाब कैसे दें।',
  ARRAY['कानूनी नोटिस', 'चेक बाउंस', 'परिसीमा', 'विवाद']::text[],
  'hi',
  true,
  '/images/blog/legal-notice-when-and-how-to-send-reply-960.webp',
  'कानूनी नोटिस: कब और कैसे भेजें, और जवाब कैसे दें',
  'कानूनी नोटिस कब ज़रूरी है (सिविल प्रक्रिया संहिता की धारा 80, परक्राम्य लिखत अधिनियम की धारा 138, किरायेदारी), उसमें क्या लिखें, उसे कैसे भेजें और जवाब कैसे दें।',
  '/images/blog/legal-notice-when-and-how-to-send-reply-960.webp',
  'https://satnalegal.in/hi/blog/kanooni-notice-kab-aur-kaise',
  $html$<p>कानूनी नोटिस अक्सर किसी विवाद में पहला औपचारिक कदम होता है। सही ढंग से भेजा जाए तो यह बिना मुकदमे के मामला सुलझा सकता है; अनदेखा किया जाए या खराब ढंग से लिखा जाए तो यह आपकी स्थिति कमज़ोर कर सकता है। यह लेख बताता है कि कानूनी नोटिस कब ज़रूरी है, उसमें क्या लिखा होना चाहिए, उसे कैसे भेजें, और अगर आपको नोटिस मिले तो उसका जवाब कैसे दें।</p>

<h2>कानूनी नोटिस क्या है</h2>
<p>कानूनी नोटिस एक लिखित सूचना है, जो आम तौर पर अधिवक्ता के माध्यम से भेजी जाती है। इसमें दूसरे पक्ष को आपकी शिकायत बताई जाती है, तथ्य और आपके दावे का कानूनी आधार लिखा जाता है, और उससे तय समय के भीतर कुछ करने को कहा जाता है: कोई राशि चुकाना, डिपॉज़िट लौटाना, परिसर खाली करना, या कोई काम बंद करना। इससे दूसरे पक्ष को पता चलता है कि आप गंभीर हैं और मामला न सुलझा तो कानूनी कार्रवाई होगी।</p>

<h2>कानून कब नोटिस ज़रूरी बनाता है</h2>
<p>ज़्यादातर दीवानी विवादों में नोटिस अनिवार्य नहीं है, लेकिन कुछ स्थितियों में अदालत जाने से पहले नोटिस देना कानूनन ज़रूरी है:</p>
<ul>
<li><strong>सरकार के खिलाफ़ मुकदमा:</strong> सिविल प्रक्रिया संहिता, 1908 की धारा 80 के अनुसार सरकार या किसी लोक अधिकारी के खिलाफ़, उसकी सरकारी हैसियत में किए गए काम के लिए, मुकदमा दायर करने से पहले दो महीने का नोटिस देना ज़रूरी है। अदालत किसी बहुत ज़रूरी मुकदमे को बिना नोटिस के भी दायर करने की अनुमति दे सकती है, लेकिन केवल सीमित मामलों में।</li>
<li><strong>चेक बाउंस:</strong> परक्राम्य लिखत अधिनियम (नेगोशिएबल इंस्ट्रूमेंट्स एक्ट), 1881 की धारा 138 के तहत, चेक पाने वाले को चेक बाउंस होने की सूचना मिलने के 30 दिन के भीतर लिखित माँग भेजनी होती है। इसके बाद चेक देने वाले के पास नोटिस मिलने से 15 दिन होते हैं, जिनमें उसे भुगतान करना होता है। भुगतान न हो तो इन 15 दिनों के खत्म होने के बाद एक महीने के भीतर शिकायत दायर करनी होती है (25 नवंबर 2026 को जाँचा गया)। ये तारीखें चूकने पर मामला खारिज हो सकता है।</li>
<li><strong>किरायेदारी खत्म करना:</strong> संपत्ति अंतरण अधिनियम, 1882 की धारा 106 के तहत महीने-दर-महीने की किरायेदारी पंद्रह दिन के नोटिस से खत्म होती है, जब तक कि किरायानामा या कोई स्थानीय किराया कानून कुछ और न कहे। कई किरायानामों में इससे लंबी अवधि, आम तौर पर एक महीना, तय होती है, और जिन शहरों में किराया नियंत्रण कानून लागू है, वहाँ वह कानून बेदखली के लिए अपनी शर्तें भी जोड़ता है।</li>
</ul>
<p>दूसरे मामलों में, जैसे बकाया रकम, डिपॉज़िट न लौटाना, खराब काम, वेतन न देना या अनुबंध तोड़ना, नोटिस भेजना वैकल्पिक है, लेकिन इसकी पुरज़ोर सलाह दी जाती है। अदालतें और उपभोक्ता आयोग उस पक्ष को अच्छी नज़र से देखते हैं जिसने दूसरे पक्ष को मामला सुलझाने का उचित मौका दिया।</p>

<h2>कानूनी नोटिस में क्या लिखा होना चाहिए</h2>
<ol>
<li>भेजने वाले और पाने वाले के नाम और पते;</li>
<li>तथ्यों का साफ़ और तारीखवार ब्योरा, क्रम से;</li>
<li>वे दस्तावेज़ जिन पर दावा टिका है, जैसे अनुबंध, बिल (इनवॉइस), चेक या रसीद;</li>
<li>दावे का कानूनी आधार;</li>
<li>सटीक माँग: राशि, या कौन-सा काम करना या बंद करना है;</li>
<li>माँग पूरी करने के लिए दिया गया समय, आम तौर पर 15 से 30 दिन, या कानून में तय अवधि;</li>
<li>माँग पूरी न होने पर आगे क्या कदम उठाया जाएगा;</li>
<li>भेजने वाले या अधिवक्ता के हस्ताक्षर।</li>
</ol>
<p>भाषा दृढ़ और तथ्यों पर आधारित रखें। बढ़ा-चढ़ाकर लिखने, धमकी देने या अपशब्दों से कोई फ़ायदा नहीं होता, और बाद में इन्हें आपके खिलाफ़ इस्तेमाल किया जा सकता है।</p>

<h2>नोटिस कैसे भेजें</h2>
<p>नोटिस डिलीवरी के प्रमाण के साथ स्पीड पोस्ट से भेजें (डाक विभाग ने 1 सितंबर 2025 से अपनी रजिस्ट्री सेवा स्पीड पोस्ट में मिला दी है), और बुकिंग की रसीद और डिलीवरी का रिकॉर्ड सँभालकर रखें। अगर आपके लेन-देन में दूसरे पक्ष का ई-मेल पता या व्हाट्सऐप नंबर इस्तेमाल हुआ था, तो वहाँ भी एक प्रति भेजने से इस बात का अतिरिक्त सबूत मिलता है कि नोटिस उन तक पहुँचा। नोटिस की प्रति ठीक वैसी ही रखें जैसी भेजी गई। अगर पाने वाला पत्र लेने से मना कर दे, तो डाक विभाग की इनकार वाली टिप्पणी खुद नोटिस तामील होने का उपयोगी सबूत है।</p>

<h2>ये समय-सीमाएँ न चूकें</h2>
<p>कानूनी नोटिस भेजने से घड़ी नहीं रुकती। परिसीमा अधिनियम, 1963 वह समय तय करता है जिसके भीतर मुकदमा दायर करना होता है, जैसे पैसों के कई दावों के लिए तीन साल, और उपभोक्ता संरक्षण अधिनियम, 2019 उपभोक्ता शिकायत के लिए दो साल देता है। सामान्यतः नोटिस भेजने से ये अवधियाँ नहीं बढ़तीं। अगर आपकी परिसीमा अवधि खत्म होने वाली है, तो पहले मुकदमा दायर करें; बातचीत उसके बाद भी चल सकती है। चेक बाउंस जैसे मामलों में कानून में तय नोटिस की अवधियाँ सख्त होती हैं, और इन्हें सही तारीख से ध्यान से गिनना चाहिए।</p>

<h2>कानूनी नोटिस मिला है? जवाब कैसे दें</h2>
<ul>
<li><strong>इसे अनदेखा न करें।</strong> आम तौर पर जवाब देना कानूनी रूप से ज़रूरी नहीं होता, लेकिन साफ़ जवाब आपकी बात शुरुआत में ही रिकॉर्ड पर ले आता है और अक्सर मामला वहीं खत्म हो जाता है।</li>
<li><strong>नोटिस में दी गई समय-सीमा नोट करें</strong> और उसी के भीतर कदम उठाएँ।</li>
<li><strong>अपने दस्तावेज़ इकट्ठा करें:</strong> अनुबंध, रसीदें, संदेश और बैंक स्टेटमेंट।</li>
<li><strong>हर बिंदु का जवाब दें:</strong> जो सच है उसे स्वीकार करें, जो गलत है उससे इनकार करें, और वे तथ्य बताएँ जो भेजने वाले ने छोड़ दिए।</li>
<li><strong>अनचाही स्वीकारोक्ति से बचें।</strong> जवाब में लिखे शब्द अदालत में इस्तेमाल हो सकते हैं, इसलिए जवाब किसी अधिवक्ता से लिखवाएँ या जँचवाएँ।</li>
<li><strong>आगे का रास्ता सुझाएँ,</strong> अगर संभव हो, जैसे किस्तों में भुगतान या मध्यस्थता।</li>
</ul>

<h2>नोटिस के बाद</h2>
<p>अगर मामला नहीं सुलझता, तो अगला कदम विवाद पर निर्भर करता है: दीवानी मुकदमा, धारा 138 के तहत शिकायत, ज़िला उपभोक्ता आयोग में उपभोक्ता शिकायत, या मध्यस्थता। मध्यस्थता, ऑनलाइन मध्यस्थता सहित, अक्सर सबसे तेज़ और सबसे कम खर्च वाला रास्ता होता है, और मकान मालिकों और किरायेदारों के बीच या छोटे व्यापारियों के बीच कई विवाद वहीं खत्म हो जाते हैं।</p>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम अधिवक्ता के माध्यम से हिंदी और अंग्रेज़ी में कानूनी नोटिस और उनके जवाब तैयार करते हैं, पूरे मध्य प्रदेश और राजस्थान के लोगों के लिए, भोपाल, इंदौर और ग्वालियर से लेकर जयपुर और कोटा तक। हम आपके दस्तावेज़ देखते हैं, परिसीमा (समय-सीमा) से जुड़ी कोई समस्या हो तो बताते हैं, और आम तौर पर 24 से 48 घंटे में मसौदा दे देते हैं। दूसरा पक्ष तैयार हो तो हम ई-मध्यस्थता से समझौता कराने में भी मदद कर सकते हैं।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। कानून, दरें और पोर्टल की प्रक्रिया समय-समय पर बदलती रहती हैं; अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$,
  'e4a8c15b-9d2e-4f08-93f6-4ad8a7b5e905'
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-10-22 · hi · Property · 1119 words · translation of property-registration-madhya-pradesh-sub-registrar
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content, translation_of) values (
  'aa43c83a-2be2-44cf-bb7a-bdae29f62ba0',
  'sampatti-ki-registry-madhya-pradesh',
  'मध्य प्रदेश में संपत्ति की रजिस्ट्री: उप पंजीयक, दस्तावेज़ और लगने वाला समय',
  '2025-10-22 11:00:00+05:30',
  'Property',
  'Adv. Rajesh Tiwari',
  5,
  'संपत्ति की खरीद तभी पूरी होती है जब विक्रय पत्र की रजिस्ट्री हो जाए। मध्य प्रदेश में उप पंजीयक कार्यालय में संपत्ति की रजिस्ट्री के चरण, दस्तावेज़, खर्च और लगने वाला समय।',
  ARRAY['संपत्ति की रजिस्ट्री', 'विक्रय पत्र', 'उप पंजीयक', 'स्टाम्प शुल्क', 'मध्य प्रदेश']::text[],
  'hi',
  true,
  '/images/blog/property-registration-madhya-pradesh-sub-registrar-960.webp',
  'मध्य प्रदेश में संपत्ति की रजिस्ट्री: कदम-दर-कदम',
  'मध्य प्रदेश में विक्रय पत्र की रजिस्ट्री कैसे होती है: मालिकाना हक की जाँच, गाइडलाइन मूल्य, स्टाम्प शुल्क, संपदा 2.0, दस्तावेज़ और बाद में नामांतरण।',
  '/images/blog/property-registration-madhya-pradesh-sub-registrar-960.webp',
  'https://satnalegal.in/hi/blog/sampatti-ki-registry-madhya-pradesh',
  $html$<p>प्लॉट, फ़्लैट या खेती की ज़मीन खरीदना किसी भी परिवार के सबसे बड़े लेन-देन में से एक होता है। कानून की नज़र में खरीद तभी पूरी होती है जब विक्रय पत्र (बैनामा) की रजिस्ट्री हो जाए। यह लेख बताता है कि मध्य प्रदेश में संपत्ति की रजिस्ट्री कैसे होती है: उप पंजीयक की भूमिका क्या है, कौन-से दस्तावेज़ लगते हैं, कितना खर्च आता है और कितना समय लगता है।</p>

<h2>रजिस्ट्री क्यों ज़रूरी है</h2>
<p>संपत्ति अंतरण अधिनियम, 1882 की धारा 54 और रजिस्ट्रीकरण अधिनियम, 1908 की धारा 17 के अनुसार सौ रुपये या उससे अधिक मूल्य की अचल संपत्ति की बिक्री केवल पंजीकृत दस्तावेज़ से ही हो सकती है। बिना रजिस्ट्री का विक्रय पत्र, विक्रय अनुबंध (इकरारनामा) या स्टाम्प पेपर पर किया गया "नोटरी वाला सौदा" आपको मालिक नहीं बनाता। रजिस्ट्री से आपको कानूनी मालिकाना हक मिलता है, सौदे का सार्वजनिक रिकॉर्ड बनता है, और राजस्व रिकॉर्ड में नामांतरण, गृह ऋण और आगे की किसी भी बिक्री का आधार भी यही रजिस्ट्री होती है।</p>

<h2>रजिस्ट्री कहाँ होती है</h2>
<p>संपत्ति की रजिस्ट्री उस उप पंजीयक कार्यालय में होती है जिसके क्षेत्र में संपत्ति स्थित है। मध्य प्रदेश में ये कार्यालय पंजीयन एवं मुद्रांक विभाग के अधीन काम करते हैं, और पूरी प्रक्रिया संपदा 2.0 पोर्टल से चलती है: दस्तावेज़ ऑनलाइन तैयार करके जमा किया जाता है, स्टाम्प शुल्क और फ़ीस का भुगतान ऑनलाइन होता है, और दोनों पक्ष आधार आधारित ई-केवाईसी से अपनी पहचान की पुष्टि करते हैं। दस्तावेज़ और ज़िले के अनुसार सत्यापन का कुछ हिस्सा घर बैठे भी पूरा हो सकता है; नहीं तो आप स्लॉट बुक करके उप पंजीयक कार्यालय में उपस्थित होते हैं।</p>

<h2>कदम-दर-कदम प्रक्रिया</h2>
<ol>
<li><strong>मालिकाना हक जाँचें।</strong> विक्रेता की पिछली रजिस्ट्री और स्वामित्व की पूरी कड़ी, भू-अभिलेख से खसरा और बी-1 की नकल और नक्शा देखें, और पता करें कि संपत्ति पर कोई ऋण, अदालती मामला या सरकारी बकाया तो नहीं है।</li>
<li><strong>अनुमतियाँ जाँचें।</strong> कॉलोनी के प्लॉट के लिए कॉलोनी की मंज़ूरी और भवन अनुज्ञा की पुष्टि करें; आवास या व्यवसाय में इस्तेमाल होने वाली ज़मीन के लिए, जहाँ लागू हो, डायवर्सन (भूमि उपयोग परिवर्तन) आदेश की पुष्टि करें।</li>
<li><strong>मूल्य निकालें।</strong> स्टाम्प शुल्क तय कीमत या उस स्थान के कलेक्टर गाइडलाइन मूल्य, इनमें से जो भी अधिक हो, उस पर लगता है।</li>
<li><strong>विक्रय पत्र का मसौदा बनवाएँ।</strong> इसमें संपत्ति का सटीक विवरण होना चाहिए: चतुर्सीमा, रकबा, खसरा या प्लॉट नंबर, और भुगतान का ब्योरा।</li>
<li><strong>स्टाम्प शुल्क और फ़ीस चुकाएँ,</strong> संपदा के ज़रिए।</li>
<li><strong>स्लॉट बुक करें</strong> उप पंजीयक कार्यालय में, जहाँ उपस्थित होना ज़रूरी हो।</li>
<li><strong>निष्पादन और रजिस्ट्री।</strong> विक्रेता और खरीदार संपदा 2.0 पर आधार ई-केवाईसी से अपनी पहचान की पुष्टि करते हैं (गवाहों की ज़रूरत नहीं होती) और हस्ताक्षर करते हैं, और उप पंजीयक विक्रय पत्र की रजिस्ट्री कर देते हैं; पंजीकृत प्रति व्हाट्सऐप और ई-मेल पर आती है।</li>
<li><strong>पंजीकृत विक्रय पत्र प्राप्त करें,</strong> जो डिजिटल रूप में जारी होता है और डाउनलोड किया जा सकता है।</li>
</ol>

<h2>आम तौर पर लगने वाले दस्तावेज़</h2>
<ul>
<li>खरीदार और विक्रेता का आधार और पैन (आयकर नियमों में तय मूल्य से अधिक के संपत्ति सौदों में पैन ज़रूरी है);</li>
<li>पासपोर्ट साइज़ फ़ोटो;</li>
<li>विक्रेता की पिछली रजिस्ट्री और स्वामित्व की कड़ी के दस्तावेज़;</li>
<li>ज़मीन के लिए खसरा, बी-1 और नक्शे की नकल;</li>
<li>जहाँ लागू हो, डायवर्सन आदेश, कॉलोनी की मंज़ूरी या भवन अनुज्ञा;</li>
<li>संपत्ति कर और जल कर की ताज़ा रसीदें;</li>
<li>फ़्लैट के लिए, ज़रूरत हो तो, सोसाइटी या बिल्डर का अनापत्ति पत्र;</li>
<li>अगर कोई व्यक्ति किसी पक्ष की ओर से हस्ताक्षर कर रहा है, तो मुख्तारनामा;</li>
<li>ई-केवाईसी के लिए हर पक्ष का आधार।</li>
</ul>

<h2>कितना खर्च आता है</h2>
<p>मुख्य खर्च स्टाम्प शुल्क और पंजीयन शुल्क हैं। मध्य प्रदेश में अभी विक्रय पत्र पर लगभग 7.5% स्टाम्प शुल्क (स्थानीय निकायों के लिए लिया जाने वाला शुल्क मिलाकर) और 3% पंजीयन शुल्क लगता है (25 नवंबर 2026 को जाँचा गया)। दरें, और खास खरीदारों को मिलने वाली कोई छूट, समय-समय पर बदलती रहती हैं, इसलिए भुगतान से पहले हम मौजूदा गाइडलाइन मूल्य और दरों के आधार पर आपकी संपत्ति के लिए सही राशि निकालकर बताते हैं। आयकर अधिनियम में तय सीमा से अधिक की खरीद पर खरीदार को विक्रेता को भुगतान करते समय स्रोत पर कर (टीडीएस) भी काटना होता है।</p>

<h2>कितना समय लगता है</h2>
<p>मालिकाना हक की जाँच हो जाने और दस्तावेज़ पूरे होने पर रजिस्ट्री में सामान्यतः 1 से 3 कार्य दिवस लगते हैं, जिसमें विक्रय पत्र को अंतिम रूप देना, स्टाम्प शुल्क चुकाना और अपॉइंटमेंट लेना शामिल है। खेती की ज़मीन या पुरानी संपत्तियों के मामले में हक की जाँच में ज़्यादा समय लग सकता है, क्योंकि पुराने रिकॉर्ड खोजने पड़ सकते हैं।</p>

<h2>रजिस्ट्री के बाद: नामांतरण</h2>
<p>रजिस्ट्री से आप मालिक बन जाते हैं, लेकिन जब तक राजस्व और नगरीय निकाय के रिकॉर्ड अपडेट नहीं होते, उनमें विक्रेता का ही नाम दिखता है। ज़मीन का नामांतरण आरसीएमएस (रेवेन्यू केस मैनेजमेंट सिस्टम, यानी राजस्व प्रकरण प्रबंधन प्रणाली) के ज़रिए होता है। अब कई मामलों में रजिस्ट्री की जानकारी संपदा से अपने-आप राजस्व विभाग की प्रणाली तक पहुँच जाती है, और कुछ नामांतरण राज्य की साइबर तहसील के ज़रिए बिना तहसील गए पूरे हो जाते हैं, फिर भी यह ज़रूर जाँचें कि खसरा और बी-1 में आपका नाम दर्ज हो गया है। मकान या फ़्लैट के मामले में नगरीय निकाय के संपत्ति कर रिकॉर्ड में, और बिजली व पानी देने वाले विभागों में भी अपना नाम दर्ज कराएँ।</p>

<h2>इन आम गलतियों से बचें</h2>
<ul>
<li>मालिकाना हक और बकाया जाँचे बिना पूरी कीमत चुका देना;</li>
<li>पंजीकृत विक्रय पत्र के बजाय विक्रय अनुबंध या मुख्तारनामे के भरोसे रहना;</li>
<li>विक्रय पत्र में खसरा नंबर, रकबे या चतुर्सीमा में गलती;</li>
<li>आधार, पैन और विक्रय पत्र में नाम अलग-अलग होना;</li>
<li>रजिस्ट्री के बाद नामांतरण कराना भूल जाना।</li>
</ul>

<h2>राजस्थान के लिए एक बात</h2>
<p>जयपुर, जोधपुर, उदयपुर और कोटा में भी यही केंद्रीय कानून लागू होते हैं, लेकिन स्टाम्प शुल्क की दरें, ऑनलाइन प्रणाली और स्थानीय प्रक्रिया राजस्थान की अपनी हैं। राजस्थान की संपत्तियों के लिए हम दस्तावेज़ों की जाँच कर सकते हैं, विक्रय पत्र जैसे दस्तावेज़ों का मसौदा बना सकते हैं और वहाँ की प्रक्रिया में आपका मार्गदर्शन कर सकते हैं।</p>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम मालिकाना हक के दस्तावेज़ जाँचते हैं, विक्रय पत्र का मसौदा बनाते हैं, स्टाम्प शुल्क की गणना करते हैं, संपदा की प्रविष्टियाँ तैयार करते हैं, अपॉइंटमेंट बुक करते हैं और भोपाल और इंदौर से लेकर जबलपुर, ग्वालियर, सागर और उज्जैन तक, कहीं भी उप पंजीयक कार्यालय में आपके साथ चलते हैं। रजिस्ट्री के बाद हम आरसीएमएस के ज़रिए नामांतरण में मदद करते हैं। अनुरोध भेजें, 24 घंटे के भीतर हमारे विशेषज्ञ आपसे संपर्क करेंगे।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। कानून, दरें और पोर्टल की प्रक्रिया समय-समय पर बदलती रहती हैं; अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$,
  '1c9e5b7d-3f2a-4d2a-b518-6cfac9d70b07'
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2025-12-02 · en · Property · 925 words · translation of bainama-aur-vikray-anubandh-mein-antar
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content, translation_of) values (
  'e09d5aa9-b866-4200-a303-651e13c52612',
  'sale-deed-vs-agreement-to-sell',
  'Sale Deed (Bainama) and Agreement to Sell: What Is the Difference?',
  '2025-12-02 11:00:00+05:30',
  'Property',
  'Adv. Rajesh Tiwari',
  5,
  null,
  ARRAY['sale deed', 'agreement to sell', 'property registration', 'property']::text[],
  'en',
  true,
  '/images/blog/bainama-aur-vikray-anubandh-mein-antar-960.webp',
  'Sale Deed and Agreement to Sell: The Difference',
  'An agreement to sell does not make you the owner; a registered sale deed does. The difference between the two, the precautions to take and a checklist before you buy.',
  '/images/blog/bainama-aur-vikray-anubandh-mein-antar-960.webp',
  'https://satnalegal.in/blog/sale-deed-vs-agreement-to-sell',
  $html$<p>When you buy land or a house, two documents come up more often than any others: the agreement to sell (vikray anubandh), also called an ikrarnama, and the sale deed, known as the bainama or vikray patra. Many people think the two are the same thing and, once they have paid earnest money (bayana) or had an ikrarnama written on stamp paper, assume that the property is now theirs. This mistake later causes more disputes than any other. This article explains the difference between the two in simple language.</p>

<h2>What an agreement to sell is</h2>
<p>An agreement to sell is a promise between the seller and the buyer that the property will be sold and bought in future, on agreed terms. It usually sets out the price, the earnest money (advance) paid, the time allowed for paying the balance, the date of registration and what happens if the terms are not met. Section 54 of the Transfer of Property Act, 1882 says plainly that an agreement to sell does not give the buyer any ownership of, or interest in, the property. In other words, even after the agreement is signed, the seller remains the owner.</p>

<h2>What a sale deed is</h2>
<p>A sale deed is the document by which ownership of the property actually passes from the seller to the buyer. A sale of immovable property worth one hundred rupees or more can be made only by a registered sale deed. In Madhya Pradesh a sale deed is registered at the sub-registrar's office through the Sampada 2.0 portal, and the full stamp duty and registration fee are payable on it. The buyer becomes the legal owner as soon as the deed is registered; after that, mutation (namantaran) is done to enter the buyer's name in the land records.</p>

<h2>The main differences at a glance</h2>
<table>
<thead><tr><th>Point</th><th>Agreement to sell</th><th>Sale deed</th></tr></thead>
<tbody>
<tr><td>Nature</td><td>A promise to sell in future</td><td>The sale, completed</td></tr>
<tr><td>Ownership</td><td>Stays with the seller</td><td>Passes to the buyer</td></tr>
<tr><td>Registration</td><td>Compulsory in Madhya Pradesh (Section 17(1)(f) of the Registration Act, added by the state's 2009 amendment)</td><td>Compulsory</td></tr>
<tr><td>Stamp duty</td><td>In Madhya Pradesh ₹5,000 without possession; 5% of the market value with possession (as checked on 25 November 2026)</td><td>Full duty on the transaction value or the guideline value of the property, whichever is higher</td></tr>
<tr><td>If there is a dispute</td><td>A suit to enforce the agreement or to recover the earnest money</td><td>The buyer asserts their rights as the owner</td></tr>
</tbody>
</table>

<h2>When an agreement to sell is useful</h2>
<p>An agreement to sell is made first when the buyer needs a bank loan or time to raise the balance, or when the seller has something to complete first, such as diversion (change of land use), a no-objection certificate or an earlier mutation. Banks also often ask for a copy of the agreement when processing a home loan. A good agreement protects both sides. Make sure it includes:</p>
<ul>
<li>a full description of the property: khasra or plot number, area and the boundaries on all four sides (chaturseema);</li>
<li>the total price, the amount of earnest money and how payment will be made;</li>
<li>the last date for registration;</li>
<li>the seller's obligations: clear title, payment of outstanding taxes and handing over the original documents;</li>
<li>what happens to the earnest money if registration does not take place on time.</li>
</ul>

<h2>If the seller refuses to register the sale</h2>
<p>In that situation the buyer can file a suit in the civil court under the Specific Relief Act, 1963 for specific performance of the agreement, or can claim back the earnest money along with damages. Under the Limitation Act, such a suit must normally be filed within three years from the date fixed in the agreement or, if no date was fixed, from when the buyer learns that the seller has refused. So do not delay, and first send a legal notice to put your position on record.</p>
<p>One more point to bear in mind: in Madhya Pradesh every agreement to sell immovable property must be registered, with or without possession, under Section 17(1)(f) of the Registration Act as amended for the state in 2009. An unregistered agreement can be relied on in court only in a suit for specific performance, and where possession has been given, the protection of Section 53A of the Transfer of Property Act (part performance) also depends on registration. So have the agreement registered on Sampada 2.0 as soon as it is signed.</p>

<h2>Beware of power of attorney and notary deals</h2>
<p>In many places property is still "sold through a notary" by having an ikrarnama, a general power of attorney and a will written on stamp paper. In Suraj Lamp &amp; Industries v. State of Haryana (2011), the Supreme Court made it clear that such transactions do not transfer ownership. The only safe way to become the owner of property is a registered sale deed.</p>

<h2>Checklist before you buy</h2>
<ol>
<li>Look at the seller's previous registered deed and the full chain of ownership.</li>
<li>Check the seller's name on the khasra and B-1 in the land records.</li>
<li>Find out whether there is any loan, mortgage or court case on the property.</li>
<li>For a plot in a colony, check that the colony is legal and that building permission has been granted.</li>
<li>Make every payment through a bank and take a receipt for each one.</li>
</ol>

<h2>How we can help</h2>
<p>We draft agreements to sell and sale deeds, check the property documents, calculate the stamp duty and stay with you through the whole registration process on Sampada 2.0. Once the documents are complete, registration usually takes 1-3 working days. Our service is available throughout Madhya Pradesh, including Bhopal, Indore, Jabalpur, Gwalior and Sagar.</p>
<p><strong>Please note:</strong> this article is general information, not legal advice. Laws, rates and portal procedures change from time to time; for advice on your own case, speak to our office or a lawyer.</p>$html$,
  '6f1b4d8e-9a0c-4d7f-8a6d-b14f1e2c5a12'
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2026-01-27 · hi · Legal Documents · 1104 words · translation of how-to-make-a-will-in-india
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content, translation_of) values (
  '8cf2510c-7cef-4190-9539-e5a1048055c4',
  'vasiyat-kaise-banayen',
  'भारत में वसीयत कैसे बनाएँ: गवाह, वैकल्पिक रजिस्ट्री और प्रोबेट की बुनियादी बातें',
  '2026-01-27 10:30:00+05:30',
  'Legal Documents',
  'Sunita Mishra',
  5,
  'वैध वसीयत के लिए आपके हस्ताक्षर और दो गवाह चाहिए; रजिस्ट्री वैकल्पिक है, पर काम की है। जानिए ऐसी वसीयत कैसे बनाएँ जिस पर आपका परिवार भरोसा कर सके, और प्रोबेट की बात कब आती है।',
  ARRAY['वसीयत', 'संपत्ति योजना', 'प्रोबेट', 'उत्तराधिकार']::text[],
  'hi',
  true,
  '/images/blog/how-to-make-a-will-in-india-960.webp',
  'भारत में वसीयत कैसे बनाएँ: व्यावहारिक जानकारी',
  'वसीयत कौन कर सकता है, दो गवाहों का नियम, रजिस्ट्री वैकल्पिक होते हुए भी काम की क्यों है, वसीयत में क्या लिखें, और प्रोबेट की बुनियादी बातें।',
  '/images/blog/how-to-make-a-will-in-india-960.webp',
  'https://satnalegal.in/hi/blog/vasiyat-kaise-banayen',
  $html$<p>वसीयत उन गिने-चुने कानूनी दस्तावेज़ों में से है जो लगभग हर वयस्क के पास होनी चाहिए, पर बहुत कम लोग इसे बनाते हैं। वसीयत न हो तो आपकी संपत्ति आप पर लागू उत्तराधिकार कानून के अनुसार बँटती है, जो ज़रूरी नहीं कि आपकी इच्छा के मुताबिक हो, और इससे परिवार को देरी, कागज़ी काम और कभी-कभी विवादों का सामना करना पड़ता है। अच्छी बात यह है कि भारत में वैध वसीयत बनाना ज़्यादातर लोगों की सोच से कहीं आसान और सस्ता है।</p>

<h2>वसीयत कौन कर सकता है</h2>
<p>भारतीय उत्तराधिकार अधिनियम, 1925 के अनुसार स्वस्थ चित्त वाला कोई भी वयस्क अपनी संपत्ति की वसीयत कर सकता है। वसीयत करने वाले व्यक्ति को <strong>वसीयतकर्ता</strong> कहते हैं। वसीयत अपनी मर्ज़ी से की जानी चाहिए: धोखे, दबाव या अनुचित प्रभाव से कराई गई वसीयत वैध नहीं होती। हिंदू, सिख, जैन, बौद्ध, ईसाई और पारसी लोगों के लिए वसीयत के औपचारिक नियम भारतीय उत्तराधिकार अधिनियम तय करता है। मुसलमानों पर सामान्यतः उनका पर्सनल लॉ लागू होता है, जिसके तहत वसीयत से आम तौर पर संपत्ति का एक-तिहाई हिस्सा ही दिया जा सकता है, जब तक कि वारिस इससे ज़्यादा पर सहमत न हों।</p>

<h2>वसीयत वैध कब होती है</h2>
<p>अधिनियम की धारा 63 ज़्यादातर वसीयतों के लिए ज़रूरी शर्तें तय करती है:</p>
<ol>
<li>वसीयत लिखित होनी चाहिए; वह टाइप की हुई या हाथ से लिखी, किसी भी भाषा में हो सकती है;</li>
<li>वसीयतकर्ता को उस पर हस्ताक्षर करने चाहिए या अँगूठा लगाना चाहिए;</li>
<li>कम से कम दो गवाहों को उसे अनुप्रमाणित करना चाहिए, जिनमें से हर एक ने वसीयतकर्ता को हस्ताक्षर करते देखा हो (या वसीयतकर्ता ने उसके सामने अपने हस्ताक्षर स्वीकार किए हों), और हर गवाह वसीयतकर्ता की मौजूदगी में हस्ताक्षर करे।</li>
</ol>
<p>वसीयत पर कोई स्टाम्प शुल्क नहीं लगता, और इसे सादे कागज़ पर लिखा जा सकता है। गवाहों को यह जानने की ज़रूरत नहीं कि वसीयत में क्या लिखा है; वे केवल हस्ताक्षर की पुष्टि करते हैं। ऐसे गवाह चुनें जो वयस्क हों, जिन्हें बाद में आसानी से ढूँढा जा सके और हो सके तो जो उम्र में आपसे छोटे हों। <strong>किसी लाभार्थी को, या लाभार्थी के पति या पत्नी को, गवाह न बनाएँ:</strong> धारा 67 के तहत अनुप्रमाणित करने वाले गवाह या उसके पति या पत्नी को वसीयत में दी गई संपत्ति शून्य हो जाती है, हालाँकि बाकी वसीयत वैध रहती है।</p>

<h2>क्या रजिस्ट्री ज़रूरी है?</h2>
<p>नहीं। रजिस्ट्रीकरण अधिनियम, 1908 के तहत वसीयत की रजिस्ट्री वैकल्पिक है, और बिना रजिस्ट्री की वसीयत भी उतनी ही वैध है जितनी पंजीकृत वसीयत। फिर भी रजिस्ट्री के असली फ़ायदे हैं:</p>
<ul>
<li>उप पंजीयक वसीयतकर्ता की पहचान और फ़ोटो दर्ज करते हैं, जिससे बाद में जालसाज़ी का, या किसी और के वसीयतकर्ता बनकर पेश होने का, आरोप लगाना मुश्किल हो जाता है;</li>
<li>एक प्रति सरकारी रिकॉर्ड में सुरक्षित रहती है, इसलिए वसीयत यों ही गायब नहीं हो सकती;</li>
<li>वसीयत सामने आने पर परिवार को उस पर भरोसा रहता है।</li>
</ul>
<p>मध्य प्रदेश में वसीयत की रजिस्ट्री संपदा 2.0 के माध्यम से उप पंजीयक कार्यालय में कराई जा सकती है। वसीयतकर्ता चाहे तो अपनी वसीयत सीलबंद लिफ़ाफ़े में सुरक्षित रखने के लिए पंजीयक (रजिस्ट्रार) के पास जमा भी करा सकता है। दोनों ही तरीकों में खर्च विवाद के खर्च की तुलना में बहुत कम है।</p>

<h2>वसीयत में क्या लिखें</h2>
<ul>
<li>आपका पूरा नाम, पिता या पति का नाम, उम्र और पता, और यह कथन कि आप यह वसीयत अपनी स्वतंत्र इच्छा से और स्वस्थ मानसिक स्थिति में कर रहे हैं;</li>
<li>यह कथन कि यह वसीयत पहले की सभी वसीयतों को रद्द करती है;</li>
<li>आपकी संपत्ति की साफ़ सूची: ज़मीन (खसरा नंबर सहित), मकान, फ़्लैट, बैंक खाते, सावधि जमा (एफ़डी), शेयर, वाहन और गहने;</li>
<li>हर संपत्ति किसे मिलेगी, पूरे नाम और आपसे रिश्ते के साथ;</li>
<li>कोई लाभार्थी आपसे पहले गुज़र जाए, तो उसकी जगह एक वैकल्पिक लाभार्थी;</li>
<li>वसीयत पर अमल कराने के लिए एक निष्पादक (एग्ज़िक्यूटर);</li>
<li>तारीख और स्थान, हर पन्ने पर आपके हस्ताक्षर, और गवाहों के हस्ताक्षर, नाम और पते।</li>
</ul>
<p>बुज़ुर्ग वसीयतकर्ताओं के लिए, या जिनकी तबीयत ठीक न रहती हो उनके लिए, डॉक्टर का एक छोटा प्रमाण पत्र, जिस पर हस्ताक्षर के दिन के आसपास की तारीख हो और जिसमें लिखा हो कि वसीयतकर्ता स्वस्थ चित्त हैं, बाद में वसीयत पर सवाल उठने पर उसे मज़बूती देता है।</p>

<h2>वसीयत बदलना या रद्द करना</h2>
<p>आप जितनी बार चाहें, अपनी वसीयत बदल सकते हैं। छोटा बदलाव कोडिसिल से किया जा सकता है, जिस पर वसीयत की तरह ही हस्ताक्षर होते हैं और गवाह अनुप्रमाणन करते हैं। बड़े बदलावों के लिए नई वसीयत बनाएँ। केवल आखिरी वैध वसीयत ही मानी जाती है, इसीलिए हर नई वसीयत में लिखा होना चाहिए कि वह पहले की वसीयतों को रद्द करती है।</p>

<h2>प्रोबेट की बुनियादी बातें</h2>
<p>प्रोबेट अदालत से मिलने वाला एक प्रमाण पत्र है, जो पुष्टि करता है कि वसीयत असली है और निष्पादक को वसीयत वाली संपत्ति का प्रबंधन करने का अधिकार देता है। भारतीय उत्तराधिकार अधिनियम की धारा 57 और 213 के तहत हिंदू, सिख, जैन और बौद्ध लोगों की वसीयत पर प्रोबेट तभी अनिवार्य है जब वसीयत पुराने प्रेसिडेंसी नगरों, यानी कोलकाता, चेन्नई और मुंबई, की सीमा में बनी हो, या उनकी सीमा के भीतर की अचल संपत्ति से जुड़ी हो। मध्य प्रदेश या राजस्थान में वहीं की संपत्ति के बारे में बनी वसीयत पर प्रोबेट आम तौर पर अनिवार्य नहीं है, हालाँकि कभी-कभी कोई बैंक या प्राधिकारी इसकी, या बकाया कर्ज़ और प्रतिभूतियों के लिए उत्तराधिकार प्रमाण पत्र की, माँग कर सकता है। आवेदन ज़िला न्यायालय में किया जाता है, जो प्रोबेट देने से पहले कानूनी वारिसों को नोटिस देता है।</p>

<h2>नॉमिनी और वारिस एक नहीं होते</h2>
<p>बैंक खाते या बीमा पॉलिसी में नॉमिनेशन मुख्य रूप से संस्था को बताता है कि भुगतान किसे करना है। ज़्यादातर मामलों में नॉमिनी वह रकम कानूनी वारिसों के लिए, या वसीयत के लाभार्थियों के लिए, अपने पास रखता है। आखिर में किसे क्या मिलेगा, यह नॉमिनेशन नहीं बल्कि वसीयत तय करती है, इसलिए ध्यान रखें कि दोनों एक ही बात कहें।</p>

<h2>हम कैसे मदद करते हैं</h2>
<p>हम हिंदी या अंग्रेज़ी में वसीयत लिखते हैं, आपकी संपत्ति का विवरण जाँचते हैं, ज़रूरत हो तो गवाहों की व्यवस्था करते हैं और उप पंजीयक कार्यालय में रजिस्ट्री में मदद करते हैं। सारा काम पूरी गोपनीयता से होता है। भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा और सतना के परिवार अक्सर हमसे कहते हैं कि हम घर आकर उनके बुज़ुर्ग सदस्यों से मिलें; मध्य प्रदेश और आसपास के क्षेत्रों में घर पर सेवा के बारे में पूछें। अनुरोध भेजें, 24 घंटे के भीतर हमारे विशेषज्ञ आपके परिवार और आपकी संपत्ति को समझने के लिए आपसे संपर्क करेंगे।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। कानून, दरें और पोर्टल की प्रक्रिया समय-समय पर बदलती रहती हैं; अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$,
  'f27d3e6a-8b1f-4c19-a407-5be9b8c6fa06'
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;

-- 2026-03-10 · hi · Government Portals · 905 words · translation of sampada-2-portal-guide-madhya-pradesh
insert into public.blog_posts (id, slug, title, created_at, category, author, reading_time, excerpt, tags, language, published, image_url, og_title, og_description, og_image, og_url, content, translation_of) values (
  '7e368964-0b39-43d5-b747-886465230574',
  'sampada-2-portal-margdarshika',
  'संपदा 2.0: मध्य प्रदेश के रजिस्ट्री पोर्टल की व्यावहारिक मार्गदर्शिका',
  '2026-03-10 15:00:00+05:30',
  'Government Portals',
  'Sunita Mishra',
  4,
  'संपदा 2.0 ने मध्य प्रदेश में ई-स्टाम्प, स्टाम्प शुल्क की गणना, स्लॉट बुकिंग और दस्तावेज़ों की रजिस्ट्री को ऑनलाइन कर दिया है। पोर्टल क्या करता है, इस पर रजिस्ट्री कैसे होती है, और लोग कहाँ अटकते हैं।',
  ARRAY['संपदा 2.0', 'ई-रजिस्ट्री', 'ई-स्टाम्प', 'सरकारी पोर्टल']::text[],
  'hi',
  true,
  '/images/blog/sampada-2-portal-guide-madhya-pradesh-960.webp',
  'संपदा 2.0: मध्य प्रदेश के रजिस्ट्री पोर्टल की मार्गदर्शिका',
  'संपदा 2.0 क्या करता है, ई-रजिस्ट्री और स्लॉट बुकिंग कैसे होती है, आम समस्याएँ, और पोर्टल के काम में हम कैसे मदद करते हैं।',
  '/images/blog/sampada-2-portal-guide-madhya-pradesh-960.webp',
  'https://satnalegal.in/hi/blog/sampada-2-portal-margdarshika',
  $html$<p>संपदा मध्य प्रदेश की वह ऑनलाइन प्रणाली है जिससे स्टाम्प शुल्क और दस्तावेज़ों की रजिस्ट्री का काम होता है। 2024 में राज्य ने इसका नया संस्करण, संपदा 2.0, शुरू किया, जिससे रजिस्ट्री की ज़्यादातर प्रक्रिया ऑनलाइन हो गई। अगर आप मध्य प्रदेश में संपत्ति खरीद रहे हैं, वसीयत या लीज़ की रजिस्ट्री करा रहे हैं, या ई-स्टाम्प ले रहे हैं, तो आपका काम संपदा 2.0 से पड़ेगा, चाहे सीधे या किसी सेवा प्रदाता के ज़रिए। यह लेख बताता है कि पोर्टल क्या करता है, इसका उपयोग कैसे करें और लोग सबसे ज़्यादा कहाँ अटकते हैं।</p>

<h2>संपदा 2.0 क्या करता है</h2>
<p>संपदा 2.0 राज्य का पंजीयन एवं मुद्रांक विभाग चलाता है। इसका उपयोग नागरिक करते हैं, दस्तावेज़ और ई-स्टाम्प तैयार करने वाले लाइसेंसधारी सेवा प्रदाता करते हैं, और दस्तावेज़ों की रजिस्ट्री करने वाले उप पंजीयक करते हैं। इसके मुख्य काम हैं:</p>
<ul>
<li><strong>ई-स्टाम्प:</strong> जिन दस्तावेज़ों पर स्टाम्प शुल्क लगता है, उनके लिए ई-स्टाम्प प्रमाण पत्र बनाना;</li>
<li><strong>ई-रजिस्ट्री:</strong> रजिस्ट्री के लिए दस्तावेज़ ऑनलाइन तैयार करना और जमा करना;</li>
<li><strong>शुल्क की गणना:</strong> दस्तावेज़ के प्रकार से, और संपत्ति के मामले में उस स्थान के गाइडलाइन मूल्य से, स्टाम्प शुल्क और पंजीयन शुल्क निकालना;</li>
<li>स्टाम्प शुल्क और फ़ीस का <strong>ऑनलाइन भुगतान</strong>;</li>
<li><strong>पहचान का सत्यापन:</strong> पक्षकारों का आधार आधारित ई-केवाईसी, जिसमें गवाहों की ज़रूरत नहीं होती;</li>
<li><strong>अपॉइंटमेंट:</strong> उप पंजीयक कार्यालय में स्लॉट बुक करना;</li>
<li><strong>संपत्ति की पहचान:</strong> डिजिटल नक्शे पर संपत्ति की जगह ढूँढना, जिससे सही गाइडलाइन दर लगाने में मदद मिलती है;</li>
<li><strong>रिकॉर्ड:</strong> पंजीकृत दस्तावेज़ खोजना, उनकी प्रमाणित प्रतियाँ लेना और ई-स्टाम्प का सत्यापन करना।</li>
</ul>
<p>संपदा 2.0 में कुछ दस्तावेज़ों की रजिस्ट्री कार्यालय आए बिना भी हो सकती है, जिसमें पहचान की पुष्टि ई-केवाईसी और वीडियो से होती है। कौन-से दस्तावेज़ इसके दायरे में आते हैं, और हर ज़िले में यह कैसे होता है, यह विभाग तय करता है और इसमें बदलाव होते रहे हैं, इसलिए इसके भरोसे योजना बनाने से पहले मौजूदा स्थिति जाँच लें।</p>

<h2>शुरू करने से पहले</h2>
<ul>
<li>पक्का करें कि हर पक्ष का आधार किसी चालू मोबाइल नंबर से जुड़ा हो, क्योंकि ओटीपी उसी पर आते हैं।</li>
<li>आधार, पैन और संपत्ति के कागज़ात में नाम एक जैसे रखें; नामों का मेल न खाना देरी की सबसे आम वजह है।</li>
<li>जिन दस्तावेज़ों की ज़रूरत होगी, उन्हें साफ़-साफ़ और उसी फ़ॉर्मेट में स्कैन करके रखें जो पोर्टल स्वीकार करता है।</li>
<li>संपत्ति का सटीक ब्योरा पता रखें: खसरा या प्लॉट नंबर, रकबा, वार्ड या गाँव, और चतुर्सीमा।</li>
</ul>

<h2>संपदा 2.0 पर रजिस्ट्री कैसे होती है</h2>
<ol>
<li><strong>खाता बनाएँ:</strong> अपने मोबाइल नंबर से नागरिक के रूप में, या किसी लाइसेंसधारी सेवा प्रदाता के ज़रिए काम कराएँ, जो यह आपके लिए कर देगा।</li>
<li><strong>नया दस्तावेज़ शुरू करें</strong> और उसका प्रकार चुनें, जैसे विक्रय पत्र, दान पत्र, लीज़ या वसीयत।</li>
<li><strong>पक्षकार जोड़ें</strong> और ई-केवाईसी से उनका सत्यापन करें।</li>
<li><strong>संपत्ति जोड़ें:</strong> उसका स्थान चुनें और जहाँ कहा जाए, नक्शे पर उसे चिह्नित करें। सिस्टम गाइडलाइन मूल्य लगा देता है।</li>
<li><strong>गणना किया गया स्टाम्प शुल्क और फ़ीस जाँचें</strong> और ऑनलाइन भुगतान करें।</li>
<li><strong>दस्तावेज़ तैयार करें या अपलोड करें,</strong> साथ में सहायक दस्तावेज़ भी।</li>
<li><strong>स्लॉट बुक करें</strong> उप पंजीयक कार्यालय में, या जहाँ अनुमति हो वहाँ घर बैठे सत्यापन पूरा करें।</li>
<li><strong>निष्पादन और रजिस्ट्री:</strong> पक्षकार दस्तावेज़ की पुष्टि करते हैं, जिन कई प्रकार के दस्तावेज़ों में इसकी अनुमति है उनमें घर बैठे, और बाकी में उप पंजीयक कार्यालय में, और उप पंजीयक उसकी रजिस्ट्री कर देते हैं; पंजीकृत प्रति व्हाट्सऐप और ई-मेल पर भेजी जाती है।</li>
<li><strong>पंजीकृत दस्तावेज़ डाउनलोड करें,</strong> जो डिजिटल रूप में जारी होता है।</li>
</ol>

<h2>लोग कहाँ अटकते हैं</h2>
<ul>
<li><strong>ओटीपी नहीं आया:</strong> अक्सर इसलिए कि आधार किसी पुराने मोबाइल नंबर से जुड़ा है। पहले आधार केंद्र पर जाकर नंबर अपडेट कराएँ।</li>
<li><strong>नक्शे पर संपत्ति नहीं मिल रही:</strong> सर्वे या प्लॉट का डेटा अधूरा हो सकता है; आगे क्या करें, यह उप पंजीयक कार्यालय बता सकता है।</li>
<li><strong>उम्मीद से ज़्यादा स्टाम्प शुल्क:</strong> उस क्षेत्र का गाइडलाइन मूल्य तय कीमत से ज़्यादा हो सकता है, और स्टाम्प शुल्क ज़्यादा वाली राशि पर लगता है।</li>
<li><strong>भुगतान हो गया पर दिख नहीं रहा:</strong> लेन-देन का रेफ़रेंस नंबर सँभालकर रखें और स्थिति जाँचे जाने तक दोबारा भुगतान न करें।</li>
<li><strong>कोई स्लॉट खाली नहीं:</strong> वित्तीय वर्ष के आखिर में और गाइडलाइन मूल्य बदलने से पहले स्लॉट जल्दी भर जाते हैं, इसलिए पहले से योजना बनाएँ।</li>
</ul>

<h2>रजिस्ट्री के बाद</h2>
<p>ज़मीन के मामले में अगला कदम राजस्व रिकॉर्ड में नामांतरण है, जो राज्य की राजस्व प्रकरण प्रबंधन प्रणाली, आरसीएमएस, के ज़रिए होता है। रजिस्ट्री की जानकारी अब ज़्यादा से ज़्यादा मामलों में संपदा से राजस्व विभाग की प्रणाली में भेजी जाती है, और कुछ नामांतरण साइबर तहसील के ज़रिए पूरे हो जाते हैं, फिर भी नामांतरण पर नज़र रखना और यह पुष्टि करना समझदारी है कि खसरा और बी-1 में नए मालिक का नाम दिख रहा है।</p>

<h2>हम किन कामों में मदद करते हैं</h2>
<ul>
<li>दस्तावेज़ का मसौदा बनाना और संपत्ति के कागज़ात जाँचना;</li>
<li>स्टाम्प शुल्क और फ़ीस की पहले से गणना;</li>
<li>संपदा की प्रविष्टियाँ और ई-स्टाम्प तैयार करना और जमा करना;</li>
<li>अपॉइंटमेंट बुक करना और ई-केवाईसी में हर पक्ष का मार्गदर्शन करना;</li>
<li>रजिस्ट्री के बाद आरसीएमएस पर नामांतरण की पैरवी करना।</li>
</ul>
<p>हम भोपाल, इंदौर, जबलपुर, ग्वालियर, रीवा, सतना, सागर और उज्जैन सहित पूरे मध्य प्रदेश के ग्राहकों के साथ काम करते हैं। दस्तावेज़ पूरे होने पर रजिस्ट्री में सामान्यतः 1 से 3 कार्य दिवस लगते हैं।</p>
<p><strong>ध्यान दें:</strong> यह लेख केवल सामान्य जानकारी के लिए है, इसे कानूनी सलाह न मानें। पोर्टल पर मिलने वाले काम और उनकी प्रक्रिया बदलती रहती है; हमेशा शासन का आधिकारिक पोर्टल ही उपयोग करें, और अपने मामले के लिए हमारे कार्यालय या किसी अधिवक्ता से परामर्श लें।</p>$html$,
  '2e6f8a9c-4b3d-4e3b-8629-7d0bdae81c08'
) on conflict (slug) do update set
  title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, tags = excluded.tags,
  og_title = excluded.og_title, og_description = excluded.og_description, og_url = excluded.og_url;
