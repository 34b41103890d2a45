/** FAQs, videos, careers, services, branches, team and policies, hand-written in both languages. */
import type { RichBlock } from '../lexical'
import type { L } from './locations'

export const faqCategories: Array<{ key: string; name: L }> = [
  { key: 'buying', name: { ar: 'البيع والشراء', en: 'Buying and selling' } },
  { key: 'renting', name: { ar: 'الإيجار', en: 'Renting' } },
  { key: 'payments', name: { ar: 'التمويل والدفع', en: 'Finance and payments' } },
  { key: 'about', name: { ar: 'عن منزل', en: 'About Manzil' } },
]

export const faqs: Array<{ cat: string; q: L; a: L }> = [
  { cat: 'buying', q: { ar: 'هل يمكن للأجانب تملك العقارات في الإمارات؟', en: 'Can foreigners own property in the UAE?' }, a: { ar: 'نعم، يحق لجميع الجنسيات التملك الحر في المناطق المخصصة لذلك في دبي وأبوظبي والشارقة ورأس الخيمة، ويحصل المالك على سند ملكية باسمه.', en: 'Yes. Every nationality can buy freehold in the designated areas of Dubai, Abu Dhabi, Sharjah and Ras Al Khaimah, and the owner receives a title deed in their own name.' } },
  { cat: 'buying', q: { ar: 'ما الرسوم الإضافية عند شراء عقار في دبي؟', en: 'What extra costs come with buying in Dubai?' }, a: { ar: 'تبلغ رسوم دائرة الأراضي 4% من السعر، إضافة إلى رسوم التسجيل ورسوم أمين التسجيل وعمولة الوساطة، وتُحسب رسوم الرهن إن كان الشراء بتمويل.', en: 'The Land Department fee is 4% of the price, plus registration and trustee fees and the agency commission; mortgage registration fees apply if you borrow.' } },
  { cat: 'buying', q: { ar: 'هل يحصل المستثمر على إقامة عند شراء عقار؟', en: 'Does buying property come with residency?' }, a: { ar: 'في الإمارات يمنح شراء عقار بقيمة مليوني درهم أو أكثر حق التقدم للإقامة الذهبية لعشر سنوات، وتختلف الشروط في الدول الأخرى.', en: 'In the UAE a property worth two million dirhams or more lets you apply for a ten-year Golden Visa; the rules differ in other countries.' } },
  { cat: 'buying', q: { ar: 'كيف أعرف أن المشروع على الخريطة آمن؟', en: 'How do I know an off-plan project is safe?' }, a: { ar: 'تأكد أن المشروع مسجل لدى الجهة التنظيمية وله حساب ضمان، وراجع سجل المطور في التسليم. نزودك بهذه المعلومات لكل مشروع نسوّقه.', en: 'Check that the project is registered with the regulator and has an escrow account, and look at the developer’s delivery record. We give you this for every project we market.' } },
  { cat: 'buying', q: { ar: 'كم يستغرق بيع عقاري عن طريقكم؟', en: 'How long does it take to sell through you?' }, a: { ar: 'يعتمد ذلك على السعر والموقع، لكن معظم العقارات المسعّرة بشكل واقعي تجد مشتريًا خلال شهرين إلى ثلاثة أشهر.', en: 'It depends on price and location, but most realistically priced homes find a buyer within two to three months.' } },
  { cat: 'buying', q: { ar: 'هل تقدمون تقييمًا مجانيًا لعقاري؟', en: 'Do you value my property for free?' }, a: { ar: 'نعم، يزورك أحد مستشارينا ويقدم لك تقييمًا مبنيًا على صفقات حقيقية في منطقتك دون أي التزام.', en: 'Yes. One of our consultants will visit and give you a valuation based on real deals in your area, with no obligation.' } },
  { cat: 'renting', q: { ar: 'ما المستندات المطلوبة لاستئجار شقة؟', en: 'What documents do I need to rent a flat?' }, a: { ar: 'تحتاج عادة إلى صورة الهوية أو جواز السفر مع الإقامة، وشيكات الإيجار أو وسيلة الدفع المتفق عليها، وشيك التأمين.', en: 'Usually a copy of your ID or passport with your residence visa, the rent cheques or agreed payment method, and a deposit cheque.' } },
  { cat: 'renting', q: { ar: 'كم يبلغ تأمين الإيجار؟', en: 'How much is the security deposit?' }, a: { ar: 'يبلغ التأمين في الغالب 5% من الإيجار السنوي للشقق غير المفروشة و10% للمفروشة، وفي مصر يعادل غالبًا إيجار شهر واحد.', en: 'It is usually 5% of the yearly rent for unfurnished flats and 10% for furnished ones; in Egypt it is often one month’s rent.' } },
  { cat: 'renting', q: { ar: 'هل يمكن دفع الإيجار شهريًا؟', en: 'Can I pay rent monthly?' }, a: { ar: 'يقبل بعض الملاك الدفع الشهري، خاصة في الشقق المفروشة. ابحث عن العقارات التي فترة إيجارها شهرية أو اسأل مستشارنا.', en: 'Some landlords accept monthly payment, especially for furnished flats. Look for listings with a monthly rent period or ask our consultant.' } },
  { cat: 'renting', q: { ar: 'من يتحمل تكاليف الصيانة؟', en: 'Who pays for maintenance?' }, a: { ar: 'يتحمل المالك عادة الصيانة الرئيسية، بينما يتحمل المستأجر الإصلاحات البسيطة الناتجة عن الاستخدام اليومي، ويحدد العقد ذلك بالتفصيل.', en: 'The landlord usually covers major maintenance and the tenant small repairs from daily use; the contract sets this out in detail.' } },
  { cat: 'renting', q: { ar: 'هل يمكنني إنهاء العقد قبل موعده؟', en: 'Can I end the lease early?' }, a: { ar: 'يمكن ذلك وفق بنود العقد، وغالبًا مع إشعار مسبق لمدة شهرين وتعويض يعادل إيجار شهر أو شهرين.', en: 'Yes, under the contract’s terms, usually with two months’ notice and a penalty of one or two months’ rent.' } },
  { cat: 'payments', q: { ar: 'ما الفرق بين خطة السداد والتمويل البنكي؟', en: 'What is the difference between a payment plan and a mortgage?' }, a: { ar: 'خطة السداد يقدمها المطور مباشرة دون فوائد في الغالب، أما التمويل البنكي فيمنحه البنك مقابل أرباح ويتطلب دراسة لملفك الائتماني.', en: 'A payment plan comes straight from the developer, usually interest-free; a mortgage comes from a bank, carries interest and needs a credit check.' } },
  { cat: 'payments', q: { ar: 'هل الأسعار المعروضة تشمل الرسوم؟', en: 'Do the listed prices include fees?' }, a: { ar: 'الأسعار المعروضة هي سعر العقار فقط، ولا تشمل رسوم التسجيل أو العمولة أو رسوم الخدمات السنوية.', en: 'Listed prices are for the property only and do not include registration fees, commission or annual service charges.' } },
  { cat: 'payments', q: { ar: 'كيف تُحوَّل الأسعار إلى عملتي؟', en: 'How are prices converted to my currency?' }, a: { ar: 'نعرض السعر بعملته الأصلية، ويمكنك اختيار عملة أخرى من أعلى الصفحة لعرض قيمة تقريبية بأسعار صرف نحدّثها دوريًا.', en: 'Each price is kept in its own currency; choose another currency at the top of the page to see an approximate value at rates we update regularly.' } },
  { cat: 'payments', q: { ar: 'هل يمكن الدفع بالعملات الأجنبية؟', en: 'Can I pay in a foreign currency?' }, a: { ar: 'يتم الدفع بالعملة المحلية للدولة، لكن يمكنك التحويل من حسابك في الخارج وسيقوم البنك بالتحويل.', en: 'Payment is made in the local currency, but you can transfer from an account abroad and the bank will convert it.' } },
  { cat: 'payments', q: { ar: 'ما هي الدفعة الأولى المعتادة؟', en: 'What is a typical down payment?' }, a: { ar: 'تتراوح الدفعة الأولى في المشاريع على الخريطة بين 5% و20%، وفي التمويل البنكي بين 15% و25% بحسب البلد وقيمة العقار.', en: 'Off-plan down payments range from 5% to 20%; with a mortgage it is 15% to 25% depending on the country and the price.' } },
  { cat: 'about', q: { ar: 'في أي الدول تعمل منزل؟', en: 'Which countries does Manzil cover?' }, a: { ar: 'نعمل في الإمارات والسعودية ومصر عبر فروعنا في دبي وأبوظبي والرياض وجدة والقاهرة الجديدة.', en: 'We work in the UAE, Saudi Arabia and Egypt, through our branches in Dubai, Abu Dhabi, Riyadh, Jeddah and New Cairo.' } },
  { cat: 'about', q: { ar: 'هل منزل وسيط مرخص؟', en: 'Is Manzil a licensed broker?' }, a: { ar: 'نعم، نحمل تراخيص الوساطة العقارية في كل دولة نعمل بها، ويحمل مستشارونا بطاقات الوسطاء المعتمدة.', en: 'Yes. We hold brokerage licences in every country we work in, and our consultants carry accredited broker cards.' } },
  { cat: 'about', q: { ar: 'كم تبلغ عمولة منزل؟', en: 'What commission does Manzil charge?' }, a: { ar: 'العمولة المعتادة 2% من سعر البيع و5% من الإيجار السنوي، وتتفاوت بحسب البلد ونوع الخدمة، ونوضحها كتابيًا قبل البدء.', en: 'Our usual commission is 2% of the sale price and 5% of the yearly rent; it varies by country and service, and we confirm it in writing before we start.' } },
  { cat: 'about', q: { ar: 'كيف أعرض عقاري للبيع أو الإيجار لديكم؟', en: 'How do I list my property with you?' }, a: { ar: 'تواصل معنا عبر صفحة اتصل بنا أو واتساب، وسيزورك مستشار لتقييم العقار وتصويره ونشره خلال أيام.', en: 'Contact us through the contact page or WhatsApp, and a consultant will visit to value, photograph and list your property within days.' } },
  { cat: 'about', q: { ar: 'هل تقدمون خدمة مقايضة العقارات؟', en: 'Do you handle property exchanges?' }, a: { ar: 'نعم، يمكنك تعبئة نموذج المقايضة وتحديد ما تملكه وما تبحث عنه، وسيبحث فريقنا عن عروض مناسبة.', en: 'Yes. Fill in the exchange form with what you own and what you are looking for, and our team will look for a match.' } },
  { cat: 'about', q: { ar: 'هل تتوفر جولات افتراضية للعقارات؟', en: 'Do you offer virtual tours?' }, a: { ar: 'نعم، كثير من عقاراتنا تتضمن جولة افتراضية ثلاثية الأبعاد، ويمكنك تصفيتها من خيار الجولات الافتراضية في البحث.', en: 'Yes. Many of our listings include a 3D virtual tour, and you can filter for them in the search.' } },
]

