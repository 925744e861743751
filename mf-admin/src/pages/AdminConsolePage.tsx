import { LoadingScreen, Tabs, useCurrentUser, usePageMeta } from '@inkspell/ui';
import { BarChart3, BookOpen, Mail, ReceiptText, ShieldCheck, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useUnreadMessageCount } from '../api/contact-messages-api';
import { ListState } from '../components/common/ListState';
import { MessagesTab } from '../components/messages/MessagesTab';
import { RefundsTab } from '../components/refunds/RefundsTab';
import { StoriesTab } from '../components/stories/StoriesTab';
import { UsersTab } from '../components/users/UsersTab';
import styles from '../components/common/Console.module.css';

type ConsoleTab = 'refunds' | 'stories' | 'users' | 'messages' | 'insights';

// Its own chunk: Recharts is fetched the first time the Insights tab opens, not with the console.
const InsightsTab = lazy(() => import('../components/insights/InsightsTab'));

/**
 * /admin-management-console: Admin console (spec 02 §2): its three tabs, plus Messages (the contact form's)
 * and Insights (analytics). The shell loads this remote
 * only for admins; the page checks the role again for the standalone mount, and the server
 * refuses everyone else anyway.
 */
export function AdminConsolePage() {
  usePageMeta({ title: 'Admin Console' });
  const { user, isLoading } = useCurrentUser();
  const [tab, setTab] = useState<ConsoleTab>('refunds');
  // A tab's list is fetched the first time it is opened and kept afterwards.
  const [opened, setOpened] = useState<ReadonlySet<ConsoleTab>>(() => new Set(['refunds']));
  const unread = useUnreadMessageCount().data?.count ?? 0;

  if (isLoading) return <LoadingScreen />;
  if (user?.role !== 'admin') return <Navigate to="/" replace />;

  const open = (next: string) => {
    const value = next as ConsoleTab;
    setTab(value);
    setOpened((current) => new Set(current).add(value));
  };

  return (
    <div className={`ink-container ${styles.page}`}>
      <header className={styles.header}>
        <span className={styles.headerIcon} aria-hidden="true">
          <ShieldCheck size={28} />
        </span>
        <div>
          <h1 className={styles.title}>Admin Console</h1>
          <p className={styles.subtitle}>
            Review refund requests, browse every story, manage user accounts, read messages and see how Inkspell is used.
          </p>
        </div>
      </header>
      <Tabs
        label="Admin console"
        className={styles.tabs}
        value={tab}
        onValueChange={open}
        items={[
          { value: 'refunds', label: <TabLabel Icon={ReceiptText} text="Refund Requests" />, content: <RefundsTab /> },
          { value: 'stories', label: <TabLabel Icon={BookOpen} text="Stories" />, content: <StoriesTab active={opened.has('stories')} /> },
          { value: 'users', label: <TabLabel Icon={Users} text="Users" />, content: <UsersTab active={opened.has('users')} /> },
          {
            value: 'messages',
            label: <TabLabel Icon={Mail} text="Messages" count={unread} />,
            content: <MessagesTab active={opened.has('messages')} />,
          },
          {
            value: 'insights',
            label: <TabLabel Icon={BarChart3} text="Insights" />,
            content: opened.has('insights') && (
              <Suspense fallback={<ListState loading>Loading insights...</ListState>}>
                <InsightsTab />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}

/** A tab's icon and name, and how many wait to be read when there is a count (the Messages tab). */
function TabLabel({ Icon, text, count = 0 }: { Icon: typeof Users; text: string; count?: number }) {
  return (
    <span className={styles.tabLabel}>
      <Icon size={18} aria-hidden="true" /> {text}
      {count > 0 && (
        <span className={styles.tabCount} data-testid="unread-count">
          {count.toLocaleString('en-US')}
          <span className="ink-visually-hidden"> unread</span>
        </span>
      )}
    </span>
  );
}
