import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LeadForm } from '@/components/forms/LeadForm'
import { Toaster } from '@/components/shell/Toaster'
import { MIN_FILL_MS } from '@/lib/forms/fill-time'
import { toasts } from '@/lib/client/toasts'
import { tick, useFakeClock } from '../support/clock'
import { FAKE_FORM_TOKEN, json, network } from '../support/network'
import { langs, renderIn, text } from '../support/render'

/**
 * The lead form (contact, service, listing enquiries) as the visitor uses it, in both languages:
 * the checks in the browser, what is sent and how a failed send is told. The server's side (what
 * is stored, the honeypot, the rate limit, idempotency) is the API contract suite's; the whole way
 * to the database and the staff mail is the browser suite's (tests/e2e/forms.spec.ts).
 */

const words = {
  ar: {
    required: 'هذا الحقل مطلوب',
    phoneError: /^أدخل رقم هاتف صحيحا، محليا أو دوليا/,
  },
  en: {
    required: 'This field is required',
    phoneError: /^Enter a valid phone number, local or international/,
  },
} as const

function setup(lang: (typeof langs)[number]['code']) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  renderIn(
    lang,
    <>
      <LeadForm kind="contact" />
      <Toaster />
    </>,
  )
  const form = screen.getByTestId('lead-form')
  const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  const errorOf = (name: string) => form.querySelector<HTMLElement>(`[data-field="${name}"] [data-testid="field-error"]`)!
  return { user, form, field, errorOf }
}

// The form loads its schema when first used; loaded once here, it answers at once in every test.
beforeAll(() => import('@/lib/schemas/lead'))
beforeEach(() => useFakeClock())
afterEach(() => act(() => toasts.clear()))

