import { IntlMessageFormat } from 'intl-messageformat'
import { intlLocale, type Locale } from '@/i18n/locales'
import type { AlertFrequency } from '@/lib/alerts'

/**
 * The words of saved-search alerts, in both languages: the "Alert me" form, the page that manages an
 * address's alerts, and the mails. Kept on the server (the form gets its own as props), so they add
 * nothing to the messages every page sends to the browser.
 */
const words = {
  ar: {
    siteName: 'منزل',
    // The form on a search page
    alertMe: 'أنبئني بالجديد',
    formTitle: 'تنبيه بالبريد لهذا البحث',
    formIntro: 'نرسل إليك العقارات الجديدة والتي انخفض سعرها وتطابق هذا البحث.',
    formIntroProjects: 'نرسل إليك المشاريع الجديدة التي تطابق هذا البحث.',
    email: 'البريد الإلكتروني',
    frequency: 'كم مرة؟',
    submit: 'أنشئ التنبيه',
    sending: 'جارٍ الإرسال…',
    sent: 'أرسلنا رابط تأكيد إلى {email}. يبدأ التنبيه بعد أن تضغط عليه.',
    failed: 'تعذر إنشاء التنبيه. حاول مرة أخرى.',
    close: 'إغلاق',
    privacy: 'لن نستخدم بريدك لغير هذه التنبيهات، ويمكنك إلغاؤها بنقرة من أي رسالة.',
    // Frequencies
    instant: 'فور نشرها',
    daily: 'مرة في اليوم',
    weekly: 'مرة في الأسبوع',
    // The management page
    manageTitle: 'تنبيهات البحث',
    manageIntro: 'التنبيهات المرسلة إلى {email}.',
    pending: 'بانتظار التأكيد',
    active: 'فعال',
    unsubscribed: 'ملغى',
    confirm: 'أكد التنبيه',
    unsubscribe: 'ألغِ التنبيه',
    resubscribe: 'أعد تفعيله',
    unsubscribeAll: 'ألغِ كل التنبيهات',
    save: 'احفظ',
    openSearch: 'افتح البحث',
    allProperties: 'كل العقارات',
    allLuxury: 'كل العقارات الفاخرة',
    allProjects: 'كل المشاريع',
    properties: 'عقارات',
    luxury: 'عقارات فاخرة',
    projects: 'مشاريع',
    lastSent: 'آخر رسالة: {date}',
    neverSent: 'لم نرسل رسالة بعد',
    doneConfirmed: 'تم تأكيد التنبيه. سنرسل إليك الجديد الذي يطابق بحثك.',
    doneUnsubscribed: 'تم إلغاء التنبيه. لن نرسل إليك رسائل عنه بعد الآن.',
    doneResubscribed: 'أعيد تفعيل التنبيه.',
    doneFrequency: 'تم حفظ التكرار.',
    doneAll: 'تم إلغاء كل التنبيهات المرسلة إلى هذا البريد.',
    invalidLink: 'هذا الرابط غير صالح أو انتهت صلاحيته.',
    invalidLinkHint: 'افتح الرابط من آخر رسالة وصلتك منا، أو أنشئ تنبيها جديدا من صفحة البحث.',
    browse: 'ابحث عن عقار',
    // Mails
    confirmSubject: 'أكد تنبيه البحث',
    confirmIntro: 'طلبت أن نرسل إليك الجديد الذي يطابق هذا البحث ({frequency}):',
    confirmAction: 'أكد التنبيه',
    confirmIgnore: 'إن لم تطلب هذا التنبيه فتجاهل هذه الرسالة، ولن نرسل إليك شيئا.',
    digestSubject: '{count, plural, one {عقار واحد جديد} two {عقاران جديدان} few {# عقارات جديدة} many {# عقارا جديدا} other {# عقار جديد}} لبحثك: {search}',
    digestSubjectMixed: '{count, plural, one {عقار واحد جديد أو مخفّض} two {عقاران جديدان أو مخفّضان} few {# عقارات جديدة أو مخفّضة} many {# عقارا جديدا أو مخفّضا} other {# عقار جديد أو مخفّض}} لبحثك: {search}',
    digestSubjectProjects: '{count, plural, one {مشروع واحد جديد} two {مشروعان جديدان} few {# مشاريع جديدة} many {# مشروعا جديدا} other {# مشروع جديد}} لبحثك: {search}',
    digestIntro: 'الجديد الذي يطابق بحثك منذ رسالتنا السابقة:',
    isNew: 'جديد',
    isReduced: 'مخفّض {percent}٪',
    priceOnRequest: 'السعر عند الطلب',
    from: 'يبدأ من {price}',
    bedrooms: '{count, plural, =0 {استوديو} one {غرفة نوم واحدة} two {غرفتا نوم} few {# غرف نوم} many {# غرفة نوم} other {# غرفة نوم}}',
    more: 'وغيرها ({count}) في صفحة البحث',
    viewAll: 'اعرض كل النتائج',
    manage: 'أدر تنبيهاتك',
    unsubscribeLink: 'ألغِ هذا التنبيه',
    footer: 'وصلتك هذه الرسالة لأنك طلبت تنبيها بالبريد على موقع {site}.',
  },
  en: {
    siteName: 'Manzil',
    alertMe: 'Alert me',
    formTitle: 'E-mail alert for this search',
    formIntro: 'We send you new and reduced properties that match this search.',
    formIntroProjects: 'We send you new projects that match this search.',
    email: 'Email',
    frequency: 'How often?',
    submit: 'Create the alert',
    sending: 'Sending…',
    sent: 'We sent a confirmation link to {email}. The alert starts once you open it.',
    failed: 'The alert could not be created. Please try again.',
    close: 'Close',
    privacy: 'We use your address for these alerts only; every mail has a one-click unsubscribe.',
    instant: 'As soon as they are listed',
    daily: 'Once a day',
    weekly: 'Once a week',
    manageTitle: 'Search alerts',
    manageIntro: 'The alerts sent to {email}.',
    pending: 'Awaiting confirmation',
    active: 'Active',
    unsubscribed: 'Unsubscribed',
    confirm: 'Confirm the alert',
    unsubscribe: 'Unsubscribe',
    resubscribe: 'Turn it back on',
    unsubscribeAll: 'Unsubscribe from all',
    save: 'Save',
    openSearch: 'Open the search',
    allProperties: 'All properties',
    allLuxury: 'All luxury properties',
    allProjects: 'All projects',
    properties: 'Properties',
    luxury: 'Luxury properties',
    projects: 'Projects',
    lastSent: 'Last mail: {date}',
    neverSent: 'No mail sent yet',
    doneConfirmed: 'Your alert is confirmed. We will send you what is new for your search.',
    doneUnsubscribed: 'You are unsubscribed from this alert. We will send no more mail about it.',
    doneResubscribed: 'The alert is on again.',
    doneFrequency: 'The frequency is saved.',
    doneAll: 'Every alert sent to this address is cancelled.',
    invalidLink: 'This link is not valid or has expired.',
    invalidLinkHint: 'Open the link in the latest mail from us, or create a new alert from a search page.',
    browse: 'Find a property',
    confirmSubject: 'Confirm your search alert',
    confirmIntro: 'You asked us to send you what is new for this search ({frequency}):',
    confirmAction: 'Confirm the alert',
    confirmIgnore: 'If you did not ask for this alert, ignore this mail and we will send you nothing.',
    digestSubject: '{count, plural, one {1 new property} other {# new properties}} for your search: {search}',
    digestSubjectMixed: '{count, plural, one {1 new or reduced property} other {# new or reduced properties}} for your search: {search}',
    digestSubjectProjects: '{count, plural, one {1 new project} other {# new projects}} for your search: {search}',
    digestIntro: 'What is new for your search since our last mail:',
    isNew: 'New',
    isReduced: 'Reduced {percent}%',
    priceOnRequest: 'Price on request',
    from: 'From {price}',
    bedrooms: '{count, plural, =0 {Studio} one {1 bedroom} other {# bedrooms}}',
    more: 'and {count} more on the search page',
    viewAll: 'See all results',
    manage: 'Manage your alerts',
    unsubscribeLink: 'Unsubscribe from this alert',
    footer: 'You get this mail because you asked for an e-mail alert on {site}.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type AlertWord = keyof (typeof words)['en']

/**
 * The words of alerts in `locale`, with their `{name}` values and plurals filled in (ICU messages, read
 * here: the site's own message files are compiled at build time, these are not).
 */
export function alertWords(locale: Locale) {
  return (key: AlertWord, values: Record<string, string | number> = {}): string => String(compiled(locale, key).format(values))
}

/** Each message parsed once per process (the search pages ask for a dozen on every render). */
const formats = new Map<string, IntlMessageFormat>()
function compiled(locale: Locale, key: AlertWord): IntlMessageFormat {
  const id = `${locale}:${key}`
  let format = formats.get(id)
  if (!format) formats.set(id, (format = new IntlMessageFormat(words[locale][key], intlLocale(locale))))
  return format
}

export const frequencyWord = (locale: Locale, frequency: AlertFrequency) => alertWords(locale)(frequency)
