/**
 * The app's rounded font (Fredoka, @fontsource-variable/fredoka) for the slide films (slide-film-canvas.ts).
 * The package ships only WOFF2, and sharp's bundled FreeType reads no WOFF2 (it lacks Brotli), so
 * this decodes the WOFF2 file into a plain TrueType font (W3C WOFF2 §4-5: the table directory, the
 * Brotli stream, the transformed `glyf`/`loca` and `hmtx` tables rebuilt) that sharp loads with its
 * `fontfile` option. Rebuilt glyphs are written unpacked (int16 coordinates): larger than the
 * original but the same outlines. Pure apart from `fredokaTtf` reading the package's file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/** The 63 known table tags, by their index in a WOFF2 table-directory flag byte (WOFF2 §5.1). */
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB ' +
  'EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .split(' ')
  .map((t) => t.replace('_', ' '));

/** A cursor over a byte buffer reading the WOFF2 integer types. */
class Reader {
  constructor(
    readonly b: Buffer,
    public at = 0,
  ) {}
  u8 = () => this.b.readUInt8(this.at++);
  u16 = () => ((this.at += 2), this.b.readUInt16BE(this.at - 2));
  i16 = () => ((this.at += 2), this.b.readInt16BE(this.at - 2));
  u32 = () => ((this.at += 4), this.b.readUInt32BE(this.at - 4));
  bytes = (n: number) => ((this.at += n), this.b.subarray(this.at - n, this.at));
  base128(): number {
    let v = 0;
    for (let i = 0; i < 5; i++) {
      const c = this.u8();
      v = v * 128 + (c & 0x7f);
      if (!(c & 0x80)) return v;
    }
    throw new Error('woff2: bad UIntBase128');
  }
  u255(): number {
    const c = this.u8();
    return c === 253 ? this.u16() : c === 255 ? 253 + this.u8() : c === 254 ? 506 + this.u8() : c;
  }
}

const signed = (flag: number, v: number) => (flag & 1 ? v : -v);

/** One point delta of the glyph stream's triplet encoding (WOFF2 §5.2, table of 128 encodings). */
function triplet(flag: number, r: Reader): [number, number] {
  if (flag < 10) return [0, signed(flag, ((flag & 14) << 7) + r.u8())];
  if (flag < 20) return [signed(flag, (((flag - 10) & 14) << 7) + r.u8()), 0];
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = r.u8();
    return [signed(flag, 1 + (b0 & 0x30) + (b1 >> 4)), signed(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f))];
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const x = r.u8();
    const y = r.u8();
    return [signed(flag, 1 + (Math.floor(b0 / 12) << 8) + x), signed(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + y)];
  }
  if (flag < 124) {
    const a = r.u8();
    const b = r.u8();
    const c = r.u8();
    return [signed(flag, (a << 4) + (b >> 4)), signed(flag >> 1, ((b & 0x0f) << 8) + c)];
  }
  const x = r.u16();
  return [signed(flag, x), signed(flag >> 1, r.u16())];
}

