/** Currencies, countries, states and cities, with each city's districts and market prices. */
export type L = { ar: string; en: string }

/** `areaUnit`: what a visitor paying in the currency reads areas in first (square feet in the UAE and the US). */
export const currencies = [
  { code: 'USD', name: { ar: 'دولار أمريكي', en: 'US Dollar' }, symbol: { ar: '$', en: '$' }, rate: 1, decimals: 2, isBase: true, isDefault: false, areaUnit: 'sqft' },
  { code: 'AED', name: { ar: 'درهم إماراتي', en: 'UAE Dirham' }, symbol: { ar: 'د.إ', en: 'AED' }, rate: 3.6725, decimals: 2, isBase: false, isDefault: true, areaUnit: 'sqft' },
  { code: 'SAR', name: { ar: 'ريال سعودي', en: 'Saudi Riyal' }, symbol: { ar: 'ر.س', en: 'SAR' }, rate: 3.75, decimals: 2, isBase: false, isDefault: false, areaUnit: 'm2' },
  { code: 'EGP', name: { ar: 'جنيه مصري', en: 'Egyptian Pound' }, symbol: { ar: 'ج.م', en: 'EGP' }, rate: 48.5, decimals: 2, isBase: false, isDefault: false, areaUnit: 'm2' },
  { code: 'EUR', name: { ar: 'يورو', en: 'Euro' }, symbol: { ar: '€', en: '€' }, rate: 0.92, decimals: 2, isBase: false, isDefault: false, areaUnit: 'm2' },
  { code: 'KWD', name: { ar: 'دينار كويتي', en: 'Kuwaiti Dinar' }, symbol: { ar: 'د.ك', en: 'KWD' }, rate: 0.307, decimals: 3, isBase: false, isDefault: false, areaUnit: 'm2' },
] as const

/**
 * A market's advertising permits (src/lib/permits.ts): whether a published listing there must show
 * one, who issues it and the address of the check page, `{permit}` standing for the number. The
 * addresses are the demo's stand-ins for the authorities' pages.
 */
export type PermitRules = { required: boolean; authority: L; checkUrl: string | null }

/** Saudi Arabia: every advert needs a REGA advertising licence. */
const rega: PermitRules = {
  required: true,
  authority: { ar: 'الهيئة العامة للعقار', en: 'Real Estate General Authority (REGA)' },
  checkUrl: 'https://rega.gov.sa/ad-licence/check?number={permit}',
}