export const videoCategories: Array<{ key: string; name: L }> = [
  { key: 'tours', name: { ar: 'جولات عقارية', en: 'Property tours' } },
  { key: 'tips', name: { ar: 'نصائح وإرشادات', en: 'Tips and advice' } },
  { key: 'projects', name: { ar: 'مشاريع جديدة', en: 'New projects' } },
]

export const videos: Array<{ cat: string; title: L; description: L; duration: number; scene: string }> = [
  { cat: 'tours', title: { ar: 'جولة في بنتهاوس بإطلالة على المارينا', en: 'Tour of a Marina-view penthouse' }, description: { ar: 'نتجول في بنتهاوس بأربع غرف نوم وسطح خاص في دبي مارينا.', en: 'We walk through a four-bedroom penthouse with a private roof in Dubai Marina.' }, duration: 412, scene: 'towers' },
  { cat: 'tours', title: { ar: 'فيلا عائلية في المرابع العربية', en: 'A family villa in Arabian Ranches' }, description: { ar: 'فيلا بخمس غرف نوم وحديقة ومسبح في مجتمع هادئ.', en: 'A five-bedroom villa with a garden and pool in a quiet community.' }, duration: 365, scene: 'villa' },
  { cat: 'tours', title: { ar: 'شاليه على البحر في العلمين الجديدة', en: 'A beach chalet in New Alamein' }, description: { ar: 'شاليه بغرفتي نوم وإطلالة مباشرة على البحيرة.', en: 'A two-bedroom chalet looking straight onto the lagoon.' }, duration: 298, scene: 'beach' },
  { cat: 'tips', title: { ar: 'خمسة أخطاء يقع فيها المشتري لأول مرة', en: 'Five mistakes first-time buyers make' }, description: { ar: 'نصائح عملية من مستشارينا قبل أن توقع على أي عقد.', en: 'Practical advice from our consultants before you sign anything.' }, duration: 540, scene: 'interior' },
  { cat: 'tips', title: { ar: 'كيف تحسب العائد الإيجاري الصافي', en: 'How to work out net rental yield' }, description: { ar: 'شرح بالأرقام للفرق بين العائد الإجمالي والصافي.', en: 'A worked example of gross versus net yield.' }, duration: 330, scene: 'office' },
  { cat: 'tips', title: { ar: 'تجهيز منزلك للتصوير والبيع', en: 'Getting your home ready for photos and sale' }, description: { ar: 'لمسات بسيطة تجعل عقارك أكثر جاذبية للمشترين.', en: 'Simple touches that make your home more appealing to buyers.' }, duration: 275, scene: 'interior' },
  { cat: 'projects', title: { ar: 'إطلاق فلل واحة السعديات', en: 'Launch of Saadiyat Oasis Villas' }, description: { ar: 'نظرة على المخطط العام والتصاميم وخطط السداد.', en: 'A look at the master plan, the designs and the payment plans.' }, duration: 480, scene: 'villa' },
  { cat: 'projects', title: { ar: 'تقدم أعمال البناء في ريحانة التجمع', en: 'Construction update: Rayhana Residence' }, description: { ar: 'زيارة ميدانية للموقع بعد إنجاز 70% من المرحلة الأولى.', en: 'A site visit with phase one 70% complete.' }, duration: 255, scene: 'townhouses' },
  { cat: 'projects', title: { ar: 'روضة حطين: حي متكامل في شمال الرياض', en: 'Rawdat Hittin: a complete neighbourhood in north Riyadh' }, description: { ar: 'جولة في الفيلا النموذجية والمرافق.', en: 'A tour of the show villa and the facilities.' }, duration: 390, scene: 'desert' },
]

