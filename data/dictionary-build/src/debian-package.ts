import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { DebianPackage } from '@lexicon/shared';

/** Unpacked word lists run to 60 MB (wpolish); the default pipe buffer of 1 MB would cut them. */
const MAX_FILE_BYTES = 512 * 1024 * 1024;

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Where a pinned package's .deb is kept once fetched and checked, so later builds reuse it. */
function cachedDebFile(pkg: DebianPackage, cacheDirectory: string): string {
  return path.join(cacheDirectory, `${pkg.package}_${pkg.version.replace(':', '%3a')}.deb`);
}

function aptGetDownload(pkg: DebianPackage, directory: string): { ok: boolean; output: string } {
  const run = spawnSync('apt-get', ['download', `${pkg.package}=${pkg.version}`], { cwd: directory, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stderr ?? ''}${run.stdout ?? ''}${run.error?.message ?? ''}`.trim() };
}

/**
 * Fetches the exact version with apt, the machine's own client, and refuses a file whose SHA-256 is
 * not the pinned one. A fresh machine has no package lists yet: `apt-get update` runs once, then the
 * download is tried again.
 */
function downloadDeb(pkg: DebianPackage, target: string): void {
  const workDirectory = mkdtempSync(path.join(path.dirname(target), '.download-'));
  try {
    let attempt = aptGetDownload(pkg, workDirectory);
    if (!attempt.ok) {
      const update = spawnSync('apt-get', ['update'], { encoding: 'utf8' });
      if (update.status !== 0) throw new Error(`apt-get update failed: ${(update.stderr ?? update.error?.message ?? '').trim()}`);
      attempt = aptGetDownload(pkg, workDirectory);
    }
    if (!attempt.ok) throw new Error(`apt-get download ${pkg.package}=${pkg.version} failed: ${attempt.output}`);
    const [file] = readdirSync(workDirectory).filter((name) => name.endsWith('.deb'));
    if (file === undefined) throw new Error(`apt-get download ${pkg.package}=${pkg.version} left no .deb file`);
    const downloaded = path.join(workDirectory, file);
    const digest = sha256(readFileSync(downloaded));
    if (digest !== pkg.sha256) {
      throw new Error(`${pkg.package} ${pkg.version}: SHA-256 ${digest} is not the pinned ${pkg.sha256}`);
    }
    renameSync(downloaded, target);
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
}

/** The pinned .deb on disk, fetched on first use; a cached copy is checked again before it is trusted. */
export function debianPackageFile(pkg: DebianPackage, cacheDirectory: string): string {
  mkdirSync(cacheDirectory, { recursive: true });
  const target = cachedDebFile(pkg, cacheDirectory);
  if (existsSync(target) && sha256(readFileSync(target)) === pkg.sha256) return target;
  rmSync(target, { force: true });
  downloadDeb(pkg, target);
  return target;
}

/** One file of a pinned Debian package, as bytes (gzip-compressed files, such as dictd's .dz, unpacked). */
export function debianPackageBytes(pkg: DebianPackage, cacheDirectory: string): Buffer {
  const debFile = debianPackageFile(pkg, cacheDirectory);
  const tar = execFileSync('dpkg-deb', ['--fsys-tarfile', debFile], { maxBuffer: MAX_FILE_BYTES });
  const bytes = execFileSync('tar', ['-xO', `.${pkg.file}`], { input: tar, maxBuffer: MAX_FILE_BYTES });
  return pkg.file.endsWith('.gz') || pkg.file.endsWith('.dz') ? gunzipSync(bytes) : bytes;
}

/**
 * A hunspell dictionary of a pinned Debian package (`pkg.file` its .dic, `affixFile` its .aff), decoded
 * with the encoding the package uses and its `SET` line made UTF-8 to match: the texts are written
 * out again in UTF-8, and readers decode by that line.
 */
export function debianHunspellTexts(pkg: DebianPackage, affixFile: string, cacheDirectory: string): { aff: string; dic: string } {
  return {
    aff: debianPackageText({ ...pkg, file: affixFile }, cacheDirectory).replace(/^SET .*$/m, 'SET UTF-8'),
    dic: debianPackageText(pkg, cacheDirectory),
  };
}

/** One text file of a pinned Debian package, decoded with the encoding the package uses. */
export function debianPackageText(pkg: DebianPackage, cacheDirectory: string): string {
  return new TextDecoder(pkg.encoding).decode(debianPackageBytes(pkg, cacheDirectory));
}
