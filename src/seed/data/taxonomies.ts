/** Property types, property categories and amenities. */
import type { SceneKind } from '../images'
import type { L } from './locations'

export type TypeKey = 'apartment' | 'villa' | 'townhouse' | 'penthouse' | 'duplex' | 'chalet' | 'office' | 'shop' | 'warehouse' | 'land'
export type CategoryKey = 'residential' | 'commercial' | 'holiday' | 'land'

export type TypeDef = {
  key: TypeKey
  name: L
  /** Definite form, used inside sentences: "الشقة". */
  def: string
  gender: 'm' | 'f'
  residential: boolean
  icon: string
  category: CategoryKey
  beds: [number, number] | null
  scenes: SceneKind[]
}

export const propertyTypes: TypeDef[] = [
  { key: 'apartment', name: { ar: 'شقة', en: 'Apartment' }, def: 'الشقة', gender: 'f', residential: true, icon: 'building', category: 'residential', beds: [0, 4], scenes: ['towers', 'interior'] },
  { key: 'villa', name: { ar: 'فيلا', en: 'Villa' }, def: 'الفيلا', gender: 'f', residential: true, icon: 'home', category: 'residential', beds: [3, 7], scenes: ['villa', 'desert', 'interior'] },
  { key: 'townhouse', name: { ar: 'تاون هاوس', en: 'Townhouse' }, def: 'التاون هاوس', gender: 'm', residential: true, icon: 'houses', category: 'residential', beds: [2, 5], scenes: ['townhouses', 'interior'] },
  { key: 'penthouse', name: { ar: 'بنتهاوس', en: 'Penthouse' }, def: 'البنتهاوس', gender: 'm', residential: true, icon: 'crown', category: 'residential', beds: [3, 6], scenes: ['towers', 'interior'] },
  { key: 'duplex', name: { ar: 'دوبلكس', en: 'Duplex' }, def: 'الدوبلكس', gender: 'm', residential: true, icon: 'stairs', category: 'residential', beds: [2, 5], scenes: ['townhouses', 'towers', 'interior'] },
  { key: 'chalet', name: { ar: 'شاليه', en: 'Chalet' }, def: 'الشاليه', gender: 'm', residential: true, icon: 'umbrella', category: 'holiday', beds: [1, 4], scenes: ['beach', 'interior'] },
  { key: 'office', name: { ar: 'مكتب', en: 'Office' }, def: 'المكتب', gender: 'm', residential: false, icon: 'briefcase', category: 'commercial', beds: null, scenes: ['office', 'towers'] },
  { key: 'shop', name: { ar: 'محل تجاري', en: 'Shop' }, def: 'المحل', gender: 'm', residential: false, icon: 'store', category: 'commercial', beds: null, scenes: ['storefront', 'office'] },
  { key: 'warehouse', name: { ar: 'مستودع', en: 'Warehouse' }, def: 'المستودع', gender: 'm', residential: false, icon: 'warehouse', category: 'commercial', beds: null, scenes: ['land', 'office'] },
  { key: 'land', name: { ar: 'أرض', en: 'Land' }, def: 'الأرض', gender: 'f', residential: false, icon: 'map', category: 'land', beds: null, scenes: ['land', 'desert'] },
]

export const propertyCategories: Array<{ key: CategoryKey; name: L; description: L }> = [
  { key: 'residential', name: { ar: 'سكني', en: 'Residential' }, description: { ar: 'شقق وفلل وتاون هاوس للسكن العائلي والفردي', en: 'Apartments, villas and townhouses to live in' } },
  { key: 'commercial', name: { ar: 'تجاري', en: 'Commercial' }, description: { ar: 'مكاتب ومحلات ومستودعات للأعمال', en: 'Offices, shops and warehouses for business' } },
  { key: 'holiday', name: { ar: 'مصايف وبيوت عطلات', en: 'Holiday homes' }, description: { ar: 'شاليهات ووحدات في المنتجعات الساحلية', en: 'Chalets and homes in coastal resorts' } },
  { key: 'land', name: { ar: 'أراضٍ', en: 'Land' }, description: { ar: 'أراضٍ سكنية وتجارية جاهزة للبناء', en: 'Residential and commercial plots ready to build on' } },
]

