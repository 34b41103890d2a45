import { z } from 'zod'

/**
 * The shapes the API answers with. Serializers are typed by them and the OpenAPI document is
 * generated from them, so the document cannot drift from what is sent.
 */
const id = z.int().positive()
const text = z.string().nullable()
const num = z.number().nullable()

export const Ref = z.object({ id, name: z.string() }).meta({ id: 'Ref' })
export const Labelled = z.object({ value: z.string(), label: z.string() }).meta({ id: 'Labelled' })
export const Option = z
  .object({ value: z.string(), label: z.string(), count: z.int().min(0).optional() })
  .meta({ id: 'Option', description: 'A choice of a search screen. The value `not-selected-value` means "no filter".' })
export const Money = z
  .object({ amount: z.number(), currency: z.string().length(3) })
  .meta({ id: 'Money', description: 'An amount in the request currency (X-Currency), converted with the editors\' rates.' })
export const Location = z.object({ lat: z.number(), lng: z.number() }).meta({ id: 'Location' })
export const RichText = z.record(z.string(), z.unknown()).nullable().meta({ id: 'RichText', description: 'Rich text as a Lexical JSON tree ({ root: { children: [...] } }).' })

const Size = z.object({ url: z.string(), width: num, height: num })
export const Media = z
  .object({
    id,
    url: z.string(),
    alt: z.string(),
    width: num,
    height: num,
    mime_type: text,
    sizes: z.object({ thumb: Size.optional(), card: Size.optional(), hero: Size.optional() }),
  })
  .meta({ id: 'Media' })

export const PaymentPlan = z
  .object({ name: text.optional(), down_payment_percent: num, years: num, frequency: Labelled.nullable(), handover_percent: num })
  .meta({ id: 'PaymentPlan' })

export const Seo = z.object({ title: text, description: text, image: Media.nullable() }).meta({ id: 'Seo' })

export const Meta = z
  .object({ page: z.int().min(1), per_page: z.int().min(1).max(50), total: z.int().min(0), last_page: z.int().min(1) })
  .meta({ id: 'Meta' })

export const ErrorBody = z.object({ message: z.string() }).meta({ id: 'Error', examples: [{ message: 'Not found' }] })
export const ValidationErrorBody = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .meta({ id: 'ValidationError', examples: [{ message: 'The data sent is not valid', errors: { phone: ['Enter a valid phone number, local or international such as +971 50 123 4567'] } }] })
export const Created = z
  .object({ id: z.string(), created_at: z.string() })
  .meta({ id: 'Created', description: 'The public id of the stored record.', examples: [{ id: 'L-000042', created_at: '2026-11-22T08:00:00.000Z' }] })

export const FormToken = z
  .object({ token: z.string(), valid_from: z.string(), valid_until: z.string() })
  .meta({
    id: 'FormToken',
    description: 'Sent back as the X-Form-Token header of one form post, between valid_from (the minimum fill time after it was issued) and valid_until.',
    examples: [{ token: 'mi4x2k1c.Zk3vT0cJbX1q9w2e4r5t6y.3dB2…', valid_from: '2026-11-22T08:00:03.000Z', valid_until: '2026-11-22T20:00:00.000Z' }],
  })

export const Permit = z
  .object({
    number: z.string(),
    authority: text.meta({ description: 'Who issued it, in the request language: the listing\'s own, else its market\'s; null when neither names one' }),
    check_url: text.meta({ description: 'The authority\'s page for this permit (the market\'s address with the number URL-encoded in it); null when the market gives none' }),
  })
  .meta({
    id: 'Permit',
    description: 'The advertising permit the listing is published under, such as a Dubai Land Department (Trakheesi) permit or a REGA advertising licence. A market can require one: a published listing there always has it.',
    examples: [{ number: '71234567890', authority: 'Dubai Land Department — Trakheesi', check_url: 'https://example.gov/check?permit=71234567890' }],
  })

const verifiedAt = text.meta({ description: 'When an agent of the agency last checked the listing (shown as "Verified by the agency"); null when it never was' })

export const TeamMember = z
  .object({
    id,
    name: z.string(),
    slug: text,
    job_title: text,
    bio: text,
    photo: Media.nullable(),
    branch: Ref.nullable(),
    languages: z.array(Labelled),
    phone: text,
    whatsapp: text,
    email: text,
    is_agent: z.boolean(),
  })
  .meta({ id: 'TeamMember' })

export const PropertyCard = z
  .object({
    id,
    reference: z.string(),
    title: z.string(),
    slug: text,
    purpose: Labelled,
    rent_period: Labelled.nullable(),
    status: Labelled,
    price: Money.nullable(),
    original_price: Money.nullable().meta({ description: 'The price in the currency the listing was entered in' }),
    price_on_request: z.boolean(),
    area: num,
    bedrooms: num,
    bathrooms: num,
    furnishing: Labelled.nullable(),
    type: Ref.nullable(),
    category: Ref.nullable(),
    city: Ref.nullable(),
    cover: Media.nullable(),
    luxury: z.boolean(),
    featured: z.boolean(),
    virtual: z.boolean(),
    location: Location.nullable(),
    payment_plan: PaymentPlan.nullable(),
    reduced: z
      .object({ percent: z.int(), at: z.string(), price_before: Money })
      .nullable()
      .meta({ description: 'Set when the price was cut in the last 30 days: by how much (from the highest price of that window), when, and the price before' }),
    verified_at: verifiedAt,
    created_at: z.string(),
  })
  .meta({ id: 'PropertyCard' })

