/** Where an image is served; its id is the SHA-256 of its bytes, so the URL is immutable. */
export function imageUrl(imageId: string): string {
  return `/images/${imageId}`;
}