export const services: Array<{ key: string; icon: string; title: L; summary: L; body: { ar: RichBlock[]; en: RichBlock[] }; scene: string }> = [
  {
    key: 'buying', icon: 'key', scene: 'villa',
    title: { ar: 'شراء العقارات', en: 'Buying a home' },
    summary: { ar: 'نبحث لك عن العقار المناسب ونرافقك حتى استلام المفتاح.', en: 'We find the right home and stay with you until you hold the keys.' },
    body: {
      ar: ['نبدأ بفهم احتياجاتك وميزانيتك، ثم نختار لك قائمة قصيرة من العقارات التي تستحق المعاينة فعلًا.', { h: 'ما نقدمه' }, { ul: ['بحث مخصص في السوق المتاح وغير المعلن', 'تفاوض على السعر والشروط', 'متابعة الإجراءات القانونية ونقل الملكية'] }, 'لا تدفع لنا شيئًا قبل أن تجد العقار الذي تريده.'],
      en: ['We start by understanding your needs and budget, then shortlist the homes that are truly worth a viewing.', { h: 'What we do' }, { ul: ['A tailored search of listed and off-market homes', 'Negotiating price and terms', 'Handling the legal steps and the transfer'] }, 'You pay nothing until you find the home you want.'],
    },
  },
  {
    key: 'selling', icon: 'tag', scene: 'townhouses',
    title: { ar: 'بيع عقارك', en: 'Selling your property' },
    summary: { ar: 'تقييم دقيق وتسويق احترافي يصل إلى المشترين الجادين.', en: 'An accurate valuation and professional marketing that reaches serious buyers.' },
    body: {
      ar: ['نقيّم عقارك بناءً على صفقات حقيقية، ونعرضه بصور احترافية وجولة افتراضية على موقعنا وفي أهم المنصات.', { h: 'خطوات البيع' }, { ol: ['زيارة وتقييم مجاني', 'تصوير احترافي وجولة افتراضية', 'عرض العقار ومتابعة المهتمين', 'التفاوض وإتمام البيع'] }],
      en: ['We value your home from real deals and present it with professional photos and a virtual tour on our site and the main portals.', { h: 'How selling works' }, { ol: ['A free visit and valuation', 'Professional photos and a virtual tour', 'Listing and following up every enquiry', 'Negotiation and completion'] }],
    },
  },
  {
    key: 'leasing', icon: 'building', scene: 'towers',
    title: { ar: 'التأجير', en: 'Leasing' },
    summary: { ar: 'نجد المستأجر المناسب ونوثق العقد ونتابع التجديد.', en: 'We find the right tenant, register the lease and handle renewals.' },
    body: {
      ar: ['سواء كنت مالكًا يبحث عن مستأجر موثوق أو مستأجرًا يبحث عن بيت، نختصر عليك الوقت ونحمي حقوقك.', { ul: ['التحقق من المستأجرين', 'صياغة العقد وتسجيله رسميًا', 'تذكير بمواعيد التجديد والدفعات'] }],
      en: ['Whether you are a landlord looking for a reliable tenant or a tenant looking for a home, we save you time and protect your rights.', { ul: ['Tenant checks', 'Drafting and registering the lease', 'Reminders for renewals and payments'] }],
    },
  },
  {
    key: 'management', icon: 'settings', scene: 'interior',
    title: { ar: 'إدارة العقارات', en: 'Property management' },
    summary: { ar: 'نتولى إدارة عقارك بالكامل بينما تستمتع بالعائد.', en: 'We run your property end to end while you enjoy the returns.' },
    body: {
      ar: ['خدمة مثالية للمالكين المقيمين خارج البلد أو لمن يملكون أكثر من وحدة.', { ul: ['تحصيل الإيجارات وتحويلها', 'الصيانة الدورية والطارئة', 'تقارير شهرية واضحة'] }, 'رسوم الإدارة نسبة ثابتة من الإيجار المحصّل، دون مصاريف خفية.'],
      en: ['Ideal for owners living abroad or holding more than one unit.', { ul: ['Collecting and transferring rent', 'Routine and emergency maintenance', 'Clear monthly reports'] }, 'Management is a fixed share of the rent collected, with no hidden costs.'],
    },
  },
  {
    key: 'valuation', icon: 'chart', scene: 'office',
    title: { ar: 'التقييم العقاري', en: 'Valuation' },
    summary: { ar: 'تقارير تقييم معتمدة للبيع والتمويل والورثة.', en: 'Certified valuation reports for sales, finance and estates.' },
    body: {
      ar: ['يعد مقيّمونا المعتمدون تقارير مفصلة تقبلها البنوك والمحاكم، خلال ثلاثة أيام عمل.', { quote: 'التقييم الصحيح هو أول خطوة في أي قرار عقاري سليم.' }],
      en: ['Our certified valuers prepare detailed reports accepted by banks and courts, within three working days.', { quote: 'A sound valuation is the first step of every good property decision.' }],
    },
  },
  {
    key: 'investment', icon: 'trending', scene: 'towers',
    title: { ar: 'الاستشارات الاستثمارية', en: 'Investment advice' },
    summary: { ar: 'نبني معك محفظة عقارية تناسب أهدافك ومدة استثمارك.', en: 'We build a property portfolio around your goals and time horizon.' },
    body: {
      ar: ['نحلل العوائد والمخاطر في المدن التي نعمل بها، ونقترح عليك توزيعًا متوازنًا بين العقار الجاهز والمشاريع على الخريطة.', { ul: ['دراسات جدوى مبسطة', 'مقارنة بين المدن والعملات', 'متابعة أداء المحفظة سنويًا'] }],
      en: ['We analyse returns and risks across the cities we cover and suggest a balanced mix of ready homes and off-plan projects.', { ul: ['Simple feasibility studies', 'Comparing cities and currencies', 'A yearly portfolio review'] }],
    },
  },
  {
    key: 'exchange', icon: 'repeat', scene: 'desert',
    title: { ar: 'مقايضة العقارات', en: 'Property exchange' },
    summary: { ar: 'بدّل عقارك بآخر يناسب مرحلتك الجديدة.', en: 'Swap your property for one that fits your next chapter.' },
    body: {
      ar: ['تريد الانتقال من شقة إلى فيلا أو العكس؟ أخبرنا بما تملكه وما تبحث عنه، ونبحث لك عن مقايضة عادلة مع فرق سعر واضح.'],
      en: ['Moving from a flat to a villa, or the other way round? Tell us what you own and what you want, and we will look for a fair swap with a clear price difference.'],
    },
  },
]

