/**
 * The video provider's oembed call (spec part 2 section 7 "Video provider": GET the provider's
 * oembed endpoint with `url` and optional options as query parameters) and its errors (section 8):
 * 404 → '{url} was not found', 403 → 'not embeddable', any other failure (network down, other
 * status, unreadable body) → 'error fetching the embed code'.
 */
import { z } from 'zod';

export const VIMEO_OEMBED_ENDPOINT = 'https://vimeo.com/api/oembed.json';

const oembedSchema = z.object({
  html: z.string().min(1),
  video_id: z.number().int().optional(),
  title: z.string().optional(),
  thumbnail_url: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});
export type OembedData = z.infer<typeof oembedSchema>;

/** An oembed failure with the spec's message. */
export class OembedError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'OembedError';
  }
}

export const OEMBED_ERRORS = {
  notFound: (url: string) => `${url} was not found`,
  notEmbeddable: 'not embeddable',
  other: 'error fetching the embed code',
} as const;

/**
 * Fetches the embed data of `videoUrl`. `options` become query parameters (e.g. `{ dnt: true }`).
 * `timeoutMs` aborts a request that hangs (offline networks may never answer).
 * @throws OembedError with the spec's message.
 */
export async function fetchOembed(
  videoUrl: string,
  options: Record<string, string | number | boolean> = {},
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 8000,
): Promise<OembedData> {
  const query = new URLSearchParams({ url: videoUrl });
  for (const [k, v] of Object.entries(options)) query.set(k, String(v));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(`${VIMEO_OEMBED_ENDPOINT}?${query.toString()}`, { signal: controller.signal });
  } catch {
    throw new OembedError(OEMBED_ERRORS.other, null);
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 404) throw new OembedError(OEMBED_ERRORS.notFound(videoUrl), 404);
  if (response.status === 403) throw new OembedError(OEMBED_ERRORS.notEmbeddable, 403);
  if (!response.ok) throw new OembedError(OEMBED_ERRORS.other, response.status);
  const parsed = oembedSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new OembedError(OEMBED_ERRORS.other, response.status);
  return parsed.data;
}