/** The UAE has no country-wide rule: Dubai and Abu Dhabi each have their own (see `states`). */
export const countries = [
  { key: 'AE', name: { ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates' }, phoneCode: '+971', currency: 'AED', timeZone: 'Asia/Dubai', permits: null },
  { key: 'SA', name: { ar: 'المملكة العربية السعودية', en: 'Saudi Arabia' }, phoneCode: '+966', currency: 'SAR', timeZone: 'Asia/Riyadh', permits: rega },
  { key: 'EG', name: { ar: 'مصر', en: 'Egypt' }, phoneCode: '+20', currency: 'EGP', timeZone: 'Africa/Cairo', permits: null },
] as const

export type CountryKey = (typeof countries)[number]['key']

/** States with permit rules of their own, in place of their country's. */
export const states: Array<{ key: string; country: CountryKey; name: L; permits?: PermitRules }> = [
  {
    key: 'dubai',
    country: 'AE',
    name: { ar: 'إمارة دبي', en: 'Dubai' },
    permits: {
      required: true,
      authority: { ar: 'دائرة الأراضي والأملاك — تراخيصي', en: 'Dubai Land Department — Trakheesi' },
      checkUrl: 'https://trakheesi.dubailand.gov.ae/permits/check?permit={permit}',
    },
  },
  {
    key: 'abu-dhabi',
    country: 'AE',
    name: { ar: 'إمارة أبوظبي', en: 'Abu Dhabi' },
    // Required, with no check page configured: the permit shows without a QR code.
    permits: { required: true, authority: { ar: 'مركز أبوظبي العقاري', en: 'Abu Dhabi Real Estate Centre' }, checkUrl: null },
  },
  { key: 'sharjah', country: 'AE', name: { ar: 'إمارة الشارقة', en: 'Sharjah' } },
  { key: 'rak', country: 'AE', name: { ar: 'إمارة رأس الخيمة', en: 'Ras Al Khaimah' } },
  { key: 'riyadh-region', country: 'SA', name: { ar: 'منطقة الرياض', en: 'Riyadh Region' } },
  { key: 'makkah-region', country: 'SA', name: { ar: 'منطقة مكة المكرمة', en: 'Makkah Region' } },
  { key: 'eastern', country: 'SA', name: { ar: 'المنطقة الشرقية', en: 'Eastern Province' } },
  { key: 'cairo-gov', country: 'EG', name: { ar: 'محافظة القاهرة', en: 'Cairo Governorate' } },
  { key: 'giza-gov', country: 'EG', name: { ar: 'محافظة الجيزة', en: 'Giza Governorate' } },
  { key: 'alex-gov', country: 'EG', name: { ar: 'محافظة الإسكندرية', en: 'Alexandria Governorate' } },
  { key: 'matrouh-gov', country: 'EG', name: { ar: 'محافظة مطروح', en: 'Matrouh Governorate' } },
  { key: 'red-sea-gov', country: 'EG', name: { ar: 'محافظة البحر الأحمر', en: 'Red Sea Governorate' } },
]

export type CityDef = {
  key: string
  code: string
  state: string
  country: CountryKey
  name: L
  lat: number
  lng: number
  /** Rough radius of the built-up area, in degrees, for the jitter around the centre. */
  spread: number
  currency: 'AED' | 'SAR' | 'EGP'
  /** Sale price per m² for a mid-range apartment, in the city's currency. */
  sqm: number
  /** Gross rental yield, per year. */
  yieldPct: number
  coastal: boolean
  resort: boolean
  districts: L[]
}

export const cities: CityDef[] = [
  {
    key: 'dubai', code: 'DXB', state: 'dubai', country: 'AE', name: { ar: 'دبي', en: 'Dubai' }, lat: 25.2048, lng: 55.2708, spread: 0.09,
    currency: 'AED', sqm: 17500, yieldPct: 6.5, coastal: true, resort: false,
    districts: [
      { ar: 'دبي مارينا', en: 'Dubai Marina' }, { ar: 'وسط مدينة دبي', en: 'Downtown Dubai' }, { ar: 'نخلة جميرا', en: 'Palm Jumeirah' },
      { ar: 'قرية جميرا الدائرية', en: 'Jumeirah Village Circle' }, { ar: 'الخليج التجاري', en: 'Business Bay' }, { ar: 'المرابع العربية', en: 'Arabian Ranches' },
      { ar: 'دبي هيلز استيت', en: 'Dubai Hills Estate' }, { ar: 'البرشاء', en: 'Al Barsha' }, { ar: 'أبراج بحيرات جميرا', en: 'Jumeirah Lake Towers' },
    ],
  },
  {
    key: 'abu-dhabi', code: 'AUH', state: 'abu-dhabi', country: 'AE', name: { ar: 'أبوظبي', en: 'Abu Dhabi' }, lat: 24.4539, lng: 54.3773, spread: 0.08,
    currency: 'AED', sqm: 14500, yieldPct: 6.8, coastal: true, resort: false,
    districts: [
      { ar: 'جزيرة السعديات', en: 'Saadiyat Island' }, { ar: 'جزيرة الريم', en: 'Al Reem Island' }, { ar: 'جزيرة ياس', en: 'Yas Island' },
      { ar: 'مدينة خليفة', en: 'Khalifa City' }, { ar: 'شاطئ الراحة', en: 'Al Raha Beach' }, { ar: 'الكورنيش', en: 'Corniche' },
    ],
  },
  {
    key: 'al-ain', code: 'AAN', state: 'abu-dhabi', country: 'AE', name: { ar: 'العين', en: 'Al Ain' }, lat: 24.2075, lng: 55.7447, spread: 0.06,
    currency: 'AED', sqm: 7200, yieldPct: 7, coastal: false, resort: false,
    districts: [{ ar: 'الجيمي', en: 'Al Jimi' }, { ar: 'المويجعي', en: 'Al Muwaiji' }, { ar: 'زاخر', en: 'Zakher' }, { ar: 'الطوية', en: 'Al Towayya' }],
  },
  {
    key: 'sharjah', code: 'SHJ', state: 'sharjah', country: 'AE', name: { ar: 'الشارقة', en: 'Sharjah' }, lat: 25.3463, lng: 55.4209, spread: 0.06,
    currency: 'AED', sqm: 8500, yieldPct: 7.5, coastal: true, resort: false,
    districts: [{ ar: 'المجاز', en: 'Al Majaz' }, { ar: 'الخان', en: 'Al Khan' }, { ar: 'الجادة', en: 'Aljada' }, { ar: 'مويلح', en: 'Muwaileh' }, { ar: 'التعاون', en: 'Al Taawun' }],
  },
  {
    key: 'rak', code: 'RAK', state: 'rak', country: 'AE', name: { ar: 'رأس الخيمة', en: 'Ras Al Khaimah' }, lat: 25.8007, lng: 55.9762, spread: 0.07,
    currency: 'AED', sqm: 11000, yieldPct: 7.2, coastal: true, resort: true,
    districts: [{ ar: 'جزيرة المرجان', en: 'Al Marjan Island' }, { ar: 'ميناء العرب', en: 'Mina Al Arab' }, { ar: 'قرية الحمراء', en: 'Al Hamra Village' }],
  },
  {
    key: 'riyadh', code: 'RUH', state: 'riyadh-region', country: 'SA', name: { ar: 'الرياض', en: 'Riyadh' }, lat: 24.7136, lng: 46.6753, spread: 0.12,
    currency: 'SAR', sqm: 6800, yieldPct: 6, coastal: false, resort: false,
    districts: [
      { ar: 'حي الملقا', en: 'Al Malqa' }, { ar: 'حي حطين', en: 'Hittin' }, { ar: 'حي النرجس', en: 'Al Narjis' },
      { ar: 'حي العليا', en: 'Al Olaya' }, { ar: 'حي الياسمين', en: 'Al Yasmin' }, { ar: 'الدرعية', en: 'Diriyah' },
    ],
  },
  {
    key: 'jeddah', code: 'JED', state: 'makkah-region', country: 'SA', name: { ar: 'جدة', en: 'Jeddah' }, lat: 21.4858, lng: 39.1925, spread: 0.1,
    currency: 'SAR', sqm: 6200, yieldPct: 6.3, coastal: true, resort: false,
    districts: [{ ar: 'حي الشاطئ', en: 'Al Shati' }, { ar: 'أبحر الشمالية', en: 'North Obhur' }, { ar: 'حي الروضة', en: 'Al Rawdah' }, { ar: 'حي الزهراء', en: 'Al Zahra' }, { ar: 'حي الحمراء', en: 'Al Hamra' }],
  },
  {
    key: 'dammam', code: 'DMM', state: 'eastern', country: 'SA', name: { ar: 'الدمام', en: 'Dammam' }, lat: 26.4207, lng: 50.0888, spread: 0.07,
    currency: 'SAR', sqm: 4300, yieldPct: 6.8, coastal: true, resort: false,
    districts: [{ ar: 'حي الشاطئ الغربي', en: 'Al Shati Al Gharbi' }, { ar: 'حي الفيصلية', en: 'Al Faisaliyah' }, { ar: 'حي النور', en: 'Al Noor' }, { ar: 'حي الفرسان', en: 'Al Fursan' }],
  },
  {
    key: 'khobar', code: 'KBR', state: 'eastern', country: 'SA', name: { ar: 'الخبر', en: 'Al Khobar' }, lat: 26.2172, lng: 50.1971, spread: 0.05,
    currency: 'SAR', sqm: 5200, yieldPct: 6.6, coastal: true, resort: false,
    districts: [{ ar: 'حي العقربية', en: 'Al Aqrabiyah' }, { ar: 'حي الراكة', en: 'Al Rakah' }, { ar: 'الكورنيش', en: 'Corniche' }, { ar: 'حي العزيزية', en: 'Al Aziziyah' }],
  },
  {
    key: 'cairo', code: 'CAI', state: 'cairo-gov', country: 'EG', name: { ar: 'القاهرة', en: 'Cairo' }, lat: 30.0444, lng: 31.2357, spread: 0.07,
    currency: 'EGP', sqm: 62000, yieldPct: 7.5, coastal: false, resort: false,
    districts: [{ ar: 'الزمالك', en: 'Zamalek' }, { ar: 'المعادي', en: 'Maadi' }, { ar: 'مصر الجديدة', en: 'Heliopolis' }, { ar: 'جاردن سيتي', en: 'Garden City' }, { ar: 'مدينة نصر', en: 'Nasr City' }],
  },
  {
    key: 'new-cairo', code: 'NCR', state: 'cairo-gov', country: 'EG', name: { ar: 'القاهرة الجديدة', en: 'New Cairo' }, lat: 30.03, lng: 31.47, spread: 0.06,
    currency: 'EGP', sqm: 70000, yieldPct: 7.2, coastal: false, resort: false,
    districts: [{ ar: 'التجمع الخامس', en: 'Fifth Settlement' }, { ar: 'التجمع الأول', en: 'First Settlement' }, { ar: 'شارع التسعين', en: 'Road 90' }, { ar: 'القطامية', en: 'Katameya' }],
  },
  {
    key: 'sheikh-zayed', code: 'SZC', state: 'giza-gov', country: 'EG', name: { ar: 'الشيخ زايد', en: 'Sheikh Zayed City' }, lat: 30.0447, lng: 30.9833, spread: 0.04,
    currency: 'EGP', sqm: 60000, yieldPct: 7, coastal: false, resort: false,
    districts: [{ ar: 'بيفرلي هيلز', en: 'Beverly Hills' }, { ar: 'الحي السادس عشر', en: 'District 16' }, { ar: 'زايد الجديدة', en: 'New Zayed' }],
  },
  {
    key: 'october', code: 'OCT', state: 'giza-gov', country: 'EG', name: { ar: 'مدينة السادس من أكتوبر', en: '6th of October City' }, lat: 29.9668, lng: 30.9394, spread: 0.05,
    currency: 'EGP', sqm: 42000, yieldPct: 7.8, coastal: false, resort: false,
    districts: [{ ar: 'الحي المتميز', en: 'Al Motamayez District' }, { ar: 'حدائق أكتوبر', en: 'October Gardens' }, { ar: 'الحصري', en: 'Al Hosary' }],
  },
  {
    key: 'alexandria', code: 'ALY', state: 'alex-gov', country: 'EG', name: { ar: 'الإسكندرية', en: 'Alexandria' }, lat: 31.2001, lng: 29.9187, spread: 0.06,
    currency: 'EGP', sqm: 38000, yieldPct: 7.5, coastal: true, resort: false,
    districts: [{ ar: 'سموحة', en: 'Smouha' }, { ar: 'ستانلي', en: 'Stanley' }, { ar: 'جليم', en: 'Gleem' }, { ar: 'سان ستيفانو', en: 'San Stefano' }, { ar: 'سيدي بشر', en: 'Sidi Bishr' }],
  },
  {
    key: 'alamein', code: 'ALM', state: 'matrouh-gov', country: 'EG', name: { ar: 'العلمين', en: 'El Alamein' }, lat: 30.83, lng: 28.95, spread: 0.05,
    currency: 'EGP', sqm: 85000, yieldPct: 6, coastal: true, resort: true,
    districts: [{ ar: 'العلمين الجديدة', en: 'New Alamein' }, { ar: 'سيدي عبد الرحمن', en: 'Sidi Abdel Rahman' }, { ar: 'الساحل الشمالي', en: 'North Coast' }],
  },
  {
    key: 'hurghada', code: 'HRG', state: 'red-sea-gov', country: 'EG', name: { ar: 'الغردقة', en: 'Hurghada' }, lat: 27.2579, lng: 33.8116, spread: 0.06,
    currency: 'EGP', sqm: 45000, yieldPct: 8, coastal: true, resort: true,
    districts: [{ ar: 'الجونة', en: 'El Gouna' }, { ar: 'سهل حشيش', en: 'Sahl Hasheesh' }, { ar: 'الممشى السياحي', en: 'Al Mamsha' }, { ar: 'الأحياء', en: 'El Ahyaa' }],
  },
]

/** The permit rules of a city's market: its state's own, else its country's (as src/lib/permits.ts reads them). */
export function permitRulesOf(city: Pick<CityDef, 'state' | 'country'>): PermitRules | null {
  return states.find((s) => s.key === city.state)?.permits ?? countries.find((c) => c.key === city.country)?.permits ?? null
}
