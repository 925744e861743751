/** HTTP paths of the accounts area (the gateway sends /api/auth/* and /api/user/* to the accounts service). */
export const accountsApiPaths = {
  currentUser: '/api/auth/user',
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  twoFactorGenerate: '/api/auth/2fa/generate',
  twoFactorEnable: '/api/auth/2fa/enable',
  /**
   * Both forms: the security page's (signed in, {password} or {twoFactorCode}: re-authentication, ADR 0025)
   * and the e-mailed token's {token, password, twoFactorCode}.
   */
  twoFactorDisable: '/api/auth/2fa/disable',
  requestTwoFactorDisable: '/api/user/request-2fa-disable',
  profile: '/api/user/profile',
  changePassword: '/api/user/change-password',
  /** POST {token}: the link mailed to a new address makes it the account's address (ADR 0025). */
  confirmEmail: '/api/auth/confirm-email',
} as const;
export type AccountsApiRoute = keyof typeof accountsApiPaths;
