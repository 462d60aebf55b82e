/**
 * API answers the server inlined into the page it sent (server plugins/first-paint.ts), keyed
 * by the URL a GET would ask for (`apiUrl`). A query takes its answer as `initialData`, so the
 * first render already shows what the server painted, without a second round trip. Each answer
 * is taken once: a later mount of the same query asks the API as usual.
 */
interface BootAnswers {
  /** When the server read them (ms), for the query's staleness. */
  at: number;
  answers: Record<string, unknown>;
}

const ELEMENT_ID = 'boot-answers';
let boot: BootAnswers | null | undefined;

function read(): BootAnswers | null {
  if (boot !== undefined) return boot;
  boot = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (text?.textContent) {
    try {
      boot = JSON.parse(text.textContent) as BootAnswers;
    } catch {
      // A page without usable answers: every query asks the API.
    }
  }
  return boot;
}

/** The inlined answer for `url` and when it was read, removed from the page's store. */
export function takeBootAnswer<T>(url: string): { data: T; at: number } | undefined {
  const answers = read();
  if (!answers || !Object.hasOwn(answers.answers, url)) return undefined;
  const data = answers.answers[url] as T;
  delete answers.answers[url];
  return { data, at: answers.at };
}
