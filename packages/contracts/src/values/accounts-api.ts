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
  /** Both forms: the security page's (no payload, signed in) and the e-mailed token's {token, password, twoFactorCode}. */
  twoFactorDisable: '/api/auth/2fa/disable',
  requestTwoFactorDisable: '/api/user/request-2fa-disable',
  profile: '/api/user/profile',
  changePassword: '/api/user/change-password',
} as const;
export type AccountsApiRoute = keyof typeof accountsApiPaths;
