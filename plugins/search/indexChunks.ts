/**
 * Smaller word-index chunks for Pagefind, so that a query on a phone downloads little.
 *
 * Pagefind splits a language's word index into chunks by word order and the browser fetches,
 * for each word of a query, the one chunk whose range holds it. Pagefind 1.6 cuts a chunk after
 * about 20,000 word positions, a size it does not let a site change: each chunk of this site's
 * index is 25 to 35 KB compressed, which with Pagefind's code and WebAssembly puts a first query
 * above 100 KB. This step, run after Pagefind has written its files, splits the same words
 * into chunks of about {@link defaultChunkBytes} (compressed) and rewrites the language's
 * metadata file to list them. Nothing else changes: the words, their pages and positions, the
 * ranking and Pagefind's code are Pagefind's own.
 *
 * Where a cut falls: Pagefind finds a query word's chunk by comparing the word with each
 * chunk's range of words ({@link chunkRanges}), and matches the word as a prefix only within
 * that chunk.
 * So a cut is made between two words that share fewer than {@link keptPrefixLength}
 * characters where one is near: 'dolph' then finds 'dolphin' and 'dolphins' together.
 *
 * The file formats are Pagefind's (version {@link pagefindFormatVersion}; a file is gzip of
 * the 12 bytes `pagefind_dcd` and a CBOR value); another version fails the build with a
 * message instead of writing an index the browser cannot read.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gunzipSync, gzipSync} from 'node:zlib';

/** The Pagefind version whose index format this step reads and writes (the exact version in package.json). */
export const pagefindFormatVersion = '1.6.0';

/** Target size of one chunk, compressed, in bytes: a query word costs about this much. */
export const defaultChunkBytes = 5 * 1024;

/** A cut is made between words sharing fewer characters than this, unless the chunk has grown to {@link maxGrowth} times its target. */
export const keptPrefixLength = 3;

/** How far past its target a chunk may grow while waiting for a place to cut between word families. */
export const maxGrowth = 1.5;

/** The 12 bytes every Pagefind data file starts with once decompressed. */
const signature = Buffer.from('pagefind_dcd');

/**
 * One word of Pagefind's word index, as Pagefind 1.6 encodes it: the word (lower case,
 * stemmed in English), the pages that hold it with their positions, and the original spellings
 * folded into it (for example with accents or vowel signs) with theirs. Only the word is read
 * here; the rest is kept as it is.
 */
export type IndexWord = [word: string, pages: unknown[], variants: unknown[]];

/** A chunk in the metadata file: the range of words it holds (shortened prefixes) and its file's hash. */
export type ChunkEntry = [from: string, to: string, hash: string];

/** CBOR encoding and decoding (the `cborg` package, loaded by {@link rechunkIndex}). */
export type Cbor = {encode: (value: unknown) => Uint8Array; decode: (bytes: Uint8Array) => unknown};

/** How many characters (Unicode code points, as Pagefind counts them) two words share at their start. */
export function sharedPrefixLength(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  let shared = 0;
  while (shared < left.length && shared < right.length && left[shared] === right[shared]) {
    shared += 1;
  }
  return shared;
}

/**
 * Splits `words` (in index order) into chunks of about `targetSize`, measured by `sizeOf`. A
 * chunk reaching the target ends at the next place where the two words around the cut share
 * fewer than {@link keptPrefixLength} characters; at {@link maxGrowth} times the target it ends anyway.
 *
 * @param sizeOf the size a word adds to a chunk (here its encoded bytes, scaled to compressed ones)
 * @returns the chunks, in order, none empty; every word in exactly one
 */
export function splitWords<W extends {0: string}>(words: readonly W[], targetSize: number, sizeOf: (word: W) => number): W[][] {
  const chunks: W[][] = [];
  let chunk: W[] = [];
  let size = 0;
  words.forEach((word, index) => {
    chunk.push(word);
    size += sizeOf(word);
    const next = words[index + 1];
    if (next === undefined) {
      return;
    }
    const cutHere = size >= maxGrowth * targetSize || (size >= targetSize && sharedPrefixLength(word[0], next[0]) < keptPrefixLength);
    if (cutHere) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
  });
  if (chunk.length > 0) {
    chunks.push(chunk);
  }
  return chunks;
}

