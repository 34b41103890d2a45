import { careerDetailRoute } from '@/components/content/Careers'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

const route = careerDetailRoute('/jobs')
export const generateMetadata = route.generateMetadata
export default route.Page