export const branches = [
  {
    key: 'dubai', city: 'dubai', name: { ar: 'فرع دبي – الخليج التجاري', en: 'Dubai – Business Bay' },
    address: { ar: 'برج الأعمال، الطابق 14، الخليج التجاري، دبي، الإمارات', en: 'Business Tower, 14th floor, Business Bay, Dubai, UAE' },
    phones: ['+97145551200', '+97145551201'], whatsapp: '+971501234567', email: 'dubai@manzil.example', timeZone: 'Asia/Dubai', lat: 25.1865, lng: 55.2743,
    hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' }, { days: ['sat'], opens: '10:00', closes: '16:00' }],
  },
  {
    key: 'abu-dhabi', city: 'abu-dhabi', name: { ar: 'فرع أبوظبي – جزيرة الريم', en: 'Abu Dhabi – Al Reem Island' },
    address: { ar: 'شمس بوتيك، الطابق الأرضي، جزيرة الريم، أبوظبي، الإمارات', en: 'Shams Boutik, ground floor, Al Reem Island, Abu Dhabi, UAE' },
    phones: ['+97125553300'], whatsapp: '+971502345678', email: 'abudhabi@manzil.example', timeZone: 'Asia/Dubai', lat: 24.4991, lng: 54.4066,
    hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' }],
  },
  {
    key: 'riyadh', city: 'riyadh', name: { ar: 'فرع الرياض – العليا', en: 'Riyadh – Al Olaya' },
    address: { ar: 'طريق الملك فهد، برج الفيصلية التجاري، الطابق 9، حي العليا، الرياض', en: 'King Fahd Road, Al Faisaliah business tower, 9th floor, Al Olaya, Riyadh' },
    phones: ['+966115552200', '+966115552201'], whatsapp: '+966501234567', email: 'riyadh@manzil.example', timeZone: 'Asia/Riyadh', lat: 24.6905, lng: 46.6853,
    hours: [{ days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '09:00', closes: '17:00' }, { days: ['sat'], opens: '16:00', closes: '21:00' }],
  },
  {
    key: 'jeddah', city: 'jeddah', name: { ar: 'فرع جدة – الشاطئ', en: 'Jeddah – Al Shati' },
    address: { ar: 'طريق الكورنيش، مركز الشاطئ، الطابق الأول، جدة', en: 'Corniche Road, Al Shati Centre, 1st floor, Jeddah' },
    phones: ['+966125554400'], whatsapp: '+966551234567', email: 'jeddah@manzil.example', timeZone: 'Asia/Riyadh', lat: 21.5933, lng: 39.1080,
    hours: [{ days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '09:00', closes: '17:00' }],
  },
  {
    key: 'new-cairo', city: 'new-cairo', name: { ar: 'فرع القاهرة الجديدة – التجمع الخامس', en: 'New Cairo – Fifth Settlement' },
    address: { ar: 'شارع التسعين الشمالي، مبنى 45، التجمع الخامس، القاهرة الجديدة', en: '45 North Road 90, Fifth Settlement, New Cairo' },
    phones: ['+20225550500', '+201001234567'], whatsapp: '+201001234567', email: 'cairo@manzil.example', timeZone: 'Africa/Cairo', lat: 30.0275, lng: 31.4913,
    hours: [{ days: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], opens: '10:00', closes: '19:00' }],
  },
] as const

