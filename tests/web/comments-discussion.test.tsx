import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Comment } from '@contracts/comments/schemas';
import { AppProviders } from '../../web/app/providers';
import { ROUTER_FUTURE } from '../../web/app/router-future';
import { EventDiscussion } from '../../web/features/comments';
import { makeComment } from './comments-fixtures';
import { answerConfirm } from './support/confirm-dialog';
import { fakeApi, makeUser } from './support/fake-api';
import type { FakeResponse } from './support/fake-api';
import { signIn } from './support/sign-in';

const EVENT_ID = 7;
const COMMENTS_PATH = `GET /events/${EVENT_ID}/comments`;

function renderDiscussion() {
  return render(
    <AppProviders>
      <MemoryRouter future={ROUTER_FUTURE}>
        <EventDiscussion eventId={EVENT_ID} />
      </MemoryRouter>
    </AppProviders>,
  );
}

function signedInWith(comments: Comment[], routes: Record<string, FakeResponse | ((body: unknown, headers: Headers, url: URL) => FakeResponse)> = {}) {
  signIn('tok');
  return fakeApi({ 'GET /auth/me': { body: makeUser() }, [COMMENTS_PATH]: { body: comments }, ...routes });
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const textarea = () => screen.getByLabelText('Add a comment');
const submitForm = (field: HTMLElement) => fireEvent.submit(field.closest('form') as HTMLFormElement);
const postButton = () => screen.getByText('Post Comment').closest('ion-button') as HTMLElement & { disabled: boolean };

describe('EventDiscussion', () => {
  it('shows user-typed markup as literal text and creates no element from it', async () => {
    const attack = '<img src=x onerror="window.__pwned = true">';
    signedInWith([makeComment({ id: 1, content: attack }), makeComment({ id: 2, content: 'line one\nline two' })]);
    renderDiscussion();

    expect(await screen.findByText(attack)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    const multiline = screen.getByText(/line one/);
    expect(multiline.textContent).toBe('line one\nline two');
    expect(multiline.className).toBe('comment-content');
  });

  it('counts visible comments and replies, keeps a deleted comment as a placeholder with its replies', async () => {
    const reply = (id: number, parentId: number, name: string) => ({
      ...makeComment({ id, parent_id: parentId, author: { id: id, username: name.toLowerCase(), full_name: name, is_pro: false } }),
      replies: [] as never[],
    });
    signedInWith([
      makeComment({ id: 1, content: 'First', replies: [reply(2, 1, 'Ada')] }),
      makeComment({ id: 3, is_deleted: true, content: '', author: null, replies: [reply(4, 3, 'Linus')] }),
    ]);
    renderDiscussion();

    expect(await screen.findByText('This comment was deleted')).toBeTruthy();
    expect(heading()).toBe('Discussion (3)');
    const placeholder = screen.getByRole('article', { name: 'This comment was deleted' });
    expect(within(placeholder).queryByRole('button')).toBeNull();
    expect(screen.getByRole('article', { name: 'Reply by Linus' })).toBeTruthy();
    // Reply only on top-level comments that still exist.
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
  });

  it('shows author initial, name (full name, else username) and relative time', async () => {
    signedInWith([
      makeComment({ id: 1, author: { id: 5, username: 'linus', full_name: null, is_pro: false }, created_at: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
      makeComment({ id: 2, author: { id: 6, username: 'ada', full_name: 'Ada Lovelace', is_pro: false }, created_at: new Date().toISOString() }),
    ]);
    renderDiscussion();
    const byLinus = await screen.findByRole('article', { name: 'Comment by linus' });
    expect(byLinus.querySelector('.comment-avatar')?.textContent).toBe('L');
    expect(within(byLinus).getByText('3h ago')).toBeTruthy();
    const byAda = screen.getByRole('article', { name: 'Comment by Ada Lovelace' });
    expect(byAda.querySelector('.comment-avatar')?.textContent).toBe('A');
    expect(within(byAda).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(byAda).getByText('just now')).toBeTruthy();
  });

  it('shows the empty state, and Post Comment stays disabled for blank text', async () => {
    signedInWith([]);
    renderDiscussion();
    expect(await screen.findByText('No comments yet')).toBeTruthy();
    expect(screen.getByText('Be the first to share your thoughts!')).toBeTruthy();
    expect(heading()).toBe('Discussion (0)');
    expect(textarea().getAttribute('placeholder')).toBe('Share your thoughts about this event...');
    expect(postButton().disabled).toBe(true);
    fireEvent.change(textarea(), { target: { value: '   \n ' } });
    expect(postButton().disabled).toBe(true);
    fireEvent.change(textarea(), { target: { value: ' Hello ' } });
    expect(postButton().disabled).toBe(false);
  });

  it('posts trimmed content with a UUID client_id, shows the new comment and clears the box', async () => {
    const calls = signedInWith([], {
      'POST /comments/': (body) => ({
        status: 201,
        body: makeComment({ id: 11, content: (body as { content: string }).content, client_id: (body as { client_id: string }).client_id, can_delete: true, author: { id: 1, username: 'ada', full_name: 'Ada Lovelace', is_pro: false } }),
      }),
    });
    renderDiscussion();
    await screen.findByText('No comments yet');
    fireEvent.change(textarea(), { target: { value: '  Count me in!  ' } });
    submitForm(textarea());

    const added = await screen.findByRole('article', { name: 'Comment by Ada Lovelace' });
    expect(within(added).getByText('Count me in!')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ content: 'Count me in!', event_id: EVENT_ID, parent_id: null });
    const clientId = (post?.body as { client_id: string }).client_id;
    expect(clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The outbox row's id is both the comment's client_id and the request's Idempotency-Key.
    expect(post?.headers.get('Idempotency-Key')).toBe(clientId);
    await waitFor(() => expect((textarea() as HTMLTextAreaElement).value).toBe(''));
    expect(heading()).toBe('Discussion (1)');
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
  });

  it('keeps a comment the server cannot take yet (500) on screen, marked Waiting to sync, and clears the box', async () => {
    const calls = signedInWith([], { 'POST /comments/': { status: 500 } });
    renderDiscussion();
    await screen.findByText('No comments yet');
    fireEvent.change(textarea(), { target: { value: 'Hello' } });
    submitForm(textarea());
    const added = await screen.findByRole('article', { name: 'Comment by Ada Lovelace' });
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(within(added).getByText('Waiting to sync')).toBeTruthy();
    // Not on the server yet: nothing to like or reply to; Delete is the only action.
    expect(within(added).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Delete comment']);
    await waitFor(() => expect((textarea() as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deleting a comment that is still waiting to sync discards it, after the same confirmation, and sends nothing', async () => {
    const calls = signedInWith([], { 'POST /comments/': { status: 500 } });
    renderDiscussion();
    await screen.findByText('No comments yet');
    fireEvent.change(textarea(), { target: { value: 'Actually, never mind' } });
    submitForm(textarea());
    const added = await screen.findByRole('article', { name: 'Comment by Ada Lovelace' });
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(within(added).getByRole('button', { name: 'Delete comment' })).toBeTruthy());

    fireEvent.click(within(added).getByRole('button', { name: 'Delete comment' }));
    expect(await answerConfirm('Delete your comment “Actually, never mind”?', true)).toBe('Are you sure you want to delete this comment?');
    expect(await screen.findByText('No comments yet')).toBeTruthy();
    expect(heading()).toBe('Discussion (0)');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('replies inline to a top-level comment', async () => {
    const calls = signedInWith([makeComment({ id: 1, content: 'Who brings snacks?' })], {
      'POST /comments/': (body) => ({
        status: 201,
        body: makeComment({ id: 12, parent_id: 1, content: (body as { content: string }).content, client_id: (body as { client_id: string }).client_id, author: { id: 1, username: 'ada', full_name: 'Ada Lovelace', is_pro: false } }),
      }),
    });
    renderDiscussion();
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByLabelText('Reply to Grace Hopper'), { target: { value: 'I will' } });
    submitForm(screen.getByLabelText('Reply to Grace Hopper'));

    expect(await screen.findByRole('article', { name: 'Reply by Ada Lovelace' })).toBeTruthy();
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ content: 'I will', parent_id: 1, event_id: EVENT_ID }));
    expect(screen.queryByLabelText('Reply to Grace Hopper')).toBeNull();
    expect(heading()).toBe('Discussion (2)');
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
    expect(heading()).toBe('Discussion (2)');
  });

  it('updates the like at once, keeps it while the server fails (500), and rolls count and flag back when it is refused', async () => {
    let answer: FakeResponse = { status: 500, body: { detail: 'boom' } };
    const calls = signedInWith([makeComment({ id: 1, likes_count: 2 })], { 'POST /comments/1/like': () => answer });
    renderDiscussion();

    const like = await screen.findByRole('button', { name: 'Like (2 likes)' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(like.getAttribute('aria-label')).toBe('Like (3 likes)');
    expect(like.textContent).toBe('3');
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    // A 5xx is retried later: the like stays, marked as waiting.
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTitle('Waiting to sync')).toBeTruthy();

    answer = { status: 404, body: { detail: 'Comment not found', code: 'not_found' } };
    // Coming back to the tab sends the queue again at once.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(like.getAttribute('aria-label')).toBe('Like (2 likes)');
    expect(like.textContent).toBe('2');
    expect(screen.queryByTitle('Waiting to sync')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it("unlikes and takes the server's count", async () => {
    const calls = signedInWith([makeComment({ id: 1, likes_count: 1, is_liked_by_user: true })], {
      'DELETE /comments/1/like': { body: { comment_id: 1, likes_count: 4, is_liked_by_user: false } },
    });
    renderDiscussion();
    fireEvent.click(await screen.findByRole('button', { name: 'Like (1 like)' }));
    expect(await screen.findByRole('button', { name: 'Like (4 likes)' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/comments/1/like')).toBe(true);
  });

  it('deletes an own comment after the confirmation, and not when cancelled', async () => {
    const calls = signedInWith([makeComment({ id: 1, content: 'Mine', can_delete: true }), makeComment({ id: 2, content: 'Theirs' })], {
      'DELETE /comments/1': { status: 204 },
    });
    renderDiscussion();
    await screen.findByText('Mine');
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    expect(await answerConfirm('Delete your comment “Mine”?', false)).toBe('Are you sure you want to delete this comment?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    await answerConfirm('Delete your comment “Mine”?', true);
    await waitFor(() => expect(screen.queryByText('Mine')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/comments/1']);
    expect(heading()).toBe('Discussion (1)');
  });

  it('asks guests to log in and loads nothing', async () => {
    const calls = fakeApi({});
    renderDiscussion();
    expect(await screen.findByText('Please log in to join the discussion')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls.some((call) => call.path.includes('/comments'))).toBe(false);
  });
});

describe('EventDiscussion in pages', () => {
  it('counts the whole discussion in the heading, and shows older comments a page at a time', async () => {
    const firstPage = [makeComment({ id: 30, content: 'Newest' }), makeComment({ id: 29, content: 'Second newest' })];
    const olderPage = [makeComment({ id: 3, content: 'Much older' })];
    const calls = signedInWith([], {
      [COMMENTS_PATH]: (_body: unknown, _headers: Headers, url: URL): FakeResponse =>
        url.searchParams.get('cursor') === 'c2'
          ? { body: olderPage, headers: { 'X-Total-Count': '3' } }
          : { body: firstPage, headers: { 'X-Total-Count': '3', Link: `</api/events/${EVENT_ID}/comments?order=newest&limit=20&cursor=c2>; rel="next"` } },
    });
    renderDiscussion();
    await screen.findByText('Newest');
    expect(heading()).toBe('Discussion (3)');
    expect(screen.queryByText('Much older')).toBeNull();

    fireEvent.click(screen.getByText('Show older comments'));
    await screen.findByText('Much older');
    expect(heading()).toBe('Discussion (3)');
    expect(screen.queryByText('Show older comments')).toBeNull();
    expect(calls.filter((call) => call.path === `/events/${EVENT_ID}/comments`)).toHaveLength(2);
  });
});

describe('EventDiscussion, a thread with more replies than its page carries', () => {
  const replyAt = (n: number) => ({
    ...makeComment({ id: 100 + n, parent_id: 1, content: `Reply ${n}`, created_at: new Date(Date.now() - (200 - n) * 60_000).toISOString() }),
    replies: [] as never[],
  });
  const thread = (shown: number, count: number, next: string | null) =>
    makeComment({ id: 1, content: 'Busy thread', replies: Array.from({ length: shown }, (_, n) => replyAt(n)), replies_count: count, replies_next: next });
  const REPLIES_PATH = 'GET /comments/1/replies';

  it('shows "Show N more replies", loads the rest in order beneath the first, and keeps the heading\'s count', async () => {
    const calls = signedInWith([], {
      [COMMENTS_PATH]: { body: [thread(50, 53, 'r1')], headers: { 'X-Total-Count': '54' } },
      [REPLIES_PATH]: (_body: unknown, _headers: Headers, url: URL): FakeResponse =>
        url.searchParams.get('cursor') === 'r1'
          ? { body: [replyAt(50), replyAt(51)], headers: { 'X-Total-Count': '53', Link: '</api/comments/1/replies?limit=2&cursor=r2>; rel="next"' } }
          : { body: [replyAt(52)], headers: { 'X-Total-Count': '53' } },
    });
    renderDiscussion();
    await screen.findByText('Reply 49');
    expect(heading()).toBe('Discussion (54)');
    expect(screen.queryByText('Reply 50')).toBeNull();

    fireEvent.click(screen.getByText('Show 3 more replies'));
    await screen.findByText('Reply 51');
    expect(heading()).toBe('Discussion (54)');
    fireEvent.click(screen.getByText('Show 1 more reply'));
    await screen.findByText('Reply 52');
    expect(screen.queryByText(/more repl/)).toBeNull();
    expect(heading()).toBe('Discussion (54)');

    const shown = screen.getAllByRole('article').map((article) => article.querySelector('.comment-content')?.textContent);
    expect(shown).toEqual(['Busy thread', ...Array.from({ length: 53 }, (_, n) => `Reply ${n}`)]);
    const asked = calls.filter((call) => call.path === '/comments/1/replies');
    expect(asked).toHaveLength(2);
  });

  it('says so when the rest cannot be loaded, and lets the member try again', async () => {
    let fail = true;
    signedInWith([], {
      [COMMENTS_PATH]: { body: [thread(50, 51, 'r1')], headers: { 'X-Total-Count': '52' } },
      [REPLIES_PATH]: (): FakeResponse => (fail ? { status: 500, body: { detail: 'boom', code: 'internal_error' } } : { body: [replyAt(50)], headers: { 'X-Total-Count': '51' } }),
    });
    renderDiscussion();
    fireEvent.click(await screen.findByText('Show 1 more reply'));
    expect(await screen.findByText('Could not load more replies. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Show 1 more reply'));
    await screen.findByText('Reply 50');
    expect(screen.queryByText('Could not load more replies. Please try again.')).toBeNull();
  });

  it('keeps a reply waiting to sync on a long thread, after the replies loaded later', async () => {
    signedInWith([], {
      [COMMENTS_PATH]: { body: [thread(50, 52, 'r1')], headers: { 'X-Total-Count': '53' } },
      [REPLIES_PATH]: { body: [replyAt(50), replyAt(51)], headers: { 'X-Total-Count': '52' } },
      'POST /comments/': { status: 500 },
    });
    renderDiscussion();
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByLabelText('Reply to Grace Hopper'), { target: { value: 'Me too' } });
    submitForm(screen.getByLabelText('Reply to Grace Hopper'));
    const mine = await screen.findByRole('article', { name: 'Reply by Ada Lovelace' });
    expect(within(mine).getByText('Waiting to sync')).toBeTruthy();
    expect(heading()).toBe('Discussion (54)');

    fireEvent.click(screen.getByText('Show 2 more replies'));
    await screen.findByText('Reply 51');
    const shown = screen.getAllByRole('article').map((article) => article.querySelector('.comment-content')?.textContent);
    expect(shown.slice(-3)).toEqual(['Reply 50', 'Reply 51', 'Me too']);
    expect(within(screen.getByRole('article', { name: 'Reply by Ada Lovelace' })).getByText('Waiting to sync')).toBeTruthy();
    expect(heading()).toBe('Discussion (54)');
  });

  it('shows no button for a thread whose page carries all its replies', async () => {
    signedInWith([makeComment({ id: 1, content: 'Small thread', replies: [replyAt(0)], replies_count: 1, replies_next: null })]);
    renderDiscussion();
    await screen.findByText('Reply 0');
    expect(screen.queryByText(/more repl/)).toBeNull();
  });
});
