import { IonButton } from '@ionic/react';
import { useEffect, useId, useState } from 'react';
import { USER_PAGE_DEFAULT } from '@contracts/admin/messages';
import { useUsers } from '../api/get-users';
import { formatCount } from '../figures-format';
import { QueryView, Skeleton } from './query-view';
import { UserTable } from './user-table';

const SEARCH_PAUSE_MS = 300;

/** Waits for typing to pause before searching, so each keystroke is not a request. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** All members, 100 a page, newest first, with a search by e-mail or name. */
export function UserDirectory() {
  const headingId = useId();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const [skip, setSkip] = useState(0);
  const [searchedFor, setSearchedFor] = useState(search);
  if (searchedFor !== search) {
    // A new search starts on its first page.
    setSearchedFor(search);
    setSkip(0);
  }
  const users = useUsers({ skip, limit: USER_PAGE_DEFAULT, search });

  return (
    <section className="panel user-directory" aria-labelledby={headingId}>
      <div className="user-directory-head">
        <h2 id={headingId}>All users</h2>
        <label className="user-search">
          <span className="visually-hidden">Search users by e-mail or name</span>
          <input type="search" placeholder="Search by e-mail or name" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
        </label>
      </div>
      <QueryView query={users} skeleton={<Skeleton lines={6} />}>
        {(page) => {
          const first = page.total === 0 ? 0 : page.skip + 1;
          const last = page.skip + page.users.length;
          const range = `${formatCount(first)}–${formatCount(last)} of ${formatCount(page.total)}`;
          return (
            <>
              {page.users.length === 0 ? (
                <p className="admin-empty">{search ? `No user matches “${search}”.` : 'No users yet.'}</p>
              ) : (
                <UserTable users={page.users} caption={`Users ${range}`} />
              )}
              <nav className="user-pager" aria-label="User pages">
                <p aria-live="polite">{page.total === 0 ? null : range}</p>
                <IonButton fill="outline" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - USER_PAGE_DEFAULT))}>
                  Previous
                </IonButton>
                <IonButton fill="outline" disabled={last >= page.total} onClick={() => setSkip(skip + USER_PAGE_DEFAULT)}>
                  Next
                </IonButton>
              </nav>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