export const team: Array<{ name: L; title: L; bio: L; branch: string; languages: string[]; phone: string; email: string; agent: boolean }> = [
  { name: { ar: 'ليلى الحمادي', en: 'Layla Al Hammadi' }, title: { ar: 'المديرة التنفيذية', en: 'Chief Executive' }, bio: { ar: 'أسست منزل عام 2012 بعد عشر سنوات في تطوير المشاريع السكنية في دبي.', en: 'Founded Manzil in 2012 after ten years developing residential projects in Dubai.' }, branch: 'dubai', languages: ['ar', 'en', 'fr'], phone: '+971501110001', email: 'layla@manzil.example', agent: false },
  { name: { ar: 'عمر الشامسي', en: 'Omar Al Shamsi' }, title: { ar: 'مدير المبيعات – دبي', en: 'Sales Director – Dubai' }, bio: { ar: 'متخصص في الفلل والمجتمعات العائلية، وأتم أكثر من 400 صفقة.', en: 'Specialises in villas and family communities, with more than 400 deals closed.' }, branch: 'dubai', languages: ['ar', 'en'], phone: '+971501110002', email: 'omar@manzil.example', agent: true },
  { name: { ar: 'سارة خان', en: 'Sara Khan' }, title: { ar: 'مستشارة عقارية أولى', en: 'Senior Property Consultant' }, bio: { ar: 'تعمل مع المستثمرين الدوليين في دبي مارينا ووسط المدينة.', en: 'Works with international investors in Dubai Marina and Downtown.' }, branch: 'dubai', languages: ['en', 'ur', 'hi', 'ar'], phone: '+971501110003', email: 'sara@manzil.example', agent: true },
  { name: { ar: 'دميتري إيفانوف', en: 'Dmitry Ivanov' }, title: { ar: 'مستشار عقاري', en: 'Property Consultant' }, bio: { ar: 'يساعد العملاء الناطقين بالروسية على الاستثمار في المشاريع على الخريطة.', en: 'Helps Russian-speaking clients invest in off-plan projects.' }, branch: 'dubai', languages: ['ru', 'en'], phone: '+971501110004', email: 'dmitry@manzil.example', agent: true },
  { name: { ar: 'مريم الكعبي', en: 'Maryam Al Kaabi' }, title: { ar: 'مديرة فرع أبوظبي', en: 'Abu Dhabi Branch Manager' }, bio: { ar: 'خبرة اثني عشر عامًا في سوق أبوظبي، من جزيرة الريم إلى السعديات.', en: 'Twelve years in the Abu Dhabi market, from Al Reem to Saadiyat.' }, branch: 'abu-dhabi', languages: ['ar', 'en'], phone: '+971502220001', email: 'maryam@manzil.example', agent: true },
  { name: { ar: 'جان بيير مارتان', en: 'Jean-Pierre Martin' }, title: { ar: 'مستشار تأجير', en: 'Leasing Consultant' }, bio: { ar: 'يتولى تأجير الشقق الفاخرة للعائلات الأوروبية المقيمة في أبوظبي.', en: 'Leases premium homes to European families living in Abu Dhabi.' }, branch: 'abu-dhabi', languages: ['fr', 'en', 'ar'], phone: '+971502220002', email: 'jeanpierre@manzil.example', agent: true },
  { name: { ar: 'فيصل العتيبي', en: 'Faisal Al Otaibi' }, title: { ar: 'مدير فرع الرياض', en: 'Riyadh Branch Manager' }, bio: { ar: 'يقود فريق الرياض ويختص بالفلل والأراضي في الأحياء الشمالية.', en: 'Leads the Riyadh team, specialising in villas and land in the northern districts.' }, branch: 'riyadh', languages: ['ar', 'en'], phone: '+966501110001', email: 'faisal@manzil.example', agent: true },
  { name: { ar: 'نورة القحطاني', en: 'Noura Al Qahtani' }, title: { ar: 'مستشارة تمويل عقاري', en: 'Home Finance Adviser' }, bio: { ar: 'تساعد العملاء على اختيار التمويل المناسب والاستفادة من برامج الدعم.', en: 'Helps clients choose the right finance and make use of support schemes.' }, branch: 'riyadh', languages: ['ar', 'en'], phone: '+966501110002', email: 'noura@manzil.example', agent: true },
  { name: { ar: 'عبدالله الغامدي', en: 'Abdullah Al Ghamdi' }, title: { ar: 'مستشار عقاري – جدة', en: 'Property Consultant – Jeddah' }, bio: { ar: 'ابن جدة ويعرف أحياءها شارعًا شارعًا، من أبحر إلى الروضة.', en: 'Born in Jeddah and knows it street by street, from Obhur to Al Rawdah.' }, branch: 'jeddah', languages: ['ar', 'en'], phone: '+966551110001', email: 'abdullah@manzil.example', agent: true },
  { name: { ar: 'أحمد عبد الرحمن', en: 'Ahmed Abdel Rahman' }, title: { ar: 'مدير فرع القاهرة الجديدة', en: 'New Cairo Branch Manager' }, bio: { ar: 'خمسة عشر عامًا في سوق القاهرة الجديدة والساحل الشمالي.', en: 'Fifteen years in the New Cairo and North Coast markets.' }, branch: 'new-cairo', languages: ['ar', 'en'], phone: '+201001110001', email: 'ahmed@manzil.example', agent: true },
  { name: { ar: 'ياسمين فؤاد', en: 'Yasmin Fouad' }, title: { ar: 'مستشارة مبيعات المشاريع', en: 'Projects Sales Consultant' }, bio: { ar: 'تتابع مشاريع الكمبوندات الجديدة وتساعد المشترين على مقارنة خطط السداد.', en: 'Follows new compound launches and helps buyers compare payment plans.' }, branch: 'new-cairo', languages: ['ar', 'en', 'fr'], phone: '+201001110002', email: 'yasmin@manzil.example', agent: true },
  { name: { ar: 'كريم منصور', en: 'Karim Mansour' }, title: { ar: 'مستشار الساحل الشمالي', en: 'North Coast Consultant' }, bio: { ar: 'متخصص في الشاليهات والقرى الساحلية من العلمين إلى سيدي عبد الرحمن.', en: 'Specialises in chalets and coastal villages from El Alamein to Sidi Abdel Rahman.' }, branch: 'new-cairo', languages: ['ar', 'en'], phone: '+201001110003', email: 'karim@manzil.example', agent: true },
  { name: { ar: 'هالة الزعبي', en: 'Hala Al Zoubi' }, title: { ar: 'مديرة التسويق', en: 'Head of Marketing' }, bio: { ar: 'تقود فريق التسويق والمحتوى في الدول الثلاث.', en: 'Leads marketing and content across all three countries.' }, branch: 'dubai', languages: ['ar', 'en'], phone: '+971501110005', email: 'hala@manzil.example', agent: false },
]

