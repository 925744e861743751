import { Route, Routes } from 'react-router-dom';
import { AdminConsolePage } from '../pages/AdminConsolePage';

/** Everything mf-admin federates: the routes of the admin area. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin-management-console" element={<AdminConsolePage />} />
    </Routes>
  );
}
