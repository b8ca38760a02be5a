import { expect, test } from './fixtures';
import { DiscussionSection, GatherApi, openSignedIn } from './pages/discussion-pages';

test('two users discuss an event: comment, reply, like, unlike, delete', async ({ page, browser, request, e2e }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const grace = await api.registerUser('Grace Hopper');
  const community = await api.createCommunity(ada, 'Book Club');
  await api.joinCommunity(grace, community.invite_code);
  const event = await api.createEvent(ada, community.id, 'Autumn reading night');
  const eventPath = `/events/${event.id}`;

  // Ada opens her event: nobody has said anything yet.
  await openSignedIn(page, ada, eventPath);
  const adaView = new DiscussionSection(page);
  await expect(adaView.heading()).toHaveText('Discussion (0)');
  await expect(adaView.section.getByText('No comments yet')).toBeVisible();
  await expect(adaView.section.getByText('Be the first to share your thoughts!')).toBeVisible();
  await expect(adaView.section.getByRole('button', { name: 'Post Comment' })).toBeDisabled();

  await adaView.post('Who is bringing <b>snacks</b>?\nI can bring tea.');
  const adaComment = adaView.comment('Ada Lovelace', 'Who is bringing');
  await expect(adaComment).toBeVisible();
  await expect(adaComment.locator('.comment-content')).toHaveText('Who is bringing <b>snacks</b>?\nI can bring tea.');
  await expect(adaComment.locator('b')).toHaveCount(0);
  await expect(adaComment.getByText('just now')).toBeVisible();
  await expect(adaView.heading()).toHaveText('Discussion (1)');

  // Grace, in her own browser, replies and likes Ada's comment.
  const graceContext = await browser.newContext({ baseURL: e2e.url });
  const gracePage = await graceContext.newPage();
  await openSignedIn(gracePage, grace, eventPath);
  const graceView = new DiscussionSection(gracePage);
  const adaCommentForGrace = graceView.comment('Ada Lovelace', 'Who is bringing');
  await expect(adaCommentForGrace).toBeVisible();
  await expect(adaCommentForGrace.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
  await graceView.reply('Ada Lovelace', 'I will bring biscuits.');
  const graceReply = graceView.comment('Grace Hopper', 'I will bring biscuits.');
  await expect(graceReply).toBeVisible();
  await expect(graceReply.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  const like = graceView.likeButton(adaCommentForGrace);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like (1 like)');
  await expect.poll(async () => (await api.comments(grace, event.id))[0]?.likes_count).toBe(1);

  // Ada sees the reply and the like after a reload, and likes Grace's reply.
  await page.reload();
  await expect(adaView.heading()).toHaveText('Discussion (2)');
  await expect(adaView.likeButton(adaComment)).toHaveAccessibleName('Like (1 like)');
  const replyForAda = adaView.comment('Grace Hopper', 'I will bring biscuits.');
  await adaView.likeButton(replyForAda).click();
  await expect(adaView.likeButton(replyForAda)).toHaveAccessibleName('Like (1 like)');

  // Grace changes her mind: unlike.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Like (0 likes)');
  await expect.poll(async () => (await api.comments(grace, event.id))[0]?.likes_count).toBe(0);

  // Grace deletes her reply; Ada deletes her comment, which then has no replies left.
  expect(await graceView.delete(graceReply)).toBe('Are you sure you want to delete this comment?');
  await expect(graceReply).toHaveCount(0);
  await expect(graceView.heading()).toHaveText('Discussion (1)');

  await page.reload();
  await expect(adaView.heading()).toHaveText('Discussion (1)');
  expect(await adaView.delete(adaComment)).toBe('Are you sure you want to delete this comment?');
  await expect(adaComment).toHaveCount(0);
  await expect(adaView.heading()).toHaveText('Discussion (0)');
  await expect(adaView.section.getByText('No comments yet')).toBeVisible();
  expect(await api.comments(ada, event.id)).toEqual([]);
  await graceContext.close();
});

test('a deleted comment with replies stays as a placeholder that keeps the thread', async ({ page, request }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const grace = await api.registerUser('Grace Hopper');
  const community = await api.createCommunity(ada, 'Chess Club');
  await api.joinCommunity(grace, community.invite_code);
  const event = await api.createEvent(ada, community.id, 'Blitz night');
  const question = await api.postComment(grace, event.id, 'Are clocks provided?');
  await api.postComment(ada, event.id, 'Yes, ten of them.', question.id);

  await openSignedIn(page, grace, `/events/${event.id}`);
  const view = new DiscussionSection(page);
  const comment = view.comment('Grace Hopper', 'Are clocks provided?');
  await expect(view.heading()).toHaveText('Discussion (2)');
  await view.delete(comment);
  await expect(view.section.getByText('This comment was deleted')).toBeVisible();
  await expect(view.comment('Ada Lovelace', 'Yes, ten of them.')).toBeVisible();
  await expect(view.heading()).toHaveText('Discussion (1)');
  await page.reload();
  await expect(view.section.getByText('This comment was deleted')).toBeVisible();
  await expect(view.comment('Ada Lovelace', 'Yes, ten of them.')).toBeVisible();
});

test('a discussion of long comments comes in pages the screen loads on demand: older comments, then the rest of a thread', async ({ page, request }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const grace = await api.registerUser('Grace Hopper');
  const community = await api.createCommunity(ada, 'Essayists');
  await api.joinCommunity(grace, community.invite_code);
  const event = await api.createEvent(ada, community.id, 'Long reads');
  // The oldest thread: a question with twelve replies (a discussion page carries the first ten).
  const question = await api.postComment(grace, event.id, 'Which essay first?');
  for (let i = 1; i <= 12; i += 1) {
    await api.postComment(ada, event.id, `Answer ${i}`, question.id);
  }
  // Then eighteen comments as long as allowed, in a script of three bytes a character: more than one page's bytes.
  for (let i = 1; i <= 18; i += 1) {
    await api.postComment(grace, event.id, `Essay ${i}: ${'文'.repeat(4_980)}`);
  }

  await openSignedIn(page, ada, `/events/${event.id}`);
  const discussion = new DiscussionSection(page);
  await expect(discussion.heading()).toHaveText('Discussion (31)');
  await expect(discussion.comment('Grace Hopper', 'Essay 18:')).toBeVisible();
  // The first page ended before the oldest comments: they come on demand.
  await expect(discussion.comment('Grace Hopper', 'Which essay first?')).toHaveCount(0);
  const older = discussion.section.getByRole('button', { name: 'Show older comments' });
  await older.click();
  await expect(discussion.comment('Grace Hopper', 'Which essay first?')).toBeVisible();
  await expect(discussion.comment('Grace Hopper', 'Essay 1:')).toBeVisible();
  await expect(older).toHaveCount(0);
  await expect(discussion.comment('Ada Lovelace', 'Answer 10')).toBeVisible();
  await expect(discussion.comment('Ada Lovelace', 'Answer 11')).toHaveCount(0);
  await discussion.section.getByRole('button', { name: 'Show 2 more replies' }).click();
  await expect(discussion.comment('Ada Lovelace', 'Answer 12')).toBeVisible();
  await expect(discussion.section.getByRole('button', { name: /more repl/ })).toHaveCount(0);
  await expect(discussion.heading()).toHaveText('Discussion (31)');
});
