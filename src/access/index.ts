import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const roles = ['admin', 'editor', 'sales', 'hr'] as const
export type Role = (typeof roles)[number]

type MaybeUser = { roles?: unknown } | null | undefined

export function hasRole(user: MaybeUser, ...wanted: Role[]): boolean {
  const have = Array.isArray(user?.roles) ? (user.roles as string[]) : []
  return wanted.some((r) => have.includes(r))
}

const userOf = (req: PayloadRequest) => req.user as MaybeUser

export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
export const isEditor: Access = ({ req }) => hasRole(userOf(req), 'admin', 'editor')
export const isSales: Access = ({ req }) => hasRole(userOf(req), 'admin', 'sales')
export const isHR: Access = ({ req }) => hasRole(userOf(req), 'admin', 'hr')
export const nobody: Access = () => false
export const anyone: Access = () => true

/**
 * Visitors, sales and HR see what is published; editors (and admins) see drafts and unpublished
 * records too.
 */
export const publishedOrEditor: Access = ({ req }) => {
  if (hasRole(userOf(req), 'admin', 'editor')) return true
  const where: Where = { published: { equals: true } }
  return where
}

export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')
