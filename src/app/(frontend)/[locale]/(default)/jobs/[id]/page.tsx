import { careerDetailRoute } from '@/components/content/Careers'

/** Rendered per request: a posting closes the day after its valid-through date, with or without an edit (data reads stay cached). */
export const dynamic = 'force-dynamic'

const route = careerDetailRoute('/jobs')
export const generateMetadata = route.generateMetadata
export default route.Page