/**
 * The ranges Pagefind's browser code compares a query word with, for chunks whose first and
 * last words are given. A chunk's range ends at its last word; it starts at its first word
 * shortened to one character past what it shares with the previous chunk's last word
 * (`apple` | `apricot` → `apr`), so a query word that only starts a word of the chunk still
 * falls in the range. Pagefind shortens the end the same way too, which can leave a chunk whose
 * end sorts before its start (`sedimented`…`se`), where no word is ever found; here the end is
 * the whole last word, so every word of the index falls in the range of exactly its own chunk.
 */
export function chunkRanges(bounds: readonly {first: string; last: string}[]): {from: string; to: string}[] {
  return bounds.map(({first, last}, index) => {
    const previous = bounds[index - 1];
    return {from: previous ? Array.from(first).slice(0, sharedPrefixLength(previous.last, first) + 1).join('') : first, to: last};
  });
}

/** The sum of `values`. */
function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * The payload of a Pagefind data file (`bytes` as written: gzip of the signature and the
 * payload), checked for the signature.
 *
 * @throws Error naming `file` when the signature is missing
 */
export function unpackDataFile(bytes: Buffer, file: string): Buffer {
  const raw = gunzipSync(bytes);
  if (!raw.subarray(0, signature.length).equals(signature)) {
    throw new Error(`${file} is not a Pagefind data file (no signature)`);
  }
  return raw.subarray(signature.length);
}

/** A Pagefind data file holding `payload`: gzip of the signature and the payload. */
export function packDataFile(payload: Uint8Array): Buffer {
  return gzipSync(Buffer.concat([signature, payload]));
}

/** Reads a Pagefind data file holding a CBOR value. */
function readDataFile(cbor: Cbor, bytes: Buffer, file: string): unknown {
  return cbor.decode(unpackDataFile(bytes, file));
}

/** Encodes a value as a Pagefind data file holding CBOR. */
function dataFile(cbor: Cbor, value: unknown): Buffer {
  return packDataFile(cbor.encode(value));
}

/** A short content hash for a file name, as Pagefind names its files: `{language}_{hex}`. */
function hashName(language: string, bytes: Buffer, length: number): string {
  return `${language}_${createHash('sha256').update(bytes).digest('hex').slice(0, length)}`;
}

/** Pagefind's entry file: the languages of the index and each one's metadata file. */
type Entry = {version: string; languages: Record<string, {hash: string; wasm: string; page_count: number}>};

/** What {@link rechunkIndex} did for one language: chunk counts and the largest chunk's compressed bytes. */
export type RechunkReport = {language: string; chunksBefore: number; chunks: number; largestBytes: number};

/** Loads the `cborg` package (ESM only, so from its file, as the configuration loader cannot `require` it). */
async function loadCbor(siteDir: string): Promise<Cbor> {
  const entry = path.join(siteDir, 'node_modules', 'cborg', 'cborg.js');
  return (await import(pathToFileURL(entry).href)) as Cbor;
}

/**
 * Re-splits the word index of every language of the Pagefind bundle in `bundleDir` into chunks
 * of about `chunkBytes` compressed bytes: writes the new chunk files, a new metadata file (same
 * pages, same everything but the chunk list), points the entry file at it, and deletes the old
 * chunk and metadata files.
 *
 * @param siteDir the site's folder, whose `node_modules` holds `cborg`
 * @param bundleDir the folder Pagefind wrote (`{outDir}/pagefind`)
 * @returns one report per language
 * @throws Error when the bundle is not Pagefind {@link pagefindFormatVersion}'s, or a file is not what that version writes
 */