export const ProjectCard = z
  .object({
    id,
    name: z.string(),
    slug: text,
    status: Labelled,
    progress: num,
    starting_price: Money.nullable(),
    original_price: Money.nullable(),
    developer: z.object({ name: text, logo: Media.nullable() }),
    city: Ref.nullable(),
    cover: Media.nullable(),
    featured: z.boolean(),
    handover_date: text,
    total_units: num,
    available_units: num,
    location: Location.nullable(),
    verified_at: verifiedAt,
  })
  .meta({ id: 'ProjectCard' })

export const PropertyDetail = PropertyCard.extend({
  description: RichText,
  plot_area: num,
  finishing: Labelled.nullable(),
  floor: num,
  year_built: num,
  completion: Labelled.nullable(),
  handover_date: text,
  permit: Permit.nullable(),
  permit_number: text.meta({ deprecated: true, description: 'The same as permit.number, kept for older clients' }),
  amenities: z.array(Ref),
  country: Ref.nullable(),
  state: Ref.nullable(),
  address: text,
  gallery: z.array(Media),
  floor_plans: z.array(z.object({ title: text, image: Media.nullable() })),
  video_url: text,
  virtual_tour_url: text,
  project: ProjectCard.nullable(),
  agent: TeamMember.nullable(),
  branch: Ref.nullable(),
  seo: Seo,
  similar: z.array(PropertyCard),
  price_history: z
    .array(z.object({ at: z.string(), from: Money.nullable(), to: Money.nullable() }))
    .meta({ description: 'Every change of the price, oldest first, each amount in the currency it was set in (null: price on request)' }),
}).meta({ id: 'PropertyDetail' })

export const ProjectDetail = ProjectCard.extend({
  description: RichText,
  launch_date: text,
  category: Ref.nullable(),
  permit: Permit.nullable(),
  unit_types: z.array(
    z.object({ type: Ref.nullable(), bedrooms: num, area_min: num, area_max: num, price_min: Money.nullable(), price_max: Money.nullable(), floor_plan: Media.nullable() }),
  ),
  payment_plans: z.array(PaymentPlan),
  amenities: z.array(Ref),
  country: Ref.nullable(),
  state: Ref.nullable(),
  address: text,
  gallery: z.array(Media),
  master_plan: Media.nullable(),
  brochure: z.object({ url: z.string(), mime_type: text }).nullable(),
  video_url: text,
  seo: Seo,
  properties: z.array(PropertyCard).meta({ description: 'Units of this project on sale or for rent' }),
  similar: z.array(ProjectCard),
}).meta({ id: 'ProjectDetail' })

export const Range = z.object({ min: num, max: num })

export const PropertyFilters = z
  .object({
    types: z.array(Option),
    categories: z.array(Option),
    purposes: z.array(Option),
    bedrooms: z.array(Option),
    bathrooms: z.array(Option),
    furnishing_types: z.array(Option),
    virtual: z.array(Option),
    reduced: z.array(Option).meta({ description: 'For filter[reduced]: listings whose price was cut in the last 30 days' }),
    luxury: z.array(Option),
    cities: z.array(Option),
    sort_by: z.array(Option),
    price: Range.extend({ currency: z.string() }),
    size: Range.extend({ unit: z.literal('m2') }),
    total: z.int().min(0),
  })
  .meta({ id: 'PropertyFilters' })

export const ProjectFilters = z
  .object({
    types: z.array(Option),
    categories: z.array(Option),
    statuses: z.array(Option),
    units: z.array(Option),
    bedrooms: z.array(Option),
    cities: z.array(Option),
    sort_by: z.array(Option),
    price: Range.extend({ currency: z.string() }),
    total: z.int().min(0),
  })
  .meta({ id: 'ProjectFilters' })

export const Category = z.object({ id, name: z.string(), slug: text, type: z.enum(['1', '2', '3', '4']), description: text }).meta({ id: 'Category' })

export const BlogCard = z
  .object({
    id,
    title: z.string(),
    slug: text,
    excerpt: text,
    cover: Media.nullable(),
    category: Ref.nullable(),
    author: z.object({ id, name: z.string(), photo: Media.nullable() }).nullable(),
    published_at: text,
    featured: z.boolean(),
    insight: z.boolean(),
  })
  .meta({ id: 'BlogCard' })
export const BlogDetail = BlogCard.extend({ content: RichText, seo: Seo, related: z.array(BlogCard), related_properties: z.array(PropertyCard) }).meta({ id: 'BlogDetail' })

export const CareerCard = z
  .object({ id, title: z.string(), slug: text, department: Labelled, employment_type: Labelled, branch: Ref.nullable(), summary: text, valid_through: text })
  .meta({ id: 'CareerCard' })
