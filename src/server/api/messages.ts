import type { Locale } from '@/i18n/locales'

/** The API's own messages, in the request's language. */
const messages = {
  notFound: { ar: 'العنصر غير موجود', en: 'Not found' },
  routeNotFound: { ar: 'المسار غير موجود', en: 'No such endpoint' },
  methodNotAllowed: { ar: 'الطريقة غير مسموحة لهذا المسار', en: 'Method not allowed on this endpoint' },
  tooLarge: { ar: 'حجم الطلب أكبر من المسموح', en: 'The request body is too large' },
  unsupportedType: { ar: 'نوع المحتوى غير مدعوم', en: 'Unsupported content type' },
  badJson: { ar: 'جسم الطلب ليس JSON صالحا', en: 'The request body is not valid JSON' },
  badBody: { ar: 'تعذرت قراءة جسم الطلب', en: 'The request body could not be read' },
  tooMany: { ar: 'طلبات كثيرة، حاول مرة أخرى لاحقا', en: 'Too many requests, try again later' },
  unavailable: { ar: 'الخدمة غير متاحة مؤقتا، حاول مرة أخرى بعد قليل', en: 'The service is temporarily unavailable, try again shortly' },
  tooSlow: { ar: 'استغرق الطلب وقتا أطول من المسموح، حاول مرة أخرى بعد قليل', en: 'The request took too long, try again shortly' },
  urlTooLong: { ar: 'عنوان الطلب أطول من المسموح', en: 'The request address is too long' },
  headersTooLarge: { ar: 'ترويسات الطلب أكبر من المسموح', en: 'The request headers are too large' },
  badRequest: { ar: 'طلب غير صالح', en: 'Bad request' },
  lengthRequired: { ar: 'يجب أن يذكر الطلب طول محتواه', en: 'The request must declare the length of its body' },
  internal: { ar: 'حدث خطأ غير متوقع', en: 'Something went wrong' },
  invalid: { ar: 'البيانات المرسلة غير صالحة', en: 'The data sent is not valid' },
  unknownCurrency: { ar: 'العملة غير معروفة أو غير مفعلة', en: 'Unknown or disabled currency' },
  idempotencyKey: { ar: 'مفتاح Idempotency-Key غير صالح', en: 'The Idempotency-Key header is not valid' },
  any: { ar: 'الكل', en: 'Any' },
  studio: { ar: 'استوديو', en: 'Studio' },
  orMore: { ar: '{n} أو أكثر', en: '{n} or more' },
  yes: { ar: 'نعم', en: 'Yes' },
  no: { ar: 'لا', en: 'No' },
  withVirtualTour: { ar: 'مع جولة افتراضية', en: 'With a virtual tour' },
  unitsAvailable: { ar: 'وحدات متاحة', en: 'Units available' },
  soldOut: { ar: 'بيعت كل الوحدات', en: 'Sold out' },
  newest: { ar: 'الأحدث', en: 'Newest' },
  oldest: { ar: 'الأقدم', en: 'Oldest' },
  priceLow: { ar: 'السعر: من الأقل', en: 'Price: low to high' },
  priceHigh: { ar: 'السعر: من الأعلى', en: 'Price: high to low' },
  areaLow: { ar: 'المساحة: من الأصغر', en: 'Area: small to large' },
  areaHigh: { ar: 'المساحة: من الأكبر', en: 'Area: large to small' },
  bedroomsHigh: { ar: 'غرف النوم: الأكثر', en: 'Most bedrooms' },
  recentlyReduced: { ar: 'المخفّضة حديثًا', en: 'Recently reduced' },
  reducedOnly: { ar: 'خلال آخر 30 يومًا', en: 'Cut in the last 30 days' },
} as const satisfies Record<string, Record<Locale, string>>

export type ApiMessage = keyof typeof messages

export const apiMessage = (locale: Locale, key: ApiMessage, n?: number) => messages[key][locale].replace('{n}', String(n ?? ''))
