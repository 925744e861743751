import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page loads when opened: the shop's payment element (Stripe) never reaches the history or the
// refund form, and none of it reaches a visitor who only opened one of them.
const InkShopPage = lazy(() => import('../pages/InkShopPage').then((page) => ({ default: page.InkShopPage })));
const InkUsagePage = lazy(() => import('../pages/InkUsagePage').then((page) => ({ default: page.InkUsagePage })));
const RefundRequestPage = lazy(() => import('../pages/RefundRequestPage').then((page) => ({ default: page.RefundRequestPage })));

/** Everything mf-ink federates: the routes of the ink area. */
export default function InkRoutes() {
  return (
    <Routes>
      <Route path="/ink-shop" element={<InkShopPage />} />
      <Route path="/ink-usage" element={<InkUsagePage />} />
      <Route path="/refund-request" element={<RefundRequestPage />} />
    </Routes>
  );
}
