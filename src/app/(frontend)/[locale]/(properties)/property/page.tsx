import { propertyListingRoute } from '@/components/listing/PropertyListing'

const route = propertyListingRoute({ title: 'property', base: '/property' })
export const generateMetadata = route.generateMetadata
export default route.Page
