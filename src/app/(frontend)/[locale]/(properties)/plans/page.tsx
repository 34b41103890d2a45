import { propertyListingRoute } from '@/components/listing/PropertyListing'

const route = propertyListingRoute({ title: 'plans', base: '/plans', query: () => ({ withPlan: true }) })
export const generateMetadata = route.generateMetadata
export default route.Page
