import { describe, expect, it } from 'vitest';
import { createLimiter, LimiterAbortError } from './limiter.js';
import { runTool, ToolError } from './run-tool.js';
import { sniffContentType, sniffFileKind } from './file-kind.js';

describe('runTool', () => {
  it('returns stdout, feeds stdin and passes extra environment variables', async () => {
    expect((await runTool('cat', [], { timeoutMs: 5000, input: Buffer.from('hallo') })).toString()).toBe(
      'hallo',
    );
    const output = await runTool('sh', ['-c', 'echo $OMP_THREAD_LIMIT'], {
      timeoutMs: 5000,
      environment: { OMP_THREAD_LIMIT: '1' },
    });
    expect(output.toString().trim()).toBe('1');
  });

  it('runs tools at low CPU priority, so web requests keep the cores', async () => {
    const niceness = await runTool('nice', [], { timeoutMs: 5000 });
    expect(Number(niceness.toString().trim())).toBeGreaterThanOrEqual(10);
  });

  it('starts tools from the tool host, not from the server process, and replaces a host that died', async () => {
    const parent = Number((await runTool('sh', ['-c', 'echo $PPID'], { timeoutMs: 5000 })).toString());
    expect(parent).toBeGreaterThan(0);
    expect(parent).not.toBe(process.pid);
    await expect(
      runTool('sh', ['-c', 'kill -9 $PPID; sleep 5'], { timeoutMs: 10_000 }),
    ).rejects.toMatchObject({
      kind: 'exit',
    });
    const next = Number((await runTool('sh', ['-c', 'echo $PPID'], { timeoutMs: 5000 })).toString());
    expect(next).not.toBe(parent);
    expect(next).not.toBe(process.pid);
  });

  it('kills a process on timeout and on abort, and names a missing tool', async () => {
    await expect(runTool('sleep', ['5'], { timeoutMs: 100 })).rejects.toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    const running = runTool('sleep', ['5'], { timeoutMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toMatchObject({ kind: 'aborted' });
    await expect(runTool('no-such-tool-here', [], { timeoutMs: 1000 })).rejects.toMatchObject({
      kind: 'missing',
    });
    await expect(runTool('sh', ['-c', 'echo kaputt >&2; exit 3'], { timeoutMs: 1000 })).rejects.toEqual(
      new ToolError('exit', 'sh', 'kaputt', 3),
    );
  });
});

describe('createLimiter', () => {
  it('runs at most the given number of tasks at a time, in order', async () => {
    const limiter = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        limiter.run(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('drops a waiting task whose signal aborts', async () => {
    const limiter = createLimiter(1);
    const blocker = limiter.run(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const controller = new AbortController();
    let ran = false;
    const waiting = limiter.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(LimiterAbortError);
    await blocker;
    expect(ran).toBe(false);
    expect(limiter.waiting).toBe(0);
  });

  it('starts urgent tasks before the others still waiting', async () => {
    const limiter = createLimiter(1);
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all([
      limiter.run(task('ocr-1')),
      limiter.run(task('ocr-2')),
      limiter.run(task('ocr-3')),
      limiter.run(task('viewer'), undefined, { urgent: true }),
    ]);
    expect(order).toEqual(['ocr-1', 'viewer', 'ocr-2', 'ocr-3']);
  });
});

describe('sniffFileKind', () => {
  it('knows PDF, TIFF, JPEG and PNG by their first bytes, whatever the name', () => {
    expect(sniffFileKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileKind(Buffer.from([0x49, 0x49, 0x2a, 0x00]))).toBe('tiff');
    expect(sniffFileKind(Buffer.from([0x4d, 0x4d, 0x00, 0x2a]))).toBe('tiff');
    expect(sniffFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffFileKind(Buffer.from('<?xml version="1.0"?>'))).toBeNull();
    expect(sniffFileKind(Buffer.from('junk before %PDF-1.4'))).toBe('pdf');
  });

  it('knows XML e-invoices by their root element, after a byte order mark and a prolog', () => {
    const ubl =
      '\uFEFF<?xml version="1.0"?>\n<!-- Rechnung -->\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">';
    expect(sniffFileKind(Buffer.from(ubl))).toBe('xml');
    expect(sniffFileKind(Buffer.from('<rsm:CrossIndustryInvoice xmlns:rsm="x">'))).toBe('xml');
    expect(sniffFileKind(Buffer.from('<Bestellung><Invoice/></Bestellung>'))).toBeNull();
    expect(sniffFileKind(Buffer.from('Invoice <Invoice>'))).toBeNull();
  });

  it('gives any attachment a content type from its bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('application/zip');
    expect(sniffContentType(Buffer.from('<?xml version="1.0"?><Lieferschein/>'))).toBe('application/xml');
    expect(sniffContentType(Buffer.from('Kontonummer;Name\n4711;Muster GmbH\n'))).toBe('text/plain');
    expect(sniffContentType(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]))).toBe('application/octet-stream');
  });

  it('counts CPU time, so a process that only waits outlasts its limit and one that computes does not', async () => {
    // 1 s of CPU allows 10 s of waiting: a busy machine makes a tool slower, not failed.
    expect((await runTool('sh', ['-c', 'sleep 1.5; echo fertig'], { timeoutMs: 1000 })).toString()).toBe(
      'fertig\n',
    );
    await expect(runTool('sh', ['-c', 'while :; do :; done'], { timeoutMs: 300 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