export const CareerDetail = CareerCard.extend({ description: RichText, requirements: RichText, seo: Seo, apply_path: z.string() }).meta({ id: 'CareerDetail' })

export const ServiceCard = z.object({ id, title: z.string(), slug: text, summary: text, icon: text, image: Media.nullable() }).meta({ id: 'ServiceCard' })
export const ServiceDetail = ServiceCard.extend({ description: RichText, seo: Seo }).meta({ id: 'ServiceDetail' })

export const Branch = z
  .object({
    id,
    name: z.string(),
    slug: text,
    address: text,
    city: Ref.nullable(),
    phones: z.array(z.string()),
    whatsapp: text,
    email: text,
    time_zone: z.string(),
    hours: z.array(z.object({ days: z.array(Labelled), opens: z.string(), closes: z.string() })),
    location: Location,
    photo: Media.nullable(),
  })
  .meta({ id: 'Branch' })

export const Faq = z.object({ id, question: z.string(), answer: z.string(), category: Ref.nullable() }).meta({ id: 'Faq' })
export const Video = z
  .object({ id, title: z.string(), description: text, url: z.string(), thumbnail: Media.nullable(), category: Ref.nullable(), duration_seconds: num })
  .meta({ id: 'Video' })

export const Page = z
  .object({
    id,
    title: z.string(),
    permalink: z.string(),
    blocks: z.array(z.looseObject({ type: z.string(), id: text })).meta({ description: 'The page sections in order, each with its `type` and its own fields' }),
    seo: Seo,
  })
  .meta({ id: 'Page' })

export const Policy = z.object({ id, key: z.enum(['payment', 'privacy', 'return', 'terms']), title: z.string(), content: RichText, path: z.string() }).meta({ id: 'Policy' })
export const Currency = z
  .object({
    code: z.string().length(3),
    name: z.string(),
    symbol: z.string(),
    rate: z.number(),
    decimals: z.int(),
    is_default: z.boolean(),
    area_unit: z.enum(['m2', 'sqft']).meta({ description: 'The unit of area visitors of this currency read first (areas are given in m² everywhere; this is for showing them)' }),
  })
  .meta({ id: 'Currency' })

export const Country = z.object({ id, name: z.string(), code: z.string(), phone_code: text, currency: text }).meta({ id: 'Country' })
export const State = z.object({ id, name: z.string(), country_id: id }).meta({ id: 'State' })
export const City = z.object({ id, name: z.string(), state_id: id, country_id: id, location: Location.nullable() }).meta({ id: 'City' })
export const StateWithCities = State.extend({ cities: z.array(City) }).meta({ id: 'StateWithCities' })

export const Settings = z
  .object({
    seo_settings: z.object({ seo_title: text, seo_description: text, seo_image: Media.nullable() }),
    appearance_settings: z.object({ logo: Media.nullable(), favicon: Media.nullable(), color1: text }),
    contact_info: z.object({ contact_phone: text, contact_email: text, contact_whatsapp_number: text, contact_address: text }),
    social_links: z.array(z.object({ platform: z.string(), url: z.string() })),
    default_currency: text,
  })
  .meta({ id: 'Settings' })

const MenuLink = z.object({ label: z.string(), href: z.string() })
export const Menus = z
  .object({
    header: z.array(MenuLink.extend({ children: z.array(MenuLink) })),
    footer: z.array(z.object({ title: z.string(), links: z.array(MenuLink) })),
  })
  .meta({ id: 'Menus' })

export type Out<T extends z.ZodType> = z.output<T>

export const AlertRequested = z
  .object({ status: z.literal('pending') })
  .meta({ id: 'AlertRequested', description: 'The request is taken: a confirmation link goes to the address (unless it already has this alert, or asked for too many).', examples: [{ status: 'pending' }] })

export const Alert = z
  .object({
    token: z.string().meta({ description: 'The secret of this alert\u2019s links (confirm, manage, unsubscribe)' }),
    kind: z.enum(['properties', 'projects']),
    luxury: z.boolean(),
    search: z.string().meta({ description: 'The search in words, in the request\u2019s language' }),
    url: z.string().meta({ description: 'The search page (path and query)' }),
    frequency: z.enum(['instant', 'daily', 'weekly']),
    status: z.enum(['pending', 'active', 'unsubscribed']),
    created_at: z.string(),
    confirmed_at: z.string().nullable(),
    last_sent_at: z.string().nullable(),
    sent_count: z.int().min(0),
  })
  .meta({
    id: 'Alert',
    examples: [
      {
        token: 'q3XnYl0p2m8Kc1vT9wRz4aB6dE5fG7hJ',
        kind: 'properties',
        luxury: false,
        search: 'Properties · Purpose: For sale · City: Dubai',
        url: '/en/properties?purpose=sale&city=3',
        frequency: 'daily',
        status: 'active',
        created_at: '2026-11-22T08:00:00.000Z',
        confirmed_at: '2026-11-22T08:05:00.000Z',
        last_sent_at: null,
        sent_count: 0,
      },
    ],
  })
