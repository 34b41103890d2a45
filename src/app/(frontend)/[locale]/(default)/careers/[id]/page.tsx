import { careerDetailRoute } from '@/components/content/Careers'

export function generateStaticParams() {
  return []
}

const route = careerDetailRoute('/careers')
export const generateMetadata = route.generateMetadata
export default route.Page
