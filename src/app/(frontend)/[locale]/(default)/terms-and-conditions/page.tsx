import { policyRoute } from '@/components/content/PolicyPage'

const route = policyRoute('terms')
export const generateMetadata = route.generateMetadata
export default route.Page
