import { policyRoute } from '@/components/content/PolicyPage'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

const route = policyRoute('privacy')
export const generateMetadata = route.generateMetadata
export default route.Page
