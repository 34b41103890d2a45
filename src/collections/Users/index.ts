import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin } from '@/access'
import { options, t } from '@/fields'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: t('مستخدم', 'User'), plural: t('المستخدمون', 'Users') },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: t('الإدارة', 'Administration') },
  access: {
    read: ({ req }) => (hasRole(req.user, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: isAdmin,
    update: ({ req }) => (hasRole(req.user, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', label: t('الاسم', 'Name') },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      label: t('الأدوار', 'Roles'),
      options: options([
        ['admin', 'مدير النظام', 'Administrator'],
        ['editor', 'محرر', 'Editor'],
        ['sales', 'مبيعات', 'Sales'],
        ['hr', 'موارد بشرية', 'HR'],
      ]),
      access: { update: ({ req }) => hasRole(req.user, 'admin'), create: ({ req }) => hasRole(req.user, 'admin') },
    },
    { name: 'phone', type: 'text', label: t('الهاتف', 'Phone') },
  ],
}

