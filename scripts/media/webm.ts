/**
 * The duration of a WebM file in seconds, read from its Segment Info (EBML ids TimecodeScale
 * 0x2AD7B1, default 1 ms, and Duration 0x4489, a 4- or 8-byte float), so no ffprobe is needed.
 * @throws Error when the header has no Duration
 */
export function webmSeconds(buf: Buffer): number {
  const info = buf.subarray(0, 4096);
  const scaleAt = info.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  let scale = 1_000_000;
  if (scaleAt >= 0) {
    const len = info[scaleAt + 3]! & 0x7f;
    scale = info.readUIntBE(scaleAt + 4, len);
  }
  const at = info.indexOf(Buffer.from([0x44, 0x89]));
  if (at < 0) throw new Error('no Duration in the WebM header');
  const size = info[at + 2]! & 0x7f;
  const units = size === 8 ? info.readDoubleBE(at + 3) : info.readFloatBE(at + 3);
  return (units * scale) / 1e9;
}
