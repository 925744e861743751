import { toast } from '@inkspell/ui';
import { useState } from 'react';
import { useAdminUsers, useEnableUser } from '../../api/admin-api';
import type { AdminUser } from '../../api/admin-answers';
import { countLabel, searchUsers } from '../../api/console-search';
import { enableFailedToast, userEnabledToast } from '../../api/user-rules';
import { QueryList } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import common from '../common/Console.module.css';
import { DisableUserDialog } from './DisableUserDialog';
import { UserItem } from './UserItem';

/** Users tab (spec 02 §2): a count, a search box and every account with Disable or Enable. */
export function UsersTab({ active }: { active: boolean }) {
  const users = useAdminUsers({ enabled: active });
  const enable = useEnableUser();
  const [search, setSearch] = useState('');
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const all = users.data ?? [];
  const shown = searchUsers(all, search);

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
        <p className={common.count} data-testid="admin-user-count">
          {users.data ? countLabel(shown.length, all.length, { one: 'user', many: 'users' }) : 'Users'}
        </p>
        <SearchBox label="Search users" placeholder="Search users" value={search} onChange={setSearch} />
      </div>
      <QueryList query={users} noun="users" items={shown} emptyText="No users yet." noMatchText="No users match this search.">
        <ul className={common.scrollList} data-testid="admin-user-list">
          {shown.map((user) => (
            <UserItem
              key={user.id}
              user={user}
              onDisable={setDisabling}
              onEnable={onEnable}
              enabling={enable.isPending && enable.variables.userId === user.id}
            />
          ))}
        </ul>
      </QueryList>
      <DisableUserDialog user={disabling} onClose={() => setDisabling(null)} />
    </div>
  );
}
