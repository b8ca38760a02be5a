import { fetchAccountExport } from './api/account';

/** Saves the member's export as a JSON file through the browser's download. */
export async function downloadMyData(): Promise<void> {
  const data = await fetchAccountExport();
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `gather-data-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
