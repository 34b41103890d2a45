import { propertySearchRoute } from '@/components/search/PropertySearch'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const route = propertySearchRoute({ title: 'properties', base: '/properties' })
export const generateMetadata = route.generateMetadata
export default route.Page