for (const lang of langs) {
  const w = words[lang.code]
  describe(`lead form in ${lang.code}`, () => {
    it('checks a field once the visitor has left it, then as they type; on submit every error shows and the first invalid field takes the focus', async () => {
      const sent = network()
      const { user, form, field, errorOf } = setup(lang.code)
      const phone = field('phone')
      await user.type(phone, '12')
      // Not before the visitor has left the field once…
      expect(errorOf('phone').textContent).toBe('')
      await user.tab()
      await waitFor(() => expect(errorOf('phone').textContent).toMatch(w.phoneError))
      expect(phone.getAttribute('aria-invalid')).toBe('true')
      expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(errorOf('phone').id)
      // …then as they type.
      await user.clear(phone)
      await user.type(phone, '050 123 4567')
      await waitFor(() => expect(errorOf('phone').textContent).toBe(''))
      expect(phone.getAttribute('aria-invalid')).toBeNull()
      expect(errorOf('name').textContent).toBe('')

      await user.click(within(form).getByTestId('form-submit'))
      await waitFor(() => expect(errorOf('name').textContent).toBe(w.required))
      await waitFor(() => expect(document.activeElement).toBe(field('name')))
      expect(field('name').getAttribute('aria-invalid')).toBe('true')
      expect(within(form).getByTestId('form-failure').textContent).toBe(text(lang.code, 'forms.failure.invalid'))
      expect(phone.value).toBe('050 123 4567')
      expect(sent).toEqual([])
      if (lang.code === 'ar') expect(form.textContent).not.toMatch(/[A-Za-z]{2,}/)
    })

    it('sent after the minimum fill time: one JSON post in the page language with an Idempotency-Key, then the thank-you with the reference, focused, and a toast', async () => {
      const sent = network()
      const { user, form, field } = setup(lang.code)
      await user.type(field('name'), 'Sara')
      await user.type(field('phone'), '050 123 4567')
      await user.type(field('message'), 'A two-bedroom flat')
      await tick(MIN_FILL_MS)
      await user.click(within(form).getByTestId('form-submit'))
      const thanks = await screen.findByTestId('form-sent')
      expect(thanks.textContent).toContain(text(lang.code, 'forms.sentTitle'))
      expect(within(thanks).getByTestId('form-reference').textContent).toBe('L-000042')
      expect(document.activeElement).toBe(thanks)
      expect(screen.getByTestId('toast').textContent).toContain(text(lang.code, 'forms.sentToast'))
      expect(sent).toHaveLength(1)
      expect(sent[0]!.url).toBe('/api/v1/leads')
      expect(new Headers(sent[0]!.init.headers).get('accept-language')).toBe(lang.code)
      expect(sent[0]!.key).toMatch(/^[\x21-\x7e]{8,200}$/)
      // The token the form asked for when it appeared goes with the post, for the server's own fill-time check.
      expect(sent.tokenRequests).toHaveLength(1)
      expect(sent[0]!.token).toBe(FAKE_FORM_TOKEN)
      expect(sent[0]!.body).toMatchObject({ kind: 'contact', name: 'Sara', phone: '050 123 4567', message: 'A two-bedroom flat', page: '/' })
    })

    it('sent sooner than the minimum fill time (autofill, a form typed before its dialog opened): it waits out the rest, shown as sending, then sends; never a silent thank-you', async () => {
      const sent = network()
      const { form, field } = setup(lang.code)
      fireEvent.change(field('name'), { target: { value: 'Sara' } })
      fireEvent.change(field('phone'), { target: { value: '050 123 4567' } })
      await tick(MIN_FILL_MS - 1000)
      fireEvent.submit(form)
      // Shown as sending, and nothing posted before the time is up…
      await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('true'))
      expect(within(form).getByTestId('form-submit').textContent).toBe(text(lang.code, 'forms.sending'))
      await tick(900)
      expect(sent).toEqual([])
      expect(screen.queryByTestId('form-sent')).toBeNull()
      // …then it goes, and the visitor is thanked with the stored lead's reference.
      await tick(100)
      expect((await screen.findByTestId('form-sent')).textContent).toContain(text(lang.code, 'forms.sentTitle'))
      expect(screen.getByTestId('form-reference').textContent).toBe('L-000042')
      expect(sent).toHaveLength(1)
      expect(sent[0]!.body).toMatchObject({ name: 'Sara', phone: '050 123 4567' })
    })

    it('lost on the network: the client sends once more with the same key, then says so, keeps what was typed, and its retry uses the key again', async () => {
      const sent = network(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'))
      const { user, form, field } = setup(lang.code)
      await user.type(field('name'), 'Sara')
      await user.type(field('phone'), '050 123 4567')
      await user.type(field('message'), 'Call me')
      await tick(MIN_FILL_MS)
      await user.click(within(form).getByTestId('form-submit'))
      const failure = await within(form).findByTestId('form-failure')
      expect(failure.getAttribute('role')).toBe('alert')
      expect(failure.textContent).toContain(text(lang.code, 'forms.failure.offline'))
      expect(failure.textContent).toContain(text(lang.code, 'forms.failure.kept'))
      expect(sent).toHaveLength(2)
      expect([field('name').value, field('phone').value, field('message').value]).toEqual(['Sara', '050 123 4567', 'Call me'])

      await user.click(within(form).getByTestId('form-retry'))
      await screen.findByTestId('form-sent')
      expect(sent).toHaveLength(3)
      expect(new Set(sent.map((s) => s.key)).size).toBe(1)
    })

    it("the server's field errors (422) show on their fields in the page language, take the focus, and go when the field is edited", async () => {
      network(json(422, { message: 'invalid', errors: { phone: [lang.code === 'ar' ? 'أدخل رقم هاتف صحيحا، محليا أو دوليا.' : 'Enter a valid phone number, local or international.'] } }))
      const { user, form, field, errorOf } = setup(lang.code)
      await user.type(field('name'), 'Sara')
      await user.type(field('phone'), '050 123 4567')
      await tick(MIN_FILL_MS)
      await user.click(within(form).getByTestId('form-submit'))
      await waitFor(() => expect(errorOf('phone').textContent).toMatch(w.phoneError))
      await waitFor(() => expect(document.activeElement).toBe(field('phone')))
      expect(within(form).getByTestId('form-failure').getAttribute('data-kind')).toBe('invalid')
      expect(field('name').value).toBe('Sara')
      await user.type(field('phone'), '8')
      await waitFor(() => expect(errorOf('phone').textContent).toBe(''))
    })

    it('past the rate limit (429, after the client waited its Retry-After once) the visitor is asked to wait a minute, keeps the form and may try again', async () => {
      const sent = network(json(429, { message: 'slow down' }, { 'retry-after': '2' }), json(429, { message: 'slow down' }, { 'retry-after': '60' }))
      const { user, form, field } = setup(lang.code)
      await user.type(field('name'), 'Sara')
      await user.type(field('phone'), '050 123 4567')
      await tick(MIN_FILL_MS)
      await user.click(within(form).getByTestId('form-submit'))
      await tick(2000)
      const failure = await within(form).findByTestId('form-failure')
      expect(failure.getAttribute('data-kind')).toBe('rate-limited')
      expect(failure.textContent).toContain(text(lang.code, 'forms.failure.rate-limited'))
      expect(within(form).getByTestId('form-retry').textContent).toBe(text(lang.code, 'forms.retry'))
      expect(field('name').value).toBe('Sara')
      expect(sent).toHaveLength(2)
    })

    it('the honeypot is out of reach for screen readers, the keyboard and autofill; a bot that fills it is thanked and its value goes along for the server to drop', async () => {
      const sent = network()
      const { user, form, field } = setup(lang.code)
      const trap = field('website')
      expect(within(form).getByTestId('honeypot').getAttribute('aria-hidden')).toBe('true')
      expect(trap.getAttribute('tabindex')).toBe('-1')
      expect(trap.getAttribute('autocomplete')).toBe('off')
      await user.type(field('name'), 'Sara')
      await user.type(field('phone'), '050 123 4567')
      trap.value = 'http://spam.example'
      await tick(MIN_FILL_MS)
      await user.click(within(form).getByTestId('form-submit'))
      expect((await screen.findByTestId('form-sent')).textContent).toContain(text(lang.code, 'forms.sentTitle'))
      expect(sent[0]!.body).toMatchObject({ name: 'Sara', website: 'http://spam.example' })
    })
  })
}
