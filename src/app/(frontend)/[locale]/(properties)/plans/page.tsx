import { plansRoute } from '@/components/listing/Plans'

/** Reads the query string (filters, sort, page) and the visitor's currency, so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const route = plansRoute()
export const generateMetadata = route.generateMetadata
export default route.Page
