/** A lazy chunk that neither loads nor fails (a stalled connection) would otherwise leave the page pending forever. */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading part of the page took longer than ${Math.round(ms / 1000)} seconds.`);
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
