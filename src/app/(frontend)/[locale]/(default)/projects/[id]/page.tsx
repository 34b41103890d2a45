import { projectDetailRoute } from '@/components/listing/ProjectDetail'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

const route = projectDetailRoute()
export const generateMetadata = route.generateMetadata
export default route.Page
