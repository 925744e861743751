import { Route, Routes } from 'react-router-dom';
import { InkShopPage } from '../pages/InkShopPage';
import { InkUsagePage } from '../pages/InkUsagePage';
import { RefundRequestPage } from '../pages/RefundRequestPage';

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
