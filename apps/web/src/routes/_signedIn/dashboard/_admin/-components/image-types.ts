/** What the upload accepts (the server checks the bytes again), for Add Product's and Edit's picture inputs. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/avif,image/gif';
export const IMAGE_HINT = 'PNG, JPEG, WebP, AVIF or GIF, at most 5 MB.';
