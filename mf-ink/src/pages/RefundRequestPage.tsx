import { LoadingScreen, LoginRequired, useCurrentUser, usePageMeta } from '@inkspell/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MyRefundRequests } from '../components/refund/MyRefundRequests';
import { RefundForm } from '../components/refund/RefundForm';
import layout from '../components/refund/Refund.module.css';
import styles from '../components/refund/RefundPage.module.css';

/** /refund-request: Refund request (spec 02 §2): the form on the left, the user's own requests on the right. */
export function RefundRequestPage() {
  usePageMeta({ title: 'Request an Ink Refund' });
  const { user, isLoading } = useCurrentUser();
  return (
    <div className={`ink-container ${styles.page}`}>
      <Link to="/ink-usage" className={`ink-top-link ${styles.back}`}>
        <ArrowLeft size={18} aria-hidden="true" /> Back to Ink History
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>Request an Ink Refund</h1>
        <p className={styles.subtitle}>Did a story or a purchase go wrong? Tell us what happened and we will look into it.</p>
      </header>
      {isLoading ? (
        <LoadingScreen />
      ) : user ? (
        <div className={layout.layout}>
          <RefundForm />
          <MyRefundRequests />
        </div>
      ) : (
        <LoginRequired message="Please log in to request an ink refund." />
      )}
    </div>
  );
}
