import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';

test('the calendar feed panel keeps its notes apart from what follows: "…From URL." does not run into the switch under it', async ({ page, request }) => {
  const api = new GatherApi(request);
  const nora = await api.registerUser('Nora Newcomer');
  await openSignedIn(page, nora, '/settings');
  await page.getByRole('button', { name: 'Get my feed link' }).click();
  const note = page.getByText(/in Google Calendar use Other calendars, From URL\.$/);
  await expect(note).toBeVisible();
  const toggle = page.locator('ion-toggle.feed-toggle');
  await expect(toggle).toBeVisible();
  const noteBox = await note.boundingBox();
  const toggleBox = await toggle.boundingBox();
  // A line's worth of space at least (the panel's other blocks stand 12 px or more apart).
  expect((toggleBox?.y ?? 0) - ((noteBox?.y ?? 0) + (noteBox?.height ?? 0))).toBeGreaterThanOrEqual(12);
});
