/** Offers a text as a download (a Blob behind a temporary link); nothing leaves the browser. */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
