import { propertySearchRoute } from '@/components/search/PropertySearch'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const route = propertySearchRoute({ title: 'luxury', base: '/luxury-property', fixed: { luxury: true }, premium: true })
export const generateMetadata = route.generateMetadata
export default route.Page
