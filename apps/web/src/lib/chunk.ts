/**
 * Lazy route and dialog modules (spec §8 "Chunk load"): a script chunk that fails or takes
 * longer than CHUNK_TIMEOUT_MS raises a ChunkLoadError of kind 'script'; a stylesheet chunk
 * that fails (Vite's preload helper says "Unable to preload CSS") raises kind 'css'.
 */
import { CHUNK_TIMEOUT_MS } from '@portal/shared/constants';

export type ChunkErrorKind = 'script' | 'css';

export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly kind: ChunkErrorKind,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = kind === 'css' ? 'CssChunkLoadError' : 'ChunkLoadError';
  }
}

const CSS_FAILURE = /Unable to preload CSS|CSS chunk/i;

export function classifyChunkError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (CSS_FAILURE.test(message)) {
    return new ChunkLoadError(`Loading CSS chunk failed: ${message}`, 'css', error);
  }
  return new ChunkLoadError(`Loading chunk failed: ${message}`, 'script', error);
}

/** Runs `importer` and turns a failure or a timeout into a ChunkLoadError. */
export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`, 'script'));
    }, timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(classifyChunkError(error));
      },
    );
  });
}
