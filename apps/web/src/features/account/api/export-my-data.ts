import { useMutation } from '@tanstack/react-query';
import { fetchPrivateFile } from './fetch-private-file';

export const EXPORT_FILE_NAME = 'safari-tanzania-my-data.json';

/** GET /api/user/export: everything we hold about the traveller, saved as a JSON file (GDPR). */
async function exportMyData() {
  const blob = await fetchPrivateFile('/user/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useExportMyData = () => useMutation({ mutationFn: exportMyData });
