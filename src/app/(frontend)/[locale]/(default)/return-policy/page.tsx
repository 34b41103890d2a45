import { policyRoute } from '@/components/content/PolicyPage'

const route = policyRoute('return')
export const generateMetadata = route.generateMetadata
export default route.Page
