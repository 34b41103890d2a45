import { SearchAlerts } from './Alerts'
import { ContentChanges } from './ContentChanges'
import { Blogs, Careers, FAQs, Policies, Services, Videos } from './Content'
import { Currencies } from './Currencies'
import { CvFiles, ExchangePhotos, ExchangeRequests, JobApplications, Leads, Taps } from './Inbox'
import { Cities, Countries, States } from './Locations'
import { Media } from './Media'
import { Pages } from './Pages'
import { Branches, TeamMembers } from './People'
import { Projects } from './Projects'
import { Properties } from './Properties'
import { Amenities, Categories, PropertyTypes } from './Taxonomies'
import { Users } from './Users'

export const collections = [
  Properties,
  Projects,
  Pages,
  Blogs,
  Services,
  Careers,
  FAQs,
  Videos,
  Policies,
  TeamMembers,
  Branches,
  Categories,
  PropertyTypes,
  Amenities,
  Countries,
  States,
  Cities,
  Currencies,
  Leads,
  Taps,
  SearchAlerts,
  ExchangeRequests,
  ExchangePhotos,
  JobApplications,
  CvFiles,
  Media,
  Users,
  ContentChanges,
]
