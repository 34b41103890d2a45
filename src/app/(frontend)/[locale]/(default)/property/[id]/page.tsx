import { propertyDetailRoute } from '@/components/listing/PropertyDetail'

export function generateStaticParams() {
  return []
}

const route = propertyDetailRoute()
export const generateMetadata = route.generateMetadata
export default route.Page