/** `openMonths`: the posting closes at the end of the month that many months after seeding; below zero, it closed already. */
export const careers: Array<{ title: L; department: string; type: string; branch: string; summary: L; duties: { ar: string[]; en: string[] }; reqs: { ar: string[]; en: string[] }; openMonths: number }> = [
  { title: { ar: 'مستشار مبيعات عقارية', en: 'Property Sales Consultant' }, department: 'sales', type: 'full-time', branch: 'dubai', openMonths: 4,
    summary: { ar: 'انضم إلى فريق المبيعات في دبي وساعد العملاء على إيجاد بيت أحلامهم.', en: 'Join our Dubai sales team and help clients find the home they dream of.' },
    duties: { ar: ['متابعة استفسارات العملاء وترتيب المعاينات', 'التفاوض على الأسعار والشروط', 'بناء قاعدة علاقات مع الملاك والمطورين'], en: ['Follow up enquiries and arrange viewings', 'Negotiate prices and terms', 'Build relationships with owners and developers'] },
    reqs: { ar: ['خبرة سنتين على الأقل في المبيعات', 'إجادة العربية والإنجليزية', 'رخصة قيادة إماراتية سارية'], en: ['At least two years in sales', 'Fluent Arabic and English', 'A valid UAE driving licence'] } },
  { title: { ar: 'أخصائي تأجير', en: 'Leasing Specialist' }, department: 'leasing', type: 'full-time', branch: 'abu-dhabi', openMonths: 3,
    summary: { ar: 'تولَّ عمليات التأجير من أول معاينة حتى تسجيل العقد.', en: 'Run lettings from first viewing to registered lease.' },
    duties: { ar: ['عرض الوحدات على المستأجرين', 'إعداد العقود وتسجيلها', 'متابعة التجديدات'], en: ['Show homes to tenants', 'Prepare and register leases', 'Handle renewals'] },
    reqs: { ar: ['خبرة في التأجير السكني', 'معرفة بنظام توثيق العقود', 'مهارات تواصل ممتازة'], en: ['Residential leasing experience', 'Knowledge of lease registration', 'Excellent communication'] } },
  { title: { ar: 'مدير تسويق رقمي', en: 'Digital Marketing Manager' }, department: 'marketing', type: 'full-time', branch: 'dubai', openMonths: 7,
    summary: { ar: 'قُد حملاتنا الرقمية في ثلاث دول وبلغتين.', en: 'Lead our digital campaigns across three countries and two languages.' },
    duties: { ar: ['تخطيط الحملات الإعلانية وإدارتها', 'تحليل الأداء وتحسين تكلفة العميل المحتمل', 'الإشراف على المحتوى العربي والإنجليزي'], en: ['Plan and run ad campaigns', 'Analyse performance and bring down cost per lead', 'Oversee Arabic and English content'] },
    reqs: { ar: ['خمس سنوات خبرة في التسويق الرقمي', 'خبرة في القطاع العقاري ميزة', 'كتابة ممتازة بالعربية والإنجليزية'], en: ['Five years in digital marketing', 'Real-estate experience is a plus', 'Excellent writing in Arabic and English'] } },
  { title: { ar: 'مستشار مبيعات – الرياض', en: 'Sales Consultant – Riyadh' }, department: 'sales', type: 'full-time', branch: 'riyadh', openMonths: 5,
    summary: { ar: 'فرصة للانضمام إلى فريق يتوسع في أسرع أسواق المنطقة نموًا.', en: 'A chance to join a growing team in the region’s fastest-moving market.' },
    duties: { ar: ['تسويق الفلل والشقق في شمال الرياض', 'مرافقة العملاء في إجراءات التمويل', 'إعداد تقارير المبيعات الأسبوعية'], en: ['Market villas and flats in north Riyadh', 'Guide clients through financing', 'Prepare weekly sales reports'] },
    reqs: { ar: ['شهادة الوسيط العقاري من الهيئة العامة للعقار', 'خبرة سنة على الأقل', 'سعودي الجنسية'], en: ['REGA broker certificate', 'At least one year of experience', 'Saudi national'] } },
  { title: { ar: 'محاسب', en: 'Accountant' }, department: 'finance', type: 'full-time', branch: 'new-cairo', openMonths: 2,
    summary: { ar: 'انضم إلى الفريق المالي في القاهرة الجديدة.', en: 'Join the finance team in New Cairo.' },
    duties: { ar: ['متابعة العمولات والتحصيلات', 'إعداد التقارير الشهرية', 'التنسيق مع المراجع الخارجي'], en: ['Track commissions and collections', 'Prepare monthly reports', 'Work with the external auditor'] },
    reqs: { ar: ['بكالوريوس تجارة', 'ثلاث سنوات خبرة', 'إتقان برامج المحاسبة وإكسل'], en: ['A degree in commerce', 'Three years of experience', 'Strong accounting software and Excel skills'] } },
  { title: { ar: 'مطور واجهات أمامية', en: 'Front-end Developer' }, department: 'technology', type: 'contract', branch: 'new-cairo', openMonths: 6,
    summary: { ar: 'ساعدنا في بناء تجربة بحث عقاري سريعة بالعربية والإنجليزية.', en: 'Help us build a fast property search in Arabic and English.' },
    duties: { ar: ['تطوير صفحات الموقع بتقنيات React', 'ضمان دعم الاتجاهين من اليمين إلى اليسار وبالعكس', 'تحسين الأداء وإمكانية الوصول'], en: ['Build site pages with React', 'Make every page work right-to-left and left-to-right', 'Improve performance and accessibility'] },
    reqs: { ar: ['خبرة ثلاث سنوات في React وTypeScript', 'خبرة في الواجهات ثنائية الاتجاه', 'معرفة بمعايير الوصول'], en: ['Three years with React and TypeScript', 'Experience with bidirectional interfaces', 'Knowledge of accessibility standards'] } },
  { title: { ar: 'ممثل خدمة عملاء', en: 'Customer Care Representative' }, department: 'customer-care', type: 'part-time', branch: 'jeddah', openMonths: 4,
    summary: { ar: 'كن أول صوت يسمعه عملاؤنا في جدة.', en: 'Be the first voice our Jeddah clients hear.' },
    duties: { ar: ['الرد على المكالمات ورسائل واتساب', 'تحويل الطلبات إلى المستشارين', 'متابعة رضا العملاء'], en: ['Answer calls and WhatsApp messages', 'Pass requests to consultants', 'Follow up on client satisfaction'] },
    reqs: { ar: ['مهارات تواصل ممتازة', 'إجادة العربية والإنجليزية', 'مرونة في ساعات العمل المسائية'], en: ['Excellent communication', 'Fluent Arabic and English', 'Flexible for evening shifts'] } },
  { title: { ar: 'متدرب عمليات عقارية', en: 'Real Estate Operations Intern' }, department: 'operations', type: 'internship', branch: 'dubai', openMonths: 9,
    summary: { ar: 'برنامج تدريب لستة أشهر لحديثي التخرج.', en: 'A six-month programme for recent graduates.' },
    duties: { ar: ['دعم فريق العمليات في إدخال العقارات', 'التنسيق مع المصورين', 'التحقق من بيانات الإعلانات'], en: ['Support operations with new listings', 'Coordinate with photographers', 'Check listing details'] },
    reqs: { ar: ['خريج حديث أو طالب في السنة الأخيرة', 'اهتمام بالقطاع العقاري', 'دقة واهتمام بالتفاصيل'], en: ['A recent graduate or final-year student', 'An interest in real estate', 'Accuracy and attention to detail'] } },
  { title: { ar: 'مستشار مبيعات الساحل الشمالي', en: 'North Coast Sales Consultant' }, department: 'sales', type: 'full-time', branch: 'new-cairo', openMonths: -2,
    summary: { ar: 'وظيفة موسمية لتسويق مشاريع الساحل الشمالي.', en: 'A seasonal role marketing North Coast projects.' },
    duties: { ar: ['تسويق الشاليهات والفلل الساحلية', 'العمل من مكتب المبيعات في العلمين خلال الصيف'], en: ['Market coastal chalets and villas', 'Work from the El Alamein sales office over the summer'] },
    reqs: { ar: ['خبرة في مبيعات المشاريع', 'استعداد للسفر'], en: ['Project sales experience', 'Willing to travel'] } },
]

