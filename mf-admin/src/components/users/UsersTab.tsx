import { toast } from '@inkspell/ui';
import { useState } from 'react';
import { useAdminUsers, useEnableUser } from '../../api/admin-api';
import type { AdminUser } from '../../api/admin-answers';
import { totalLabel } from '../../api/list-text';
import { useDebouncedSearch } from '../../api/debounced-search';
import { rowsOf, totalOf } from '../../api/paged-list';
import { enableFailedToast, userEnabledToast } from '../../api/user-rules';
import { PagedList } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import common from '../common/Console.module.css';
import { DisableUserDialog } from './DisableUserDialog';
import { UserItem } from './UserItem';

const noun = { one: 'user', many: 'users' };

/** Users tab (spec 02 §2): a count, a search box and the accounts page by page, each with Disable or Enable. */
export function UsersTab({ active }: { active: boolean }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedSearch(typed);
  const users = useAdminUsers({ search, enabled: active });
  const enable = useEnableUser();
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const total = totalOf(users.data);

  const onEnable = (user: AdminUser) =>
    enable.mutate(
      { userId: user.id },
      {
        onSuccess: (updated) => toast(userEnabledToast(updated)),
        onError: (error) => toast(enableFailedToast(error)),
      },
    );

  return (
    <div className={common.tab}>
      <div className={common.toolbar}>
        <p className={common.count} data-testid="admin-user-count" aria-live="polite">
          {users.isPlaceholderData ? 'Searching...' : total ? totalLabel(total, noun, search !== '') : 'Users'}
        </p>
        <SearchBox label="Search users" placeholder="Search by username, e-mail or name" value={typed} onChange={setTyped} />
      </div>
      <PagedList
        query={users}
        rows={rowsOf(users.data)}
        noun="users"
        filtered={search !== ''}
        emptyText="No users yet."
        noMatchText="No users match this search."
        testId="admin-user-list"
      >
        {(user) => (
          <UserItem
            key={user.id}
            user={user}
            onDisable={setDisabling}
            onEnable={onEnable}
            enabling={enable.isPending && enable.variables.userId === user.id}
          />
        )}
      </PagedList>
      <DisableUserDialog user={disabling} onClose={() => setDisabling(null)} />
    </div>
  );
}
