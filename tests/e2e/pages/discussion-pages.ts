import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { answerConfirm } from './confirm-dialog';

/** A user created through the API, with the bearer token the setup calls use. */
export type ApiUser = { id: number; email: string; password: string; fullName: string; firstName: string; token: string };

type Json = Record<string, unknown>;

/**
 * Test setup through the API with bearer tokens, so the browser parts of a test stay on the
 * screens under test. Every call must succeed; a failure names the call and the answer.
 */
export class GatherApi {
  private static counter = 0;

  constructor(private readonly request: APIRequestContext) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, data?: Json): Promise<T> {
    const response = await this.request.fetch(`/api${path}`, {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      data,
    });
    if (!response.ok()) {
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    }
    return (response.status() === 204 ? undefined : await response.json()) as T;
  }

  /** Registers a fresh user (unique e-mail) and signs them in. */
  async registerUser(fullName: string): Promise<ApiUser> {
    GatherApi.counter += 1;
    const firstName = fullName.split(' ')[0] ?? fullName;
    const email = `${firstName.toLowerCase()}-${Date.now()}-${GatherApi.counter}@example.com`;
    const password = `pass-${firstName}-12345`;
    const user = await this.call<{ id: number }>('POST', '/auth/register', undefined, { email, password, full_name: fullName });
    const { access_token } = await this.call<{ access_token: string }>('POST', '/auth/login', undefined, { email, password });
    return { id: user.id, email, password, fullName, firstName, token: access_token };
  }

  async createCommunity(owner: ApiUser, name: string): Promise<{ id: number; invite_code: string }> {
    return this.call('POST', '/communities/', owner.token, { name, description: `${name}, for the tests` });
  }

  async joinCommunity(user: ApiUser, inviteCode: string): Promise<void> {
    await this.call('POST', '/communities/join', user.token, { invite_code: inviteCode });
  }

  /** An event in the community; starts `startsInMs` from now (default: a week) in Europe/London. */
  async createEvent(creator: ApiUser, communityId: number, title: string, options: { startsInMs?: number } & Json = {}): Promise<{ id: number; title: string }> {
    const { startsInMs = 7 * 24 * 3_600_000, ...fields } = options;
    const start = new Date(Date.now() + startsInMs);
    return this.call('POST', '/events/', creator.token, {
      community_id: communityId,
      title,
      start_datetime: start.toISOString(),
      end_datetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      time_zone: 'Europe/London',
      location: 'The Old Library, Leeds',
      description: 'Bring a friend and a favourite book.',
      ...fields,
    });
  }

  async updateEvent(creator: ApiUser, eventId: number, fields: Json): Promise<void> {
    await this.call('PUT', `/events/${eventId}`, creator.token, fields);
  }

  async getEvent(user: ApiUser, eventId: number): Promise<{ id: number; rsvps: { user: { id: number }; status: string }[] }> {
    return this.call('GET', `/events/${eventId}`, user.token);
  }

  async comments(user: ApiUser, eventId: number): Promise<{ id: number; content: string; likes_count: number; is_deleted: boolean; replies: { content: string }[] }[]> {
    return this.call('GET', `/events/${eventId}/comments`, user.token);
  }

  async postComment(user: ApiUser, eventId: number, content: string, parentId?: number): Promise<{ id: number }> {
    return this.call('POST', '/comments/', user.token, { content, event_id: eventId, ...(parentId ? { parent_id: parentId } : {}) });
  }

  async deleteComment(user: ApiUser, commentId: number): Promise<void> {
    await this.call('DELETE', `/comments/${commentId}`, user.token);
  }

  async invite(sender: ApiUser, eventId: number, invitedEmail?: string, message?: string): Promise<{ id: number; invite_code: string; status: string }> {
    return this.call('POST', '/event-invites/', sender.token, {
      event_id: eventId,
      ...(invitedEmail ? { invited_email: invitedEmail } : {}),
      ...(message ? { message } : {}),
    });
  }

  async answerInvitation(user: ApiUser, code: string, answer: 'join' | 'decline'): Promise<void> {
    await this.call('POST', `/event-invites/${answer}`, user.token, { invite_code: code });
  }

  async sentInvitations(sender: ApiUser): Promise<{ id: number; status: string; invited_email: string | null }[]> {
    return this.call('GET', '/event-invites/my-sent-invites', sender.token);
  }
}

/** Opens the app signed in as `user` (the token the API gave, kept where the app keeps it). */
export async function openSignedIn(page: Page, user: ApiUser, path: string): Promise<void> {
  await page.goto('/privacy');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
  await page.goto(path);
}

/** The discussion section of the event page, as a user drives it. */
export class DiscussionSection {
  readonly section: Locator;

  constructor(private readonly page: Page) {
    this.section = page.locator('section.discussion');
  }

  heading(): Locator {
    return this.section.getByRole('heading', { level: 2 });
  }

  /** A top-level comment or a reply, by its author and (part of) its text. */
  comment(authorName: string, text: string): Locator {
    return this.section
      .getByRole('article', { name: new RegExp(`^(Comment|Reply) by ${authorName}$`) })
      .filter({ has: this.page.locator('.comment-content', { hasText: text }) });
  }

  likeButton(comment: Locator): Locator {
    return comment.getByRole('button', { name: /^Like \(/ });
  }

  async post(text: string): Promise<void> {
    await this.section.getByLabel('Add a comment').fill(text);
    await this.section.getByRole('button', { name: 'Post Comment' }).click();
  }

  async reply(toAuthor: string, text: string): Promise<void> {
    await this.section.getByRole('button', { name: 'Reply' }).first().waitFor();
    const thread = this.section.locator('li.comment-thread').filter({ has: this.page.getByRole('article', { name: `Comment by ${toAuthor}` }) });
    await thread.getByRole('button', { name: 'Reply' }).first().click();
    await this.section.getByLabel(`Reply to ${toAuthor}`).fill(text);
    await this.section.getByRole('button', { name: 'Post Reply' }).click();
  }

  /** Deletes a comment, accepting the in-app confirmation; resolves with its question. */
  async delete(comment: Locator): Promise<string> {
    await comment.getByRole('button', { name: 'Delete comment' }).click();
    return answerConfirm(this.page, /^Delete your comment “.+”\?$/, true);
  }
}
