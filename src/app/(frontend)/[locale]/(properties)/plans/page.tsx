import { propertyListingRoute } from '@/components/listing/PropertyListing'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const route = propertyListingRoute({ title: 'plans', base: '/plans', query: () => ({ withPlan: true }) })
export const generateMetadata = route.generateMetadata
export default route.Page