export async function rechunkIndex(siteDir: string, bundleDir: string, chunkBytes = defaultChunkBytes): Promise<RechunkReport[]> {
  const cbor = await loadCbor(siteDir);
  const entryFile = path.join(bundleDir, 'pagefind-entry.json');
  const entry = JSON.parse(await fs.readFile(entryFile, 'utf8')) as Entry;
  if (entry.version !== pagefindFormatVersion) {
    throw new Error(`the search index was written by Pagefind ${entry.version}, but plugins/search/indexChunks.ts reads the format of Pagefind ${pagefindFormatVersion}; check the format and update pagefindFormatVersion`);
  }
  const reports: RechunkReport[] = [];
  for (const [language, details] of Object.entries(entry.languages)) {
    const {hash} = details;
    const metaFile = path.join(bundleDir, `pagefind.${hash}.pf_meta`);
    const meta = readDataFile(cbor, await fs.readFile(metaFile), metaFile) as unknown[];
    const chunkList = meta[2] as ChunkEntry[];
    if (meta[0] !== pagefindFormatVersion || !Array.isArray(chunkList) || !chunkList.every((chunk) => Array.isArray(chunk) && chunk.length === 3 && chunk.every((part) => typeof part === 'string'))) {
      throw new Error(`${metaFile} is not a Pagefind ${pagefindFormatVersion} metadata file (version, pages, chunk list…)`);
    }
    const oldFiles = chunkList.map(([, , chunkHash]) => path.join(bundleDir, 'index', `${chunkHash}.pf_index`));
    const words: IndexWord[] = [];
    let encodedBytes = 0;
    let compressedBytes = 0;
    for (const file of oldFiles) {
      const bytes = await fs.readFile(file);
      const chunk = readDataFile(cbor, bytes, file) as [IndexWord[]];
      if (!Array.isArray(chunk) || !Array.isArray(chunk[0]) || !chunk[0].every((word) => Array.isArray(word) && typeof word[0] === 'string')) {
        throw new Error(`${file} is not a Pagefind ${pagefindFormatVersion} index chunk`);
      }
      words.push(...chunk[0]);
      encodedBytes += gunzipSync(bytes).length;
      compressedBytes += bytes.length;
    }
    // A word's size is its encoded bytes scaled by the compression ratio, first that of
    // Pagefind's large chunks, then (a second pass) that of the small chunks just cut, which
    // compress less; so chunks land near their compressed target in Bengali and in English.
    const encodedSizes = new Map(words.map((word) => [word, cbor.encode(word).length]));
    const split = (ratio: number) => splitWords(words, chunkBytes, (word) => (encodedSizes.get(word) ?? 0) * ratio);
    const firstCut = split(compressedBytes / Math.max(encodedBytes, 1));
    const firstFiles = firstCut.map((chunk) => dataFile(cbor, [chunk]));
    const chunks = split(sum(firstFiles.map((file) => file.length)) / sum(firstFiles.map((file) => gunzipSync(file).length)));
    const ranges = chunkRanges(chunks.map((chunk) => ({first: chunk[0]?.[0] ?? '', last: chunk.at(-1)?.[0] ?? ''})));
    const newList: ChunkEntry[] = [];
    let largestBytes = 0;
    for (const [chunk, range] of chunks.map((words, index) => [words, ranges[index] ?? {from: '', to: ''}] as const)) {
      const bytes = dataFile(cbor, [chunk]);
      let name = hashName(language, bytes, 7);
      for (let length = 8; newList.some(([, , taken]) => taken === name); length += 1) {
        name = hashName(language, bytes, length);
      }
      newList.push([range.from, range.to, name]);
      largestBytes = Math.max(largestBytes, bytes.length);
      await fs.writeFile(path.join(bundleDir, 'index', `${name}.pf_index`), bytes);
    }
    const newNames = new Set(newList.map(([, , name]) => `${name}.pf_index`));
    await Promise.all(oldFiles.filter((file) => !newNames.has(path.basename(file))).map((file) => fs.rm(file)));
    const newMeta = dataFile(cbor, [meta[0], meta[1], newList, ...meta.slice(3)]);
    const newHash = hashName(language, newMeta, 13);
    await fs.writeFile(path.join(bundleDir, `pagefind.${newHash}.pf_meta`), newMeta);
    if (newHash !== hash) {
      await fs.rm(metaFile);
    }
    details.hash = newHash;
    reports.push({language, chunksBefore: chunkList.length, chunks: newList.length, largestBytes});
  }
  await fs.writeFile(entryFile, JSON.stringify(entry));
  return reports;
}
