/** Staff accounts of the security suite, with passwords only these tests know (created by ./fixtures.ts). */
export const STAFF = {
  admin: { email: 'admin@security.test', password: 'security-admin-password', roles: ['admin'] },
  editor: { email: 'editor@security.test', password: 'security-editor-password', roles: ['editor'] },
  sales: { email: 'sales@security.test', password: 'security-sales-password', roles: ['sales'] },
  /** Locked out by the lockout test; nobody else signs in with it. */
  lockout: { email: 'lockout@security.test', password: 'security-lockout-password', roles: ['editor'] },
} as const

export type StaffRole = keyof typeof STAFF
