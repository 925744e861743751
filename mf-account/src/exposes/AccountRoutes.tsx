import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage } from '../pages/RegisterPage';

// Login and register are prerendered and hydrated (ADR 0011), so they come with the remote; the
// others (two-factor setup with its QR code, the profile) load when opened.
const ProfilePage = lazy(() => import('../pages/ProfilePage').then((page) => ({ default: page.ProfilePage })));
const SecurityPage = lazy(() => import('../pages/SecurityPage').then((page) => ({ default: page.SecurityPage })));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage').then((page) => ({ default: page.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage').then((page) => ({ default: page.ResetPasswordPage })));
const ConfirmEmailPage = lazy(() => import('../pages/ConfirmEmailPage').then((page) => ({ default: page.ConfirmEmailPage })));
const DisableTwoFactorPage = lazy(() => import('../pages/DisableTwoFactorPage').then((page) => ({ default: page.DisableTwoFactorPage })));

/** Everything mf-account federates: the routes of the account area. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/security" element={<SecurityPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/disable-2fa" element={<DisableTwoFactorPage />} />
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
    </Routes>
  );
}
