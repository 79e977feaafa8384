// Writes .br and .gz beside every compressible file of the build, so the server sends them as they are
// instead of compressing the same bytes on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function walk(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const dist = new URL('./dist', import.meta.url).pathname;
let count = 0;
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
