import { policyRoute } from '@/components/content/PolicyPage'

const route = policyRoute('privacy')
export const generateMetadata = route.generateMetadata
export default route.Page
