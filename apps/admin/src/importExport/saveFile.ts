/**
 * Hands a downloaded file to the browser as a download: a blob is saved under its name (spec
 * section 7: 'saved as a csv file'), an address is followed and the server's attachment header
 * names the file.
 */
export function saveFile(file: { blob: Blob; fileName: string } | { href: string }): void {
  const link = document.createElement('a');
  const href = 'href' in file ? file.href : URL.createObjectURL(file.blob);
  link.href = href;
  if ('blob' in file) link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob's content once the click has been handled.
  if ('blob' in file) setTimeout(() => URL.revokeObjectURL(href), 0);
}
