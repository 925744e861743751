import { Route, Routes } from 'react-router-dom';
import { DisableTwoFactorPage } from '../pages/DisableTwoFactorPage';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { LoginPage } from '../pages/LoginPage';
import { ProfilePage } from '../pages/ProfilePage';
import { RegisterPage } from '../pages/RegisterPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { SecurityPage } from '../pages/SecurityPage';

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
    </Routes>
  );
}
