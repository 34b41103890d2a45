import { propertyListingRoute } from '@/components/listing/PropertyListing'

const route = propertyListingRoute({
  title: 'properties',
  base: '/properties',
  query: (sp) => ({ purpose: sp.purpose === 'sale' || sp.purpose === 'rent' ? sp.purpose : undefined }),
})
export const generateMetadata = route.generateMetadata
export default route.Page
