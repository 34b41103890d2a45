import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { JobApplicationForm } from '@/components/forms/JobApplicationForm'
import { useFakeClock } from '../support/clock'
import { network } from '../support/network'
import { langs, renderIn } from '../support/render'

/** The job application's CV check in the browser, in both languages (what the server accepts is the API contract suite's). */

const words = {
  ar: { cvType: 'أرفق السيرة الذاتية ملف PDF أو DOCX', cvSize: 'أرفق سيرة ذاتية حجمها 5 ميغابايت على الأكثر' },
  en: { cvType: 'Attach the CV as a PDF or DOCX file', cvSize: 'Attach a CV of 5 MB at most' },
} as const

beforeAll(() => import('@/lib/schemas/job-application'))
beforeEach(() => useFakeClock())

for (const lang of langs) {
  describe(`job application in ${lang.code}`, () => {
    it('a CV that is not a PDF or DOCX by its content, or over 5 MB, is refused in the page language; the send focuses it and posts nothing', async () => {
      const sent = network()
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      renderIn(lang.code, <JobApplicationForm careers={[{ value: '7', label: 'Sales' }]} />)
      const form = screen.getByTestId('job-form')
      const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
      const cvError = () => form.querySelector<HTMLElement>('[data-field="cv"] [data-testid="field-error"]')!

      await user.upload(field('cv'), new File(['My CV, written as plain text and named like a PDF.'], 'cv.pdf', { type: 'application/pdf' }))
      expect(within(form).getByTestId('chosen-file').textContent).toBe('cv.pdf')
      await waitFor(() => expect(cvError().textContent).toBe(words[lang.code].cvType))

      const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x20)
      big.set(new TextEncoder().encode('%PDF-1.7\n'))
      await user.upload(field('cv'), new File([big], 'big.pdf', { type: 'application/pdf' }))
      await waitFor(() => expect(cvError().textContent).toBe(words[lang.code].cvSize))

      await user.type(field('name'), 'Lina Haddad')
      await user.type(field('email'), 'lina@example.test')
      await user.type(field('phone'), '050 765 4321')
      await user.click(field('consent'))
      await user.click(within(form).getByTestId('form-submit'))
      await waitFor(() => expect(document.activeElement).toBe(field('cv')))
      expect(cvError().textContent).toBe(words[lang.code].cvSize)
      expect(sent).toHaveLength(0)
    })
  })
}
