/** Development projects, hand-written in both languages. */
import type { SceneKind } from '../images'
import type { L } from './locations'
import type { AmenityKey, TypeKey } from './taxonomies'

export const developers: Array<{ key: string; name: L }> = [
  { key: 'sahel', name: { ar: 'ساحل للتطوير العقاري', en: 'Sahel Developments' } },
  { key: 'rimal', name: { ar: 'رمال العقارية', en: 'Rimal Properties' } },
  { key: 'ufuq', name: { ar: 'أفق القابضة', en: 'Ufuq Holding' } },
  { key: 'nile-gate', name: { ar: 'بوابة النيل للاستثمار العقاري', en: 'Nile Gate Real Estate' } },
  { key: 'madar', name: { ar: 'مدار للتطوير', en: 'Madar Development' } },
]

export type ProjectDef = {
  name: L
  city: string
  district: number
  developer: string
  status: 'planned' | 'launched' | 'under-construction' | 'ready' | 'delivered'
  progress: number
  launch: string
  handover: string
  totalUnits: number
  availableUnits: number
  category: 'residential' | 'holiday' | 'commercial'
  amenities: AmenityKey[]
  units: Array<{ type: TypeKey; beds: number; area: [number, number]; price: [number, number] }>
  plans: Array<{ name: L; down: number; years: number; frequency: 'monthly' | 'quarterly' | 'yearly'; handover: number }>
  scene: SceneKind
  intro: L
  body: L
  why: { ar: string[]; en: string[] }
  featured: boolean
}

const plan = (ar: string, en: string, down: number, years: number, frequency: 'monthly' | 'quarterly' | 'yearly', handover: number) => ({ name: { ar, en }, down, years, frequency, handover })

