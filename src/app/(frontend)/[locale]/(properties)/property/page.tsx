import { propertyListingRoute } from '@/components/listing/PropertyListing'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const route = propertyListingRoute({ title: 'property', base: '/property' })
export const generateMetadata = route.generateMetadata
export default route.Page
