'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useMemo } from 'react'
import type React from 'react'
import { normalizeNumber } from '@/lib/forms/numbers'
import { SelectField, TextField } from './fields'
import { FormFrame } from './parts'
import { PhotoField } from './PhotoField'
import { filled, formSender } from './send'
import { useForm, type Values } from './useForm'

export type Option = { value: string; label: string }

const loadSchema = () => import('@/lib/schemas/exchange').then((m) => m.exchangeSchema)

const text = (v: Values, name: string) => {
  const value = v[name]
  return typeof value === 'string' ? value.trim() : ''
}
const number = (v: Values, name: string) => normalizeNumber(text(v, name))

/** The form's values as the exchange schema takes them: nested, figures in Latin digits, blanks left out. */
export function exchangeInput(v: Values): Record<string, unknown> {
  const photos = Array.isArray(v.photos) ? v.photos : []
  return {
    // Required fields go as typed, empty included, so that an empty one is called required.
    name: text(v, 'name'),
    phone: text(v, 'phone'),
    ...filled({
      email: text(v, 'email'),
      offered: filled({
        type: text(v, 'offered.type'),
        city: text(v, 'offered.city'),
        location: text(v, 'offered.location'),
        area: number(v, 'offered.area'),
        bedrooms: number(v, 'offered.bedrooms'),
        bathrooms: number(v, 'offered.bathrooms'),
        estimated_value: number(v, 'offered.estimated_value'),
        currency: text(v, 'offered.currency'),
        description: text(v, 'offered.description'),
      }),
      wanted: filled({
        type: text(v, 'wanted.type'),
        city: text(v, 'wanted.city'),
        budget: number(v, 'wanted.budget'),
        description: text(v, 'wanted.description'),
      }),
      photos: photos.length ? photos : undefined,
    }),
  }
}

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-card border border-gray-200 bg-white p-4 sm:p-6">
      <legend className="px-2 text-lg font-bold text-gray-900">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** The exchange form (/form): who the visitor is, what they own (with photos) and what they want for it. */
export function ExchangeForm({ types, cities, currencies, defaultCurrency }: { types: Option[]; cities: Option[]; currencies: Option[]; defaultCurrency: string }) {
  const t = useTranslations('forms')
  const locale = useLocale()
  const sender = useMemo(() => formSender(locale), [locale])
  const initial = useMemo<Values>(
    () => ({
      name: '',
      phone: '',
      email: '',
      'offered.type': '',
      'offered.city': '',
      'offered.location': '',
      'offered.area': '',
      'offered.bedrooms': '',
      'offered.bathrooms': '',
      'offered.estimated_value': '',
      'offered.currency': defaultCurrency,
      'offered.description': '',
      photos: [],
      'wanted.type': '',
      'wanted.city': '',
      'wanted.budget': '',
      'wanted.description': '',
    }),
    [defaultCurrency],
  )
  const send = useCallback(
    (input: Record<string, unknown>, key: string, token: string) => {
      const { photos, ...fields } = input
      const body = new FormData()
      body.set('data', JSON.stringify(fields))
      for (const photo of Array.isArray(photos) ? (photos as File[]) : []) body.append('photos', photo, photo.name)
      return sender.multipart('/exchange-form', body, key, token)
    },
    [sender],
  )
  const form = useForm({ loadSchema, initial, toInput: exchangeInput, send })
  const figure = { inputMode: 'decimal' as const, ltr: true, maxLength: 20 }
  return (
    <FormFrame form={form} testId="exchange-form" sentText={t('exchange.sentText')}>
      <Group legend={t('exchange.contact')}>
        <TextField form={form} name="name" label={t('name')} required autoComplete="name" maxLength={100} />
        <TextField
          form={form}
          name="phone"
          label={t('phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          ltr
          placeholder="050 123 4567"
          hint={t('phoneHint')}
          maxLength={32}
        />
        <TextField form={form} name="email" label={t('email')} type="email" inputMode="email" autoComplete="email" ltr maxLength={200} className="sm:col-span-2" />
      </Group>
      <Group legend={t('exchange.offered')}>
        <SelectField form={form} name="offered.type" label={t('exchange.type')} options={types} placeholder={t('choose')} />
        <SelectField form={form} name="offered.city" label={t('exchange.city')} options={cities} placeholder={t('choose')} />
        <TextField form={form} name="offered.location" label={t('exchange.location')} maxLength={300} className="sm:col-span-2" />
        <TextField form={form} name="offered.area" label={t('exchange.area')} {...figure} />
        <div className="grid grid-cols-2 gap-5">
          <TextField form={form} name="offered.bedrooms" label={t('exchange.bedrooms')} {...figure} inputMode="numeric" maxLength={3} />
          <TextField form={form} name="offered.bathrooms" label={t('exchange.bathrooms')} {...figure} inputMode="numeric" maxLength={3} />
        </div>
        <TextField form={form} name="offered.estimated_value" label={t('exchange.estimatedValue')} {...figure} />
        <SelectField form={form} name="offered.currency" label={t('exchange.currency')} options={currencies} placeholder={t('choose')} />
        <TextField form={form} name="offered.description" label={t('exchange.offeredDescription')} rows={4} maxLength={3000} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <PhotoField form={form} name="photos" label={t('exchange.photos')} hint={t('exchange.photosHint')} />
        </div>
      </Group>
      <Group legend={t('exchange.wanted')}>
        <SelectField form={form} name="wanted.type" label={t('exchange.type')} options={types} placeholder={t('any')} />
        <SelectField form={form} name="wanted.city" label={t('exchange.city')} options={cities} placeholder={t('any')} />
        <TextField form={form} name="wanted.budget" label={t('exchange.budget')} {...figure} hint={t('exchange.budgetHint')} />
        <TextField form={form} name="wanted.description" label={t('exchange.wantedDescription')} rows={4} maxLength={3000} className="sm:col-span-2" />
      </Group>
    </FormFrame>
  )
}