export const projects: ProjectDef[] = [
  {
    name: { ar: 'أبراج مرسى اللؤلؤ', en: 'Pearl Marina Towers' }, city: 'dubai', district: 0, developer: 'sahel', status: 'under-construction', progress: 62,
    launch: '2024-03-01', handover: '2027-12-31', totalUnits: 480, availableUnits: 96, category: 'residential', featured: true, scene: 'towers',
    amenities: ['shared-pool', 'gym', 'concierge', 'covered-parking', 'sea-view', 'kids-play'],
    units: [
      { type: 'apartment', beds: 1, area: [72, 88], price: [1_450_000, 1_780_000] },
      { type: 'apartment', beds: 2, area: [118, 140], price: [2_350_000, 2_900_000] },
      { type: 'penthouse', beds: 4, area: [380, 460], price: [9_800_000, 12_500_000] },
    ],
    plans: [plan('خطة 60/40', '60/40 plan', 20, 3, 'quarterly', 40), plan('خطة ما بعد التسليم', 'Post-handover plan', 10, 5, 'monthly', 30)],
    intro: { ar: 'برجان سكنيان على واجهة دبي مارينا، بشقق تطل على البحر والمرسى وبنتهاوسات في الطوابق العليا.', en: 'Two residential towers on the Dubai Marina waterfront, with apartments overlooking the sea and the marina and penthouses on the top floors.' },
    body: { ar: 'صُممت الشقق بنوافذ ممتدة من الأرض حتى السقف وشرفات واسعة، وتضم منطقة المرافق مسبحًا لا متناهي الحواف وصالة رياضية ونادياً للأطفال. المشروع على بعد دقائق مشيًا من محطة الترام والممشى البحري.', en: 'The apartments have floor-to-ceiling windows and wide balconies, and the podium holds an infinity pool, a gym and a kids’ club. The tram station and the promenade are a few minutes’ walk away.' },
    why: { ar: ['إطلالات مفتوحة على البحر والمرسى', 'خطة سداد تمتد بعد التسليم', 'عائد إيجاري قوي في واحدة من أكثر مناطق دبي طلبًا'], en: ['Open views of the sea and the marina', 'A payment plan that runs past handover', 'Strong rental returns in one of Dubai’s most popular areas'] },
  },
  {
    name: { ar: 'تلال دبي هيلز', en: 'Dubai Hills Crest' }, city: 'dubai', district: 6, developer: 'ufuq', status: 'ready', progress: 100,
    launch: '2022-05-01', handover: '2026-06-30', totalUnits: 220, availableUnits: 18, category: 'residential', featured: true, scene: 'villa',
    amenities: ['private-pool', 'garden', 'security', 'kids-play', 'smart-home', 'covered-parking'],
    units: [
      { type: 'townhouse', beds: 3, area: [210, 245], price: [3_900_000, 4_600_000] },
      { type: 'townhouse', beds: 4, area: [260, 300], price: [4_800_000, 5_600_000] },
      { type: 'villa', beds: 5, area: [480, 560], price: [11_500_000, 14_000_000] },
    ],
    plans: [plan('دفع نقدي مع خصم', 'Cash with discount', 100, 0, 'yearly', 0), plan('خطة سنتين', 'Two-year plan', 30, 2, 'quarterly', 0)],
    intro: { ar: 'مجتمع من الفلل والتاون هاوس حول حديقة مركزية وملعب غولف، جاهز للسكن الآن.', en: 'A community of villas and townhouses around a central park and a golf course, ready to move into now.' },
    body: { ar: 'تتميز المنازل بمساحات معيشة مفتوحة وحدائق خاصة، وتضم الفلل مسابح خاصة ونظام منزل ذكي. يبعد المشروع عشر دقائق عن وسط مدينة دبي، وبجواره مدارس ومستشفى ومركز تسوق كبير.', en: 'The homes have open living areas and private gardens, and the villas come with private pools and smart-home systems. Downtown Dubai is ten minutes away, with schools, a hospital and a large mall next door.' },
    why: { ar: ['جاهز للسكن فورًا', 'إطلالات على ملعب الغولف والحديقة المركزية', 'قرب المدارس والخدمات'], en: ['Ready to move in', 'Views over the golf course and central park', 'Schools and services next door'] },
  },
  {
    name: { ar: 'فلل واحة السعديات', en: 'Saadiyat Oasis Villas' }, city: 'abu-dhabi', district: 0, developer: 'madar', status: 'launched', progress: 12,
    launch: '2026-02-15', handover: '2029-09-30', totalUnits: 140, availableUnits: 88, category: 'residential', featured: true, scene: 'villa',
    amenities: ['private-pool', 'private-beach', 'garden', 'security', 'smart-home', 'driver-room'],
    units: [
      { type: 'villa', beds: 4, area: [420, 480], price: [8_200_000, 9_400_000] },
      { type: 'villa', beds: 5, area: [520, 610], price: [10_500_000, 12_900_000] },
      { type: 'villa', beds: 6, area: [680, 780], price: [15_000_000, 18_500_000] },
    ],
    plans: [plan('خطة الإطلاق', 'Launch plan', 10, 4, 'quarterly', 40), plan('خطة 50/50', '50/50 plan', 20, 3, 'quarterly', 50)],
    intro: { ar: 'فلل شاطئية على جزيرة السعديات، بين الحي الثقافي والشاطئ الذي تعشش عليه السلاحف.', en: 'Beachside villas on Saadiyat Island, between the Cultural District and the beach where turtles nest.' },
    body: { ar: 'لكل فيلا مسبح خاص وحديقة تنتهي عند ممر يقود إلى الشاطئ، مع تصاميم معمارية مستوحاة من البيوت الخليجية التقليدية وأفنيتها الداخلية. المشروع في مرحلة الإطلاق بأسعار وخطط سداد حصرية للمشترين الأوائل.', en: 'Each villa has a private pool and a garden that opens onto a path to the beach, with architecture inspired by traditional Gulf houses and their courtyards. The project is at launch, with prices and plans reserved for early buyers.' },
    why: { ar: ['وصول مباشر إلى الشاطئ', 'أسعار الإطلاق للمشترين الأوائل', 'على بعد دقائق من المتاحف والمدارس الدولية'], en: ['Direct beach access', 'Launch prices for early buyers', 'Minutes from the museums and international schools'] },
  },
  {
    name: { ar: 'حدائق الريم', en: 'Reem Gardens' }, city: 'abu-dhabi', district: 1, developer: 'rimal', status: 'delivered', progress: 100,
    launch: '2020-09-01', handover: '2024-03-31', totalUnits: 360, availableUnits: 6, category: 'residential', featured: false, scene: 'towers',
    amenities: ['shared-pool', 'gym', 'kids-play', 'covered-parking', 'security', 'balcony'],
    units: [
      { type: 'apartment', beds: 0, area: [42, 50], price: [620_000, 720_000] },
      { type: 'apartment', beds: 1, area: [70, 82], price: [950_000, 1_150_000] },
      { type: 'apartment', beds: 2, area: [110, 128], price: [1_450_000, 1_700_000] },
    ],
    plans: [plan('دفعة واحدة', 'Single payment', 100, 0, 'yearly', 0)],
    intro: { ar: 'مجمع سكني مكتمل على جزيرة الريم، يسكنه اليوم مئات العائلات وتحيط به الحدائق والقنوات المائية.', en: 'A completed residential community on Al Reem Island, home to hundreds of families today and surrounded by parks and canals.' },
    body: { ar: 'سُلّمت جميع الوحدات، وتتوفر عدد محدود من إعادة البيع بأسعار مناسبة. قرب المشروع من جزيرة المارية ووسط أبوظبي يجعله خيارًا مفضلًا للموظفين والعائلات الشابة.', en: 'Every unit has been handed over, and a few resales are available at good prices. Being close to Al Maryah Island and the centre of Abu Dhabi makes it a favourite with professionals and young families.' },
    why: { ar: ['مجتمع مكتمل وخدمات قائمة', 'قرب مراكز الأعمال', 'رسوم خدمات معقولة'], en: ['A finished community with services in place', 'Close to the business districts', 'Reasonable service charges'] },
  },
  {
    name: { ar: 'نسيم المجاز', en: 'Naseem Al Majaz' }, city: 'sharjah', district: 0, developer: 'rimal', status: 'ready', progress: 100,
    launch: '2022-01-10', handover: '2025-12-31', totalUnits: 260, availableUnits: 41, category: 'residential', featured: false, scene: 'towers',
    amenities: ['shared-pool', 'gym', 'covered-parking', 'kids-play', 'elevator'],
    units: [
      { type: 'apartment', beds: 1, area: [68, 80], price: [560_000, 640_000] },
      { type: 'apartment', beds: 2, area: [105, 125], price: [790_000, 930_000] },
      { type: 'apartment', beds: 3, area: [150, 175], price: [1_100_000, 1_300_000] },
    ],
    plans: [plan('خطة ميسرة', 'Easy plan', 20, 4, 'monthly', 0)],
    intro: { ar: 'شقق عائلية على بحيرة خالد في الشارقة، بإطلالات على النافورة والحدائق.', en: 'Family apartments on Khalid Lagoon in Sharjah, looking out over the fountain and the parks.' },
    body: { ar: 'يوفر المشروع مساحات أكبر بأسعار أقل من دبي، مع تملك حر لجميع الجنسيات. الحدائق والمطاعم والممشى المائي في المجاز على بعد خطوات.', en: 'It offers more space for less than Dubai, with freehold ownership for every nationality. The Al Majaz parks, restaurants and waterfront walk are a few steps away.' },
    why: { ar: ['تملك حر لجميع الجنسيات', 'مساحات عائلية بأسعار معقولة', 'تقسيط شهري بعد الاستلام'], en: ['Freehold for all nationalities', 'Family-sized homes at fair prices', 'Monthly instalments after handover'] },
  },
  {
    name: { ar: 'مساكن خليج المرجان', en: 'Coral Bay Residences' }, city: 'rak', district: 0, developer: 'sahel', status: 'under-construction', progress: 38,
    launch: '2025-04-01', handover: '2028-06-30', totalUnits: 310, availableUnits: 140, category: 'holiday', featured: true, scene: 'beach',
    amenities: ['private-beach', 'shared-pool', 'gym', 'sea-view', 'concierge'],
    units: [
      { type: 'apartment', beds: 1, area: [75, 90], price: [1_150_000, 1_400_000] },
      { type: 'apartment', beds: 2, area: [120, 145], price: [1_800_000, 2_250_000] },
      { type: 'chalet', beds: 3, area: [180, 220], price: [3_200_000, 3_900_000] },
    ],
    plans: [plan('خطة 70/30', '70/30 plan', 10, 3, 'quarterly', 30)],
    intro: { ar: 'منتجع سكني على جزيرة المرجان بشاطئ خاص، قرب أكبر منتجع متكامل قيد الإنشاء في المنطقة.', en: 'A residential resort on Al Marjan Island with a private beach, next to the region’s largest integrated resort now under construction.' },
    body: { ar: 'يجمع المشروع بين الشقق الفندقية والشاليهات الشاطئية، مع خدمة إدارة وتأجير قصير الأجل تتيح للمالك دخلًا خلال غيابه. أعمال الهيكل الإنشائي تسير وفق الجدول الزمني.', en: 'It pairs serviced apartments with beach chalets, and a management and holiday-letting service earns owners an income while they are away. The structure is going up on schedule.' },
    why: { ar: ['شاطئ خاص وإطلالات بحرية', 'برنامج تأجير مُدار', 'منطقة تشهد نموًا سياحيًا سريعًا'], en: ['A private beach and sea views', 'A managed rental programme', 'An area growing fast as a destination'] },
  },
  {
    name: { ar: 'روضة حطين', en: 'Rawdat Hittin' }, city: 'riyadh', district: 1, developer: 'ufuq', status: 'under-construction', progress: 55,
    launch: '2024-09-01', handover: '2027-09-30', totalUnits: 180, availableUnits: 64, category: 'residential', featured: true, scene: 'villa',
    amenities: ['private-pool', 'garden', 'driver-room', 'maid-room', 'security', 'smart-home'],
    units: [
      { type: 'villa', beds: 5, area: [360, 420], price: [3_200_000, 3_800_000] },
      { type: 'townhouse', beds: 4, area: [260, 300], price: [2_300_000, 2_700_000] },
      { type: 'duplex', beds: 3, area: [190, 220], price: [1_650_000, 1_900_000] },
    ],
    plans: [plan('خطة الدفعات مع البناء', 'Construction-linked plan', 10, 3, 'quarterly', 30), plan('تمويل بنكي', 'Bank finance', 10, 25, 'monthly', 0)],
    intro: { ar: 'حي سكني متكامل في حطين شمال الرياض، بفلل وتاون هاوس ودوبلكسات حول ممشى مظلل ومسجد.', en: 'A complete neighbourhood in Hittin, north Riyadh, with villas, townhouses and duplexes around a shaded walkway and a mosque.' },
    body: { ar: 'صُممت المنازل لتلائم العائلة السعودية: مجالس مستقلة للرجال والنساء، وملاحق للسائق والعاملة، ومداخل خاصة. المشروع معتمد من برنامج البيع على الخارطة، ويمكن شراؤه بتمويل من البنوك المحلية.', en: 'The homes are designed around the Saudi family: separate majlis rooms, quarters for a driver and a housekeeper, and private entrances. The project is licensed under the off-plan sales programme and can be bought with local bank finance.' },
    why: { ar: ['قرب طريق الملك فهد والبوليفارد', 'مرخص ضمن برنامج البيع على الخارطة', 'تصاميم تناسب العائلة السعودية'], en: ['Close to King Fahd Road and the Boulevard', 'Licensed under the off-plan programme', 'Designed for Saudi family life'] },
  },
  {
    name: { ar: 'تلال الملقا', en: 'Malqa Hills' }, city: 'riyadh', district: 0, developer: 'madar', status: 'planned', progress: 0,
    launch: '2027-02-01', handover: '2030-06-30', totalUnits: 420, availableUnits: 420, category: 'residential', featured: false, scene: 'towers',
    amenities: ['shared-pool', 'gym', 'kids-play', 'covered-parking', 'security', 'concierge'],
    units: [
      { type: 'apartment', beds: 2, area: [120, 140], price: [980_000, 1_150_000] },
      { type: 'apartment', beds: 3, area: [160, 190], price: [1_300_000, 1_550_000] },
    ],
    plans: [plan('حجز مبكر', 'Early reservation', 5, 4, 'quarterly', 40)],
    intro: { ar: 'مشروع شقق عائلية مرتقب في حي الملقا، يُفتح باب التسجيل فيه قريبًا.', en: 'An upcoming family apartment project in Al Malqa, with registration opening soon.' },
    body: { ar: 'سجّل اهتمامك الآن لتصلك الأسعار والمخططات قبل الإطلاق الرسمي. يقع المشروع بين طريق الملك سلمان وطريق أنس بن مالك، على مقربة من المدارس العالمية.', en: 'Register your interest to receive prices and plans before the official launch. The site lies between King Salman Road and Anas Bin Malik Road, close to international schools.' },
    why: { ar: ['أولوية الاختيار للمسجلين مبكرًا', 'موقع في أسرع أحياء الشمال نموًا', 'دفعة حجز 5% فقط'], en: ['First choice of units for early registrants', 'One of the fastest-growing northern districts', 'Only 5% to reserve'] },
  },
  {
    name: { ar: 'أبحر مارينا', en: 'Obhur Marina' }, city: 'jeddah', district: 1, developer: 'sahel', status: 'launched', progress: 8,
    launch: '2026-05-01', handover: '2029-03-31', totalUnits: 260, availableUnits: 190, category: 'residential', featured: true, scene: 'beach',
    amenities: ['shared-pool', 'sea-view', 'private-beach', 'gym', 'covered-parking'],
    units: [
      { type: 'apartment', beds: 2, area: [130, 150], price: [1_450_000, 1_750_000] },
      { type: 'apartment', beds: 3, area: [175, 205], price: [1_950_000, 2_400_000] },
      { type: 'penthouse', beds: 4, area: [320, 380], price: [4_800_000, 5_900_000] },
    ],
    plans: [plan('خطة الإطلاق', 'Launch plan', 10, 3, 'quarterly', 30)],
    intro: { ar: 'شقق وبنتهاوسات على شرم أبحر، مع مرسى خاص لليخوت وممشى بحري.', en: 'Apartments and penthouses on the Obhur creek, with a private yacht marina and a waterfront walk.' },
    body: { ar: 'تنفتح جميع الوحدات على البحر الأحمر، ويضم المشروع نادياً شاطئياً ومطاعم على الواجهة المائية. تبعد أبحر ربع ساعة عن مطار الملك عبدالعزيز الدولي.', en: 'Every unit faces the Red Sea, and the project includes a beach club and waterfront restaurants. Obhur is fifteen minutes from King Abdulaziz International Airport.' },
    why: { ar: ['واجهة بحرية ومرسى خاص', 'قرب المطار', 'أسعار الإطلاق'], en: ['Waterfront with a private marina', 'Close to the airport', 'Launch prices'] },
  },
  {
    name: { ar: 'واجهة الخبر', en: 'Khobar Waterfront' }, city: 'khobar', district: 2, developer: 'rimal', status: 'ready', progress: 100,
    launch: '2021-11-01', handover: '2025-10-31', totalUnits: 200, availableUnits: 22, category: 'residential', featured: false, scene: 'towers',
    amenities: ['shared-pool', 'gym', 'sea-view', 'covered-parking', 'elevator'],
    units: [
      { type: 'apartment', beds: 2, area: [115, 135], price: [850_000, 990_000] },
      { type: 'apartment', beds: 3, area: [160, 185], price: [1_150_000, 1_350_000] },
    ],
    plans: [plan('تمويل عقاري', 'Mortgage', 10, 20, 'monthly', 0)],
    intro: { ar: 'برج سكني جاهز على كورنيش الخبر بإطلالات على الخليج العربي.', en: 'A ready residential tower on the Khobar Corniche, looking out over the Arabian Gulf.' },
    body: { ar: 'شقق بتشطيب كامل ومطابخ مجهزة، وصالة رياضية ومسبح على السطح. جسر الملك فهد والمجمعات التجارية الكبرى على بعد دقائق.', en: 'Fully finished apartments with fitted kitchens, a gym and a rooftop pool. The King Fahd Causeway and the big malls are minutes away.' },
    why: { ar: ['جاهز للسكن', 'إطلالات على الخليج', 'مؤهل للتمويل العقاري المدعوم'], en: ['Ready to move in', 'Gulf views', 'Eligible for subsidised home finance'] },
  },
  {
    name: { ar: 'ريحانة التجمع', en: 'Rayhana Residence' }, city: 'new-cairo', district: 0, developer: 'nile-gate', status: 'under-construction', progress: 70,
    launch: '2023-10-01', handover: '2027-06-30', totalUnits: 650, availableUnits: 120, category: 'residential', featured: true, scene: 'townhouses',
    amenities: ['shared-pool', 'garden', 'security', 'kids-play', 'gym', 'covered-parking'],
    units: [
      { type: 'apartment', beds: 2, area: [120, 145], price: [7_800_000, 9_400_000] },
      { type: 'apartment', beds: 3, area: [165, 195], price: [10_500_000, 12_800_000] },
      { type: 'townhouse', beds: 4, area: [240, 280], price: [19_000_000, 23_000_000] },
      { type: 'villa', beds: 5, area: [330, 390], price: [32_000_000, 38_000_000] },
    ],
    plans: [plan('8 سنوات بدون مقدم كبير', '8 years, low down payment', 10, 8, 'quarterly', 0), plan('خصم الكاش', 'Cash discount', 100, 0, 'yearly', 0)],
    intro: { ar: 'كمبوند متكامل في قلب التجمع الخامس، يجمع الشقق والتاون هاوس والفلل حول بحيرات صناعية ومساحات خضراء.', en: 'A full compound in the heart of the Fifth Settlement, with apartments, townhouses and villas set around lagoons and green space.' },
    body: { ar: 'المساحات الخضراء تغطي أكثر من ثمانين في المئة من أرض المشروع، ويضم نادياً اجتماعياً ومدرسة دولية ومنطقة تجارية. التسليم للمرحلة الأولى متوقع خلال منتصف 2027، والتقسيط حتى ثماني سنوات.', en: 'Green space covers more than eighty per cent of the land, with a social club, an international school and a retail strip. Phase one is due for handover by mid-2027, with instalments over up to eight years.' },
    why: { ar: ['تقسيط حتى 8 سنوات', 'قرب الجامعة الأمريكية وشارع التسعين', 'مطور ملتزم بمواعيد التسليم'], en: ['Instalments over up to 8 years', 'Near the American University and Road 90', 'A developer that delivers on time'] },
  },
  {
    name: { ar: 'حدائق زايد', en: 'Zayed Gardens' }, city: 'sheikh-zayed', district: 2, developer: 'nile-gate', status: 'launched', progress: 18,
    launch: '2025-11-01', handover: '2029-12-31', totalUnits: 420, availableUnits: 310, category: 'residential', featured: false, scene: 'villa',
    amenities: ['shared-pool', 'garden', 'security', 'kids-play', 'smart-home'],
    units: [
      { type: 'townhouse', beds: 3, area: [200, 235], price: [14_500_000, 17_000_000] },
      { type: 'villa', beds: 4, area: [280, 330], price: [24_000_000, 29_000_000] },
      { type: 'duplex', beds: 3, area: [210, 240], price: [12_000_000, 14_200_000] },
    ],
    plans: [plan('10 سنوات', '10-year plan', 5, 10, 'quarterly', 0), plan('7 سنوات', '7-year plan', 10, 7, 'quarterly', 0)],
    intro: { ar: 'فلل وتاون هاوس في زايد الجديدة على محور الشيخ زايد، بتصاميم تطل على حدائق داخلية واسعة.', en: 'Villas and townhouses in New Zayed on the Sheikh Zayed axis, designed around large inner gardens.' },
    body: { ar: 'يقع المشروع على بعد دقائق من مول مصر والمتحف المصري الكبير، مع أنظمة منزل ذكي في جميع الوحدات. المقدم يبدأ من 5% والتقسيط حتى عشر سنوات.', en: 'Mall of Egypt and the Grand Egyptian Museum are minutes away, and every home has a smart-home system. Down payments start at 5%, with instalments over up to ten years.' },
    why: { ar: ['مقدم من 5%', 'تقسيط حتى 10 سنوات', 'قرب المتحف المصري الكبير'], en: ['5% down payment', 'Up to 10 years to pay', 'Near the Grand Egyptian Museum'] },
  },
  {
    name: { ar: 'لاجونا العلمين', en: 'Laguna Alamein' }, city: 'alamein', district: 0, developer: 'madar', status: 'under-construction', progress: 35,
    launch: '2024-06-01', handover: '2028-06-30', totalUnits: 540, availableUnits: 230, category: 'holiday', featured: true, scene: 'beach',
    amenities: ['private-beach', 'shared-pool', 'sea-view', 'kids-play', 'security'],
    units: [
      { type: 'chalet', beds: 2, area: [95, 120], price: [9_500_000, 12_000_000] },
      { type: 'chalet', beds: 3, area: [140, 170], price: [13_500_000, 16_500_000] },
      { type: 'villa', beds: 4, area: [260, 320], price: [38_000_000, 46_000_000] },
    ],
    plans: [plan('8 سنوات', '8-year plan', 10, 8, 'quarterly', 0)],
    intro: { ar: 'قرية ساحلية في العلمين الجديدة، بشاليهات تطل على بحيرات كريستالية وشاطئ رملي أبيض.', en: 'A coastal village in New Alamein, with chalets around crystal lagoons and a white sand beach.' },
    body: { ar: 'العلمين الجديدة لم تعد مصيفًا موسميًا فقط، بل مدينة تعمل طوال العام بجامعات وأبراج ومنطقة ترفيهية. يضم المشروع فندقًا ومرسى وممشى تجاريًا، مع إدارة فندقية للوحدات.', en: 'New Alamein is no longer just a summer resort but a year-round city with universities, towers and an entertainment district. The project includes a hotel, a marina and a retail walk, with hotel management for the units.' },
    why: { ar: ['إطلالة على البحيرات والبحر', 'مدينة تعمل طوال العام', 'إدارة فندقية للوحدات'], en: ['Lagoon and sea views', 'A year-round city', 'Hotel management for owners'] },
  },
  {
    name: { ar: 'سهل حشيش باي', en: 'Sahl Hasheesh Bay' }, city: 'hurghada', district: 1, developer: 'sahel', status: 'delivered', progress: 100,
    launch: '2019-03-01', handover: '2023-12-31', totalUnits: 280, availableUnits: 12, category: 'holiday', featured: false, scene: 'beach',
    amenities: ['private-beach', 'shared-pool', 'sea-view', 'gym', 'concierge'],
    units: [
      { type: 'apartment', beds: 1, area: [60, 75], price: [3_200_000, 3_900_000] },
      { type: 'chalet', beds: 2, area: [100, 125], price: [5_400_000, 6_600_000] },
    ],
    plans: [plan('سنتان', 'Two years', 40, 2, 'quarterly', 0)],
    intro: { ar: 'منتجع مسلَّم على خليج سهل حشيش، بشعاب مرجانية على بعد أمتار من الشاطئ.', en: 'A handed-over resort on Sahl Hasheesh bay, with coral reefs a few metres off the beach.' },
    body: { ar: 'وحدات مفروشة تُدار فندقيًا، ويشتريها كثيرون للاستثمار والتأجير للسياح الأوروبيين طوال العام. المطار على بعد عشرين دقيقة.', en: 'Furnished, hotel-managed units that many buy to let to European visitors all year round. The airport is twenty minutes away.' },
    why: { ar: ['عائد تأجير سياحي طوال العام', 'شعاب مرجانية أمام الشاطئ', 'وحدات مفروشة جاهزة'], en: ['Holiday rental income all year', 'Coral reefs right off the beach', 'Furnished units, ready now'] },
  },
]
