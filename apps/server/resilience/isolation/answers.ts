import { unzipSync } from 'fflate';
import type { HttpResponse } from '../lib/http.js';
import { classOfKind, type DataClass, type DataSet, type IdKind } from './id-kinds.js';

const textual = /json|text|xml|csv|javascript/;

/** The readable text of an answer: the body, or every file of a zip answer. */
export function answerText(answer: HttpResponse): string | null {
  const type = answer.headers['content-type'] ?? '';
  if (textual.test(type) || answer.body.length === 0) return answer.text();
  if (answer.body[0] === 0x50 && answer.body[1] === 0x4b) {
    try {
      return Object.values(unzipSync(answer.body))
        .map((entry) => Buffer.from(entry).toString('latin1'))
        .join('\n');
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Why an answer to an outsider gives away data of the set: a mark of a class the outsider may not
 * read, an id of such a record it did not send itself, or file content (a page image, a PDF) in a
 * successful answer to a call that named the set's records. `null` when it gives away nothing.
 */
export function leakIn(
  answer: HttpResponse,
  request: { url: string; body?: unknown },
  dataSet: DataSet,
  mayRead: readonly DataClass[],
): string | null {
  const hidden = (Object.keys(dataSet.marks) as DataClass[]).filter((name) => !mayRead.includes(name));
  const body = Buffer.isBuffer(request.body)
    ? request.body.toString('latin1')
    : JSON.stringify(request.body ?? '');
  const sent = `${request.url} ${body}`;
  const text = answerText(answer);
  if (text === null) {
    const namesSet = (Object.entries(dataSet.ids) as [IdKind, string[]][]).some(
      ([kind, ids]) =>
        !mayRead.includes(classOfKind[kind] as DataClass) && ids.some((id) => sent.includes(id)),
    );
    if (answer.status < 300 && namesSet && answer.body.length > 0)
      return `file content (${answer.headers['content-type'] ?? 'no type'}, ${answer.body.length} bytes)`;
    return null;
  }
  for (const name of hidden) {
    if (text.includes(dataSet.marks[name])) return `mark ${dataSet.marks[name]}`;
  }
  for (const [kind, ids] of Object.entries(dataSet.ids) as [IdKind, string[]][]) {
    const dataClass = classOfKind[kind];
    if (!dataClass || mayRead.includes(dataClass)) continue;
    const found = ids.find((id) => text.includes(id) && !sent.includes(id));
    if (found) return `${kind} id ${found}`;
  }
  return null;
}