/** Rebuilds `glyf` and `loca` from the transformed glyf table (WOFF2 §5.1-5.3). */
function rebuildGlyf(data: Buffer): { glyf: Buffer; loca: Buffer; numGlyphs: number; xMin: number[] } {
  const h = new Reader(data);
  h.u16();
  const options = h.u16();
  const numGlyphs = h.u16();
  const indexFormat = h.u16();
  const sizes = Array.from({ length: 7 }, () => h.u32());
  let at = h.at;
  const [nContour, nPoints, flags, glyphs, composite, bbox, instr] = sizes.map((n) => {
    const r = new Reader(data.subarray(at, at + n));
    at += n;
    return r;
  }) as [Reader, Reader, Reader, Reader, Reader, Reader, Reader];
  void options; // bit 0: an overlap bitmap follows; the overlap flag is optional in TrueType.
  const bboxBits = bbox.bytes(((numGlyphs + 31) >> 5) << 2);
  const out: Buffer[] = [];
  const offsets: number[] = [0];
  const xMin: number[] = [];
  let size = 0;
  for (let g = 0; g < numGlyphs; g++) {
    const n = nContour.i16();
    const hasBox = (bboxBits[g >> 3]! & (0x80 >> (g & 7))) !== 0;
    let glyph = Buffer.alloc(0);
    if (n > 0) {
      const ends: number[] = [];
      let total = 0;
      for (let c = 0; c < n; c++) ends.push((total += nPoints.u255()) - 1);
      const xs: number[] = [];
      const ys: number[] = [];
      const on: boolean[] = [];
      let x = 0;
      let y = 0;
      for (let p = 0; p < total; p++) {
        const f = flags.u8();
        const [dx, dy] = triplet(f & 0x7f, glyphs);
        xs.push((x += dx));
        ys.push((y += dy));
        on.push(!(f & 0x80));
      }
      const il = glyphs.u255();
      const ins = instr.bytes(il);
      const box = hasBox ? [bbox.i16(), bbox.i16(), bbox.i16(), bbox.i16()] : [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      glyph = Buffer.alloc(10 + 2 * n + 2 + il + total * 5);
      let o = glyph.writeInt16BE(n, 0);
      for (const v of box) o = glyph.writeInt16BE(v, o);
      for (const e of ends) o = glyph.writeUInt16BE(e, o);
      o = glyph.writeUInt16BE(il, o);
      o += ins.copy(glyph, o);
      for (const v of on) o = glyph.writeUInt8(v ? 1 : 0, o);
      // Deltas from the previous point, as the glyf table stores them.
      for (const list of [xs, ys]) {
        let last = 0;
        for (const v of list) {
          o = glyph.writeInt16BE(v - last, o);
          last = v;
        }
      }
      xMin.push(box[0]!);
    } else if (n < 0) {
      if (!hasBox) throw new Error(`woff2: composite glyph ${g} has no bbox`);
      const box = [bbox.i16(), bbox.i16(), bbox.i16(), bbox.i16()];
      const start = composite.at;
      let more = true;
      let withInstr = false;
      while (more) {
        const f = composite.u16();
        composite.at += 2 + (f & 0x0001 ? 4 : 2) + (f & 0x0008 ? 2 : f & 0x0040 ? 4 : f & 0x0080 ? 8 : 0);
        more = (f & 0x0020) !== 0;
        withInstr ||= (f & 0x0100) !== 0;
      }
      const parts = composite.b.subarray(start, composite.at);
      const il = withInstr ? glyphs.u255() : 0;
      const head = Buffer.alloc(10);
      let o = head.writeInt16BE(-1, 0);
      for (const v of box) o = head.writeInt16BE(v, o);
      const tail = withInstr ? Buffer.concat([Buffer.from([il >> 8, il & 0xff]), instr.bytes(il)]) : Buffer.alloc(0);
      glyph = Buffer.concat([head, parts, tail]);
      xMin.push(box[0]!);
    } else xMin.push(0);
    const padded = Buffer.concat([glyph, Buffer.alloc((4 - (glyph.length % 4)) % 4)]);
    out.push(padded);
    offsets.push((size += padded.length));
  }
  const loca = Buffer.alloc(offsets.length * (indexFormat ? 4 : 2));
  offsets.forEach((v, i) => (indexFormat ? loca.writeUInt32BE(v, i * 4) : loca.writeUInt16BE(v / 2, i * 2)));
  return { glyf: Buffer.concat(out), loca, numGlyphs, xMin };
}

/** Rebuilds `hmtx` from its transformed form, the missing side bearings taken from the glyphs' xMin (WOFF2 §5.4). */
function rebuildHmtx(data: Buffer, numHMetrics: number, xMin: number[]): Buffer {
  const r = new Reader(data);
  const flags = r.u8();
  const adv = Array.from({ length: numHMetrics }, () => r.u16());
  const lsb = Array.from({ length: numHMetrics }, (_, i) => (flags & 1 ? xMin[i]! : r.i16()));
  const rest = Array.from({ length: xMin.length - numHMetrics }, (_, i) => (flags & 2 ? xMin[numHMetrics + i]! : r.i16()));
  const out = Buffer.alloc(numHMetrics * 4 + rest.length * 2);
  let o = 0;
  for (let i = 0; i < numHMetrics; i++) o = out.writeInt16BE(lsb[i]!, out.writeUInt16BE(adv[i]!, o));
  for (const v of rest) o = out.writeInt16BE(v, o);
  return out;
}

const checksum = (b: Buffer) => {
  const p = Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
  let s = 0;
  for (let i = 0; i < p.length; i += 4) s = (s + p.readUInt32BE(i)) >>> 0;
  return s;
};

/**
 * Decodes a WOFF2 font (one font, not a collection) into TrueType/OpenType bytes.
 * @throws Error when the data is not WOFF2 or uses a transform this decoder does not know
 */
export function woff2ToSfnt(woff2: Buffer): Buffer {
  const r = new Reader(woff2);
  if (r.u32() !== 0x774f4632) throw new Error('woff2: bad signature');
  const flavor = r.u32();
  r.u32();
  const numTables = r.u16();
  r.u16();
  r.u32();
  const compressedSize = r.u32();
  r.at = 48;
  const dir = Array.from({ length: numTables }, () => {
    const f = r.u8();
    const tag = (f & 63) === 63 ? r.bytes(4).toString('latin1') : KNOWN_TAGS[f & 63]!;
    const version = f >> 6;
    const origLength = r.base128();
    // glyf/loca: version 0 is the transform and 3 none; the other tables: 0 is none.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const length = transformed ? r.base128() : origLength;
    return { tag, transformed, length };
  });
  const stream = brotliDecompressSync(woff2.subarray(r.at, r.at + compressedSize));
  const raw = new Map<string, Buffer>();
  let at = 0;
  for (const t of dir) {
    raw.set(t.tag, stream.subarray(at, at + t.length));
    at += t.length;
  }
  const tables = new Map<string, Buffer>(raw);
  const glyfT = dir.find((t) => t.tag === 'glyf');
  let xMin: number[] = [];
  if (glyfT?.transformed) {
    const g = rebuildGlyf(raw.get('glyf')!);
    tables.set('glyf', g.glyf).set('loca', g.loca);
    xMin = g.xMin;
  }
  if (dir.find((t) => t.tag === 'hmtx')?.transformed) {
    const numHMetrics = raw.get('hhea')!.readUInt16BE(34);
    tables.set('hmtx', rebuildHmtx(raw.get('hmtx')!, numHMetrics, xMin));
  }
  for (const t of dir) if (t.transformed && !['glyf', 'loca', 'hmtx'].includes(t.tag)) throw new Error(`woff2: unknown transform of ${t.tag}`);
  const tags = [...tables.keys()].sort();
  const head = Buffer.alloc(12 + 16 * tags.length);
  const pow = 2 ** Math.floor(Math.log2(tags.length));
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(tags.length, 4);
  head.writeUInt16BE(pow * 16, 6);
  head.writeUInt16BE(Math.log2(pow), 8);
  head.writeUInt16BE(tags.length * 16 - pow * 16, 10);
  const body: Buffer[] = [];
  let offset = head.length;
  tags.forEach((tag, i) => {
    const b = tables.get(tag)!;
    head.write(tag, 12 + i * 16, 'latin1');
    head.writeUInt32BE(checksum(b), 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(b.length, 24 + i * 16);
    const padded = Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
    body.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...body]);
}

/** Fredoka (the app's display font, variable weight) as TrueType bytes. */
export function fredokaTtf(root: string): Buffer {
  return woff2ToSfnt(readFileSync(join(root, 'node_modules/@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2')));
}
