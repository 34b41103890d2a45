import { propertyListingRoute } from '@/components/listing/PropertyListing'

const route = propertyListingRoute({ title: 'luxury', base: '/luxury-property', query: () => ({ luxury: true }) })
export const generateMetadata = route.generateMetadata
export default route.Page
