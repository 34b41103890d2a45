import { propertyDetailRoute } from '@/components/listing/PropertyDetail'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

const route = propertyDetailRoute()
export const generateMetadata = route.generateMetadata
export default route.Page
