'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import type { Locale } from '@/i18n/locales'
import { formatMoney } from '@/lib/format'
import { instalments, toCents } from '@/lib/instalments'

export type CalculatorUnit = { label: string; price: number }
export type CalculatorPlan = { label: string; downPaymentPercent: number; years: number; handoverPercent: number; frequency: 'monthly' | 'quarterly' | 'yearly' }

/**
 * An amount the shell re-prices into the visitor's currency. Keyed by the amount, so a new figure is
 * a new element (which the shell sees and re-prices) instead of a text React and the shell both edit.
 */
function Amount({ amount, currency, testId, className }: { amount: number; currency: string; testId: string; className?: string }) {
  const locale = useLocale() as Locale
  const cents = toCents(amount)
  return (
    <bdi key={`${currency}:${cents}`} data-price={cents} data-currency={currency} data-testid={testId} className={className}>
      {formatMoney(locale, cents, currency)}
    </bdi>
  )
}

/** The instalments of a project's unit under one of its payment plans, with the terms adjustable. */
export function InstalmentCalculator({ units, plans, currency }: { units: CalculatorUnit[]; plans: CalculatorPlan[]; currency: string }) {
  const t = useTranslations('project')
  const id = useId()
  const [unit, setUnit] = useState(0)
  const [plan, setPlan] = useState(0)
  const first = plans[0]
  const [down, setDown] = useState(String(first?.downPaymentPercent ?? 0))
  const [years, setYears] = useState(String(first?.years ?? 1))
  const chosen = plans[plan] ?? first
  const price = units[unit]?.price
  if (!chosen || price == null) return null
  const result = instalments(price, { downPaymentPercent: Number(down), years: Number(years), handoverPercent: chosen.handoverPercent, frequency: chosen.frequency })

  const pickPlan = (index: number) => {
    const p = plans[index]
    if (!p) return
    setPlan(index)
    setDown(String(p.downPaymentPercent))
    setYears(String(p.years))
  }
  const control = 'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-brand focus:outline-none'
  const row = 'flex items-baseline justify-between gap-4 border-b border-gray-200 py-2 last:border-b-0'

  return (
    <div className="grid gap-6 rounded-card border border-gray-200 bg-white p-5 md:grid-cols-2" data-testid="instalment-calculator">
      <div className="space-y-3">
        <div>
          <label htmlFor={`${id}-unit`} className="text-sm font-semibold text-gray-800">
            {t('unitPrice')}
          </label>
          <select id={`${id}-unit`} value={unit} onChange={(e) => setUnit(Number(e.target.value))} className={control} data-testid="calc-unit">
            {units.map((u, i) => (
              <option key={i} value={i}>
                {u.label}
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-gray-600">
            <Amount amount={price} currency={currency} testId="calc-price" className="font-semibold text-gray-900" />
          </p>
        </div>
        {plans.length > 1 && (
          <div>
            <label htmlFor={`${id}-plan`} className="text-sm font-semibold text-gray-800">
              {t('paymentPlans')}
            </label>
            <select id={`${id}-plan`} value={plan} onChange={(e) => pickPlan(Number(e.target.value))} className={control} data-testid="calc-plan">
              {plans.map((p, i) => (
                <option key={i} value={i}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-down`} className="text-sm font-semibold text-gray-800">
              {t('downPercent')}
            </label>
            <input id={`${id}-down`} type="number" inputMode="decimal" min={0} max={100} step={1} value={down} onChange={(e) => setDown(e.target.value)} className={control} data-testid="calc-down" />
          </div>
          <div>
            <label htmlFor={`${id}-years`} className="text-sm font-semibold text-gray-800">
              {t('years')}
            </label>
            <input id={`${id}-years`} type="number" inputMode="numeric" min={1} max={30} step={1} value={years} onChange={(e) => setYears(e.target.value)} className={control} data-testid="calc-years" />
          </div>
        </div>
      </div>
      <div aria-live="polite" className="rounded-card bg-surface p-4">
        {result ? (
          <dl>
            <div className={row}>
              <dt className="text-gray-700">{t('downAmount')}</dt>
              <dd>
                <Amount amount={result.downPayment} currency={currency} testId="calc-down-amount" className="font-semibold" />
              </dd>
            </div>
            {result.handoverPayment > 0 && (
              <div className={row}>
                <dt className="text-gray-700">{t('handoverAmount')}</dt>
                <dd>
                  <Amount amount={result.handoverPayment} currency={currency} testId="calc-handover-amount" className="font-semibold" />
                </dd>
              </div>
            )}
            {chosen.frequency !== 'monthly' && (
              <div className={row}>
                <dt className="text-gray-700">{t(`instalment.${chosen.frequency}`)}</dt>
                <dd>
                  <Amount amount={result.perInstalment} currency={currency} testId="calc-per-instalment" className="font-semibold" />
                </dd>
              </div>
            )}
            <div className={`${row} pt-3`}>
              <dt className="font-semibold text-gray-900">{t('monthly')}</dt>
              <dd>
                <Amount amount={result.monthly} currency={currency} testId="calc-monthly" className="text-2xl font-bold text-brand" />
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-gray-700" data-testid="calc-invalid">
            {t('noPlan')}
          </p>
        )}
      </div>
    </div>
  )
}
