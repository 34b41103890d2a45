import { policyRoute } from '@/components/content/PolicyPage'

const route = policyRoute('payment')
export const generateMetadata = route.generateMetadata
export default route.Page
