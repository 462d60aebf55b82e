/**
 * API answers the server inlined into the page it sent (server plugins/first-paint.ts), keyed
 * by the URL a GET would ask for (`apiUrl`). They are a guest's answers: the request layer
 * (request.ts) answers a guest's GET of exactly that URL with it instead of fetching, and a
 * query may take one as `initialData`, so the first render already shows what the server
 * painted. Each answer is taken once: a later GET of the same URL asks the API as usual.
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
