import { describe, expect, it } from 'vitest'
import { alertLinks, confirmationMail, digestMail } from '@/server/alerts/mail'

const from = { name: 'Manzil', address: 'no-reply@example.com' }

describe('the mails of search alerts', () => {
  const links = alertLinks('https://www.example.com', 'ar', 'T'.repeat(32), '/properties?city=3')

  it('links to the page in the visitor\u2019s language, and offers one-click unsubscribe to mail programs', () => {
    expect(links.manage).toBe(`https://www.example.com/alerts/${'T'.repeat(32)}`)
    expect(alertLinks('https://www.example.com', 'en', 'x'.repeat(32), '/projects').search).toBe('https://www.example.com/en/projects')
    const mail = digestMail({
      locale: 'ar',
      site: 'منزل',
      to: 'a@example.com',
      from,
      links,
      search: 'عقارات · المدينة: دبي',
      kind: 'properties',
      listings: [{ title: 'فيلا <على> البحر', url: 'https://www.example.com/properties/7-villa', image: null, price: 'AED 1,000,000', facts: ['3 غرف نوم'], change: 'reduced', percent: '10' }],
      more: 2,
      allNew: false,
    })
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<https://www.example.com/api/v1/alerts/${'T'.repeat(32)}/unsubscribe>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.subject).toBe('3 عقارات جديدة أو مخفّضة لبحثك: عقارات · المدينة: دبي')
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.html).toContain('فيلا &#60;على&#62; البحر')
    expect(mail.html).toContain('<bdi dir="ltr">AED 1,000,000</bdi>')
    expect(mail.text).toContain('مخفّض 10٪: فيلا <على> البحر')
    expect(mail.text).toContain(`${links.unsubscribe}`)
  })

  it('asks to confirm with a link and nothing to unsubscribe from', () => {
    const mail = confirmationMail({ locale: 'en', site: 'Manzil', to: 'a@example.com', from, links, search: 'All properties', frequency: 'weekly' })
    expect(mail.subject).toBe('Confirm your search alert')
    expect(mail.text).toContain('(Once a week)')
    expect(mail.text).toContain(links.confirm)
    expect(mail.headers).toBeUndefined()
  })
})