export type AmenityKey =
  | 'private-pool' | 'shared-pool' | 'gym' | 'covered-parking' | 'security' | 'garden' | 'balcony' | 'maid-room'
  | 'fitted-kitchen' | 'central-ac' | 'sea-view' | 'metro' | 'kids-play' | 'elevator' | 'laundry' | 'smart-home'
  | 'private-beach' | 'driver-room' | 'concierge' | 'study'

export const amenities: Array<{ key: AmenityKey; name: L; icon: string }> = [
  { key: 'private-pool', name: { ar: 'مسبح خاص', en: 'Private pool' }, icon: 'pool' },
  { key: 'shared-pool', name: { ar: 'مسبح مشترك', en: 'Shared pool' }, icon: 'waves' },
  { key: 'gym', name: { ar: 'صالة رياضية', en: 'Gym' }, icon: 'dumbbell' },
  { key: 'covered-parking', name: { ar: 'موقف سيارات مغطى', en: 'Covered parking' }, icon: 'car' },
  { key: 'security', name: { ar: 'أمن وحراسة على مدار الساعة', en: '24-hour security' }, icon: 'shield' },
  { key: 'garden', name: { ar: 'حديقة خاصة', en: 'Private garden' }, icon: 'tree' },
  { key: 'balcony', name: { ar: 'شرفة', en: 'Balcony' }, icon: 'balcony' },
  { key: 'maid-room', name: { ar: 'غرفة خادمة', en: "Maid's room" }, icon: 'bed' },
  { key: 'fitted-kitchen', name: { ar: 'مطبخ مجهز', en: 'Fitted kitchen' }, icon: 'kitchen' },
  { key: 'central-ac', name: { ar: 'تكييف مركزي', en: 'Central air conditioning' }, icon: 'snowflake' },
  { key: 'sea-view', name: { ar: 'إطلالة بحرية', en: 'Sea view' }, icon: 'sun' },
  { key: 'metro', name: { ar: 'قريب من المترو', en: 'Near the metro' }, icon: 'train' },
  { key: 'kids-play', name: { ar: 'منطقة ألعاب للأطفال', en: "Children's play area" }, icon: 'smile' },
  { key: 'elevator', name: { ar: 'مصعد', en: 'Lift' }, icon: 'elevator' },
  { key: 'laundry', name: { ar: 'غرفة غسيل', en: 'Laundry room' }, icon: 'shirt' },
  { key: 'smart-home', name: { ar: 'نظام منزل ذكي', en: 'Smart home system' }, icon: 'cpu' },
  { key: 'private-beach', name: { ar: 'شاطئ خاص', en: 'Private beach' }, icon: 'umbrella' },
  { key: 'driver-room', name: { ar: 'غرفة سائق', en: "Driver's room" }, icon: 'key' },
  { key: 'concierge', name: { ar: 'خدمة كونسيرج', en: 'Concierge' }, icon: 'bell' },
  { key: 'study', name: { ar: 'غرفة مكتب', en: 'Study' }, icon: 'book' },
]

/** Which amenities make sense for which type. */
export const amenitiesByType: Record<TypeKey, AmenityKey[]> = {
  apartment: ['shared-pool', 'gym', 'covered-parking', 'security', 'balcony', 'fitted-kitchen', 'central-ac', 'sea-view', 'metro', 'kids-play', 'elevator', 'concierge', 'maid-room'],
  penthouse: ['private-pool', 'gym', 'covered-parking', 'security', 'balcony', 'fitted-kitchen', 'central-ac', 'sea-view', 'elevator', 'smart-home', 'concierge', 'maid-room', 'study'],
  duplex: ['shared-pool', 'gym', 'covered-parking', 'security', 'balcony', 'fitted-kitchen', 'central-ac', 'elevator', 'laundry', 'maid-room', 'study'],
  villa: ['private-pool', 'garden', 'covered-parking', 'security', 'maid-room', 'driver-room', 'fitted-kitchen', 'central-ac', 'laundry', 'smart-home', 'kids-play', 'study', 'private-beach'],
  townhouse: ['shared-pool', 'garden', 'covered-parking', 'security', 'maid-room', 'fitted-kitchen', 'central-ac', 'laundry', 'kids-play', 'study'],
  chalet: ['shared-pool', 'private-beach', 'sea-view', 'garden', 'security', 'fitted-kitchen', 'central-ac', 'kids-play'],
  office: ['covered-parking', 'security', 'central-ac', 'elevator', 'metro', 'concierge'],
  shop: ['covered-parking', 'security', 'central-ac', 'metro'],
  warehouse: ['security', 'covered-parking'],
  land: [],
}
