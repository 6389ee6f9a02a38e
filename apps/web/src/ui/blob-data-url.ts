/** A blob (a page image) as a data URL, so the query cache can hold it and no object URL needs releasing. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('image'));
    reader.readAsDataURL(blob);
  });
}
