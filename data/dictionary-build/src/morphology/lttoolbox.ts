import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { DebianPackage } from '@lexicon/shared';
import { debianPackageFile } from '../debian-package';

/**
 * Apertium's lttoolbox, the reader of the morphological analysers (`*.automorf.bin`) that Apertium's
 * language pairs ship: `lt-proc` gives a form's readings (base word, part of speech) or none, and
 * `lt-paradigm` lists every form an analyser makes for a pattern of tags. Debian's packages pinned
 * here are unpacked, not installed: the build needs root's apt only to fetch them, as for the word
 * lists. The programs need ICU 72 and libxml2, which Debian 12 has (`apt-get install libicu72 libxml2`
 * where a slim image lacks them).
 */
const LTTOOLBOX_PACKAGES: readonly DebianPackage[] = [
  {
    package: 'lttoolbox',
    version: '3.7.1-1+b2',
    sha256: 'a56556c538954e5665395d036a3c729969a4aed3e4b3cd9f41bb91820a0f131c',
    file: '/usr/bin/lt-proc',
    encoding: 'utf-8',
  },
  {
    package: 'liblttoolbox3',
    version: '3.7.1-1+b2',
    sha256: '40b49302d65cee60710fe374e97723885c360993eea7dcfcbb6f4f5d4c06af92',
    file: '/usr/lib/x86_64-linux-gnu/liblttoolbox.so.3',
    encoding: 'utf-8',
  },
  {
    package: 'lttoolbox-dev',
    version: '3.7.1-1+b2',
    sha256: '294eedf13baded7689b00b965c9591d834bfd6b68918b2983c3a7a9282ec0b54',
    file: '/usr/bin/lt-paradigm',
    encoding: 'utf-8',
  },
];

/** lt-proc's answer for a sample of a million forms runs to about 100 MB; node's default pipe buffer is 1 MB. */
const MAX_OUTPUT_BYTES = 1024 * 1024 * 1024;

export interface Lttoolbox {
  /** Runs one program over `input` (a form or a pattern a line) and gives its output. */
  run(program: 'lt-proc' | 'lt-paradigm', args: readonly string[], input: string): string;
}

/** Unpacks the pinned packages once per cache folder (the folder's name holds their versions). */
function unpackedRoot(cacheDirectory: string): string {
  const root = path.join(cacheDirectory, `lttoolbox-${LTTOOLBOX_PACKAGES.map((pkg) => pkg.version).join('_')}`);
  if (existsSync(path.join(root, 'complete'))) return root;
  const temporary = `${root}.${process.pid}.part`;
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  for (const pkg of LTTOOLBOX_PACKAGES) execFileSync('dpkg-deb', ['-x', debianPackageFile(pkg, cacheDirectory), temporary]);
  execFileSync('touch', [path.join(temporary, 'complete')]);
  rmSync(root, { recursive: true, force: true });
  renameSync(temporary, root);
  return root;
}

export function lttoolbox(cacheDirectory: string): Lttoolbox {
  const root = unpackedRoot(cacheDirectory);
  const env = { ...process.env, LD_LIBRARY_PATH: path.join(root, 'usr/lib/x86_64-linux-gnu') };
  return {
    run(program, args, input) {
      const result = spawnSync(path.join(root, 'usr/bin', program), [...args], { input, env, encoding: 'utf8', maxBuffer: MAX_OUTPUT_BYTES });
      if (result.status !== 0) {
        const why = result.error?.message ?? result.stderr.trim().split('\n')[0] ?? `exit code ${result.status}`;
        throw new Error(`${program} failed: ${why}`);
      }
      return result.stdout;
    },
  };
}

export const LTTOOLBOX_LICENCE = 'GPL-2.0-or-later';
export { LTTOOLBOX_PACKAGES };
