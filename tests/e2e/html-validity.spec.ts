import { HtmlValidate } from 'html-validate'
import { fillRoute } from './support/routes'
import { expect, test } from './support/site'

/**
 * The HTML of the templates as the server sends them, checked by a validator offline: valid
 * markup (definition lists, list items) and headings that go down one level at a time. Read
 * without a browser; one run for both widths.
 */

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  // Scripts and styles come from this same site; subresource integrity is not a matter of validity.
  rules: { 'require-sri': 'off' },
})

const templates = ['/', '/blogs', '/blogs/{blog}', '/plans', '/properties/{property}', '/property/{property}', '/projects/{project}', '/privacy-policy', '/faq', '/contact-us', '/favourites?properties={property}&projects={project}', '/no-such/page']

// The markup is the same at every width: the phone project leaves @desktop-only out.
test.describe('valid HTML', { tag: '@desktop-only' }, () => {
  for (const prefix of ['', '/en']) {
    for (const template of templates) {
      test(`${prefix}${template}`, async ({ request, site }) => {
        const path = `${prefix}${fillRoute(template, site.records)}`.replace(/^\/en\/$/, '/en')
        const response = await request.get(path)
        const report = await validator.validateString(await response.text(), path)
        const problems = report.results.flatMap((r) => r.messages).map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`)
        expect(problems).toEqual([])
      })
    }
  }
})