export const policies: Array<{ key: 'payment' | 'privacy' | 'return' | 'terms'; title: L; ar: RichBlock[]; en: RichBlock[] }> = [
  {
    key: 'payment', title: { ar: 'سياسة الدفع', en: 'Payment policy' },
    ar: [
      'توضح هذه السياسة طرق الدفع المقبولة لدى منزل للعقارات والقواعد التي تحكم المبالغ التي تُدفع لنا أو من خلالنا.',
      { h: 'طرق الدفع' },
      'نقبل التحويل البنكي والشيكات المصرفية والدفع بالبطاقة في مكاتبنا. لا نقبل المدفوعات النقدية التي تتجاوز الحد المسموح به قانونًا في كل دولة.',
      { h: 'العمولات والرسوم' },
      'تُستحق عمولة الوساطة عند توقيع عقد البيع أو الإيجار، ونوضح قيمتها كتابيًا قبل بدء الخدمة. أما رسوم الجهات الحكومية فتُدفع مباشرة لتلك الجهات أو عبر أمناء التسجيل المعتمدين.',
      { h: 'العربون والدفعات المقدمة' },
      'يُودع العربون في حساب أمانة أو يُسلَّم بشيك باسم المالك، ولا يحتفظ به منزل إلا إذا نص الاتفاق على ذلك صراحة. وتُدفع أقساط المشاريع على الخريطة في حسابات الضمان الخاصة بكل مشروع.',
      'لأي استفسار عن الدفعات تواصل مع قسم المالية عبر البريد الإلكتروني المذكور في صفحة اتصل بنا.',
    ],
    en: [
      'This policy explains the payment methods Manzil Real Estate accepts and the rules for money paid to us or through us.',
      { h: 'Payment methods' },
      'We accept bank transfers, manager’s cheques and card payments at our offices. We do not accept cash above the legal limit in each country.',
      { h: 'Commission and fees' },
      'Brokerage commission is due when the sale or lease is signed, and we confirm the amount in writing before the service starts. Government fees are paid directly to the authority or through an approved trustee office.',
      { h: 'Deposits and advance payments' },
      'Deposits are held in escrow or given by cheque in the owner’s name; Manzil keeps them only where the agreement says so explicitly. Off-plan instalments are paid into each project’s escrow account.',
      'For any question about payments, contact our finance team at the email address on the contact page.',
    ],
  },
  {
    key: 'privacy', title: { ar: 'سياسة الخصوصية', en: 'Privacy policy' },
    ar: [
      'نحترم خصوصيتك ونلتزم بحماية بياناتك الشخصية وفق القوانين المعمول بها في الإمارات والسعودية ومصر.',
      { h: 'البيانات التي نجمعها' },
      { ul: ['بيانات التواصل التي ترسلها عبر النماذج: الاسم والهاتف والبريد الإلكتروني', 'تفاصيل طلبك العقاري والعقار الذي تسأل عنه', 'بيانات تقنية عامة مثل نوع المتصفح واللغة، دون تتبع شخصي'] },
      { h: 'كيف نستخدمها' },
      'نستخدم بياناتك للرد على طلبك وترتيب المعاينات وإرسال العروض التي طلبتها فقط. لا نبيع بياناتك ولا نشاركها مع أي جهة إلا مع المالك أو المطور المعني بطلبك، أو عندما يلزمنا القانون بذلك.',
      { h: 'حقوقك' },
      'يحق لك الاطلاع على بياناتك وتصحيحها وطلب حذفها في أي وقت بمراسلتنا. نحتفظ بالبيانات للمدة اللازمة لتقديم الخدمة والوفاء بالتزاماتنا القانونية فقط.',
    ],
    en: [
      'We respect your privacy and protect your personal data under the laws of the UAE, Saudi Arabia and Egypt.',
      { h: 'What we collect' },
      { ul: ['The contact details you send through our forms: name, phone and email', 'The details of your request and the property you ask about', 'General technical data such as browser type and language, with no personal tracking'] },
      { h: 'How we use it' },
      'We use your data to answer your request, arrange viewings and send only the offers you asked for. We never sell your data or share it, except with the owner or developer your request concerns, or where the law requires.',
      { h: 'Your rights' },
      'You may see, correct or ask us to delete your data at any time by writing to us. We keep data only as long as we need it to provide the service and meet our legal obligations.',
    ],
  },
  {
    key: 'return', title: { ar: 'سياسة الاسترجاع', en: 'Return policy' },
    ar: [
      'تحدد هذه السياسة الحالات التي تُسترد فيها المبالغ المدفوعة لمنزل للعقارات.',
      { h: 'رسوم الحجز والعربون' },
      'إذا تعذر إتمام الصفقة لسبب يعود إلى البائع أو المالك، يُرد العربون كاملًا إلى المشتري أو المستأجر خلال أربعة عشر يوم عمل. وإذا انسحب المشتري دون سبب مقبول، تُطبق الشروط المتفق عليها في عقد البيع المبدئي.',
      { h: 'رسوم الخدمات' },
      'رسوم خدمات التقييم والاستشارات تُسترد كاملة إذا أُلغي الطلب قبل زيارة المقيّم، ولا تُسترد بعد تسليم التقرير.',
      { h: 'كيف تطلب الاسترداد' },
      'أرسل طلبك كتابيًا مع رقم العقد أو الإيصال إلى قسم المالية، وسنرد عليك خلال ثلاثة أيام عمل. يُعاد المبلغ بنفس طريقة الدفع الأصلية.',
    ],
    en: [
      'This policy sets out when money paid to Manzil Real Estate is refunded.',
      { h: 'Reservation fees and deposits' },
      'If a deal cannot complete for a reason on the seller’s or landlord’s side, the deposit is returned in full to the buyer or tenant within fourteen working days. If the buyer withdraws without an acceptable reason, the terms of the sale agreement apply.',
      { h: 'Service fees' },
      'Valuation and advisory fees are refunded in full if the request is cancelled before the valuer visits, and are not refundable once the report is delivered.',
      { h: 'How to ask for a refund' },
      'Send your request in writing with the contract or receipt number to our finance team, and we will reply within three working days. Refunds are made by the original payment method.',
    ],
  },
  {
    key: 'terms', title: { ar: 'الشروط والأحكام', en: 'Terms and conditions' },
    ar: [
      'باستخدامك موقع منزل للعقارات فإنك توافق على هذه الشروط. يُرجى قراءتها بعناية.',
      { h: 'دقة المعلومات' },
      'نبذل جهدنا لتكون بيانات العقارات والأسعار دقيقة ومحدثة، لكنها تُعرض لأغراض إعلامية ولا تُعد عرضًا ملزمًا. قد تتغير الأسعار والتوافر دون إشعار، والأسعار المحولة إلى عملات أخرى تقريبية.',
      { h: 'استخدام الموقع' },
      'يُمنع نسخ محتوى الموقع أو صوره أو إعادة نشرها لأغراض تجارية دون إذن كتابي، كما يُمنع استخدام الموقع بطريقة تضر به أو بمستخدميه.',
      { h: 'المسؤولية' },
      'لا يتحمل منزل مسؤولية القرارات التي تُتخذ بناءً على المعلومات المنشورة دون الرجوع إلى مستشارينا والتحقق من المستندات الرسمية.',
      { h: 'القانون المطبق' },
      'تخضع هذه الشروط لقوانين الدولة التي يقع فيها العقار محل التعامل، وتختص محاكمها بالنظر في أي نزاع.',
    ],
    en: [
      'By using the Manzil Real Estate website you agree to these terms. Please read them carefully.',
      { h: 'Accuracy of information' },
      'We work to keep listings and prices accurate and up to date, but they are for information only and are not a binding offer. Prices and availability may change without notice, and prices converted to other currencies are approximate.',
      { h: 'Use of the site' },
      'You may not copy or republish the site’s content or photos for commercial purposes without written permission, nor use the site in a way that harms it or its users.',
      { h: 'Liability' },
      'Manzil is not responsible for decisions made on the published information without consulting our advisers and checking the official documents.',
      { h: 'Governing law' },
      'These terms are governed by the laws of the country where the property concerned is located, whose courts have jurisdiction over any dispute.',
    ],
  },
]
