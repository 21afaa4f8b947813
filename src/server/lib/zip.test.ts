import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createZip } from './zip.ts';

/** The oracles are independent readers: Info-ZIP's `unzip -t` and Python's zipfile (CRC and size checked on read). */
describe('createZip', () => {
  const big = 'é'.repeat(20_000) + JSON.stringify({ a: 1 });
  const noise = randomBytes(4096); // incompressible: stored, not deflated
  const zip = createZip(
    [
      { name: 'profile.json', data: '{"email":"ada@example.com"}' },
      { name: 'projects/Progetto è.json', data: big },
      { name: 'documents/noise.bin', data: noise },
      { name: 'empty.txt', data: '' },
    ],
    new Date('2026-11-25T10:30:44Z'),
  );
  const dir = mkdtempSync(join(tmpdir(), 'zip-'));
  const file = join(dir, 'a.zip');
  writeFileSync(file, zip);

  it('passes unzip -t', () => {
    const out = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(out).toMatch(/No errors detected/);
  });

  it("reads back byte for byte with Python's zipfile, with names, methods and the timestamp", () => {
    const script = `
import zipfile, sys, json, hashlib
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
print(json.dumps([[i.filename, i.compress_type, list(i.date_time), hashlib.sha256(z.read(i)).hexdigest()] for i in z.infolist()]))`;
    const rows = JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' })) as [string, number, number[], string][];
    const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
    expect(rows.map((r) => r[0])).toEqual(['profile.json', 'projects/Progetto è.json', 'documents/noise.bin', 'empty.txt']);
    expect(rows[1]![1]).toBe(8); // the repetitive text deflates
    expect(rows[2]![1]).toBe(0); // random bytes do not: stored
    expect(rows[0]![2]).toEqual([2026, 11, 25, 10, 30, 44]); // 44 s is even: DOS time keeps it exactly
    expect(rows[1]![3]).toBe(sha(Buffer.from(big, 'utf8')));
    expect(rows[2]![3]).toBe(sha(noise));
    expect(rows[3]![3]).toBe(sha(''));
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses unsafe or duplicate names', () => {
    expect(() => createZip([{ name: '../x', data: '' }])).toThrow(/unsafe/);
    expect(() =>
      createZip([
        { name: 'a', data: '' },
        { name: 'a', data: '' },
      ]),
    ).toThrow(/duplicate/);
  });
});
