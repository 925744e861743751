import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// The console (tables, dialogs, charts) loads when an administrator opens it.
const AdminConsolePage = lazy(() => import('../pages/AdminConsolePage').then((page) => ({ default: page.AdminConsolePage })));

/** Everything mf-admin federates: the routes of the admin area. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin-management-console" element={<AdminConsolePage />} />
    </Routes>
  );
}
