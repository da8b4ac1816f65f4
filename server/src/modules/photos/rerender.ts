/**
 * Gives every uploaded photo the files its kind has today (ADR 0069): a photo stored before a size
 * or format was added gets the missing ones in the background, rendered from the best source there
 * is (its kept original, else its main `.webp`). The work is decided by what is in the store, so a
 * run is resumable (a restart redoes only what is still missing) and idempotent (a run with
 * nothing missing renders nothing). One photo at a time, in the uploads' image queue.
 */
import type { ImageStore } from './image-store.ts';
import {
  MAIN_SUFFIX,
  ORIGINAL_SUFFIX,
  type PhotoKind,
  photoKinds,
  photoShapes,
  renderPhotoFiles,
} from './images.ts';
import { UPLOADED_PHOTO_PATH } from './store.ts';
import { oneAtATime } from './upload.ts';

/** What a run did: photos seen, photos given files, files written, photos that failed. */
export interface RerenderSummary {
  photos: number;
  rendered: number;
  files: number;
  failed: number;
}

interface RerenderLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The folder prefix where uploads live: demo pictures are drawn again by their own renderer. */
export const RERENDER_PREFIX = 'uploads/';

const kindOfFolder = new Map<string, PhotoKind>(photoKinds.map((kind) => [photoShapes[kind].dir, kind]));

/** The kind of an upload's main path (`uploads/<folder>/<uuid>.webp`), from its folder. */
function kindOf(key: string): PhotoKind | undefined {
  if (!UPLOADED_PHOTO_PATH.test(key)) return undefined;
  return kindOfFolder.get(key.slice(0, key.lastIndexOf('/')));
}

/**
 * One pass over the uploads in `images`: for each photo whose main file is there, renders the files
 * its kind lacks and writes them. A photo deleted meanwhile loses what was just written. Stops
 * between two photos once `stopping()` is true. Never throws for one photo: its error goes to
 * `log` and the pass goes on (the photo is tried again on the next pass).
 */
export async function rerenderPhotos(
  images: ImageStore,
  options: { stopping?: () => boolean; log?: RerenderLog } = {},
): Promise<RerenderSummary> {
  const keys = new Set<string>();
  for await (const object of images.list(RERENDER_PREFIX)) keys.add(object.key);
  const summary: RerenderSummary = { photos: 0, rendered: 0, files: 0, failed: 0 };
  for (const key of [...keys].sort()) {
    const kind = kindOf(key);
    if (!kind) continue;
    summary.photos += 1;
    const base = key.slice(0, -MAIN_SUFFIX.length);
    const missing = photoShapes[kind].suffixes.filter((suffix) => !keys.has(`${base}${suffix}`));
    if (missing.length === 0) continue;
    if (options.stopping?.()) break;
    try {
      const originalKey = `${base}${ORIGINAL_SUFFIX}`;
      const source =
        (keys.has(originalKey) ? await images.get(originalKey) : null) ?? (await images.get(key));
      if (!source) continue;
      const files = await oneAtATime(() => renderPhotoFiles(source, kind, missing));
      const written: string[] = [];
      for (const file of files) {
        await images.put(`${base}${file.suffix}`, file.data, file.contentType);
        written.push(`${base}${file.suffix}`);
      }
      // Deleted while it was rendered: the main file goes first, so take back what was added.
      if (!(await images.exists(key))) {
        for (const added of written) await images.delete(added);
        continue;
      }
      summary.rendered += 1;
      summary.files += written.length;
    } catch (error) {
      summary.failed += 1;
      options.log?.error({ err: error, photo: key }, 'a photo could not be given its missing sizes');
    }
    // Let waiting requests run between two photos.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return summary;
}

/** The background pass started with the shop: `stop()` waits for the photo in progress. */
export interface PhotoRerenderJob {
  /** Resolves with the pass's summary once it ends (done or stopped); never rejects. */
  readonly finished: Promise<RerenderSummary | undefined>;
  stop(): Promise<void>;
}

/**
 * Starts one pass of rerenderPhotos over `images` in the background; logs what it did when it did
 * anything. Two instances on one store at worst render a photo twice (each write is whole).
 */
export function startPhotoRerender({
  images,
  log,
}: {
  images: ImageStore;
  log: RerenderLog;
}): PhotoRerenderJob {
  let stopping = false;
  const started = performance.now();
  const finished = rerenderPhotos(images, { stopping: () => stopping, log }).then(
    (summary) => {
      if (summary.rendered > 0 || summary.failed > 0) {
        log.info(
          { ...summary, ms: Math.round(performance.now() - started) },
          'uploaded photos given their missing sizes',
        );
      }
      return summary;
    },
    (error: unknown) => {
      // The listing itself failed (the store is unreachable): the next start tries again.
      log.error({ err: error }, 'the uploaded photos could not be listed for their missing sizes');
      return undefined;
    },
  );
  return {
    finished,
    async stop() {
      stopping = true;
      await finished;
    },
  };
}
