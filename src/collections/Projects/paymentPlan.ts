import type { Field } from 'payload'
import { options, t } from '@/fields'

export const paymentPlanFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'downPaymentPercent', type: 'number', min: 0, max: 100, label: t('الدفعة الأولى %', 'Down payment %') },
      { name: 'years', type: 'number', min: 0, max: 30, label: t('عدد السنوات', 'Years') },
      {
        name: 'frequency',
        type: 'select',
        defaultValue: 'monthly',
        label: t('تكرار الأقساط', 'Instalment frequency'),
        options: options([['monthly', 'شهري', 'Monthly'], ['quarterly', 'ربع سنوي', 'Quarterly'], ['yearly', 'سنوي', 'Yearly']]),
      },
      { name: 'handoverPercent', type: 'number', min: 0, max: 100, label: t('عند التسليم %', 'On handover %') },
    ],
  },
]
