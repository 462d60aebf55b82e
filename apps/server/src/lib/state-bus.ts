/**
 * Events that every server process on the same database must act on: a cache to drop, a
 * member's collected set or session to forget. A module publishes a topic and subscribes a
 * local handler; handlers of this process run at once, and when Redis is configured
 * (plugins/shared-state.ts) the event is also sent to the other processes, whose handlers run
 * on arrival. Without Redis only this process hears it, and the caches' lifetimes bound what
 * another process may show. Keyed by the database handle, as the caches are, so test apps on
 * their own databases never hear each other.
 */
type Handler = (payload: string) => void;

interface Bus {
  handlers: Map<string, Set<Handler>>;
  remote?: (topic: string, payload: string) => void;
}

const buses = new WeakMap<object, Bus>();

function busOf(db: object): Bus {
  let bus = buses.get(db);
  if (!bus) {
    bus = { handlers: new Map() };
    buses.set(db, bus);
  }
  return bus;
}

export function onTopic(db: object, topic: string, handler: Handler): void {
  const handlers = busOf(db).handlers;
  let set = handlers.get(topic);
  if (!set) {
    set = new Set();
    handlers.set(topic, set);
  }
  set.add(handler);
}

/** Runs this process's handlers of `topic`, then tells the other processes. */
export function publish(db: object, topic: string, payload = ''): void {
  deliver(db, topic, payload);
  publishElsewhere(db, topic, payload);
}

/** Tells only the other processes (this one has already acted). */
export function publishElsewhere(db: object, topic: string, payload = ''): void {
  busOf(db).remote?.(topic, payload);
}

/** Runs this process's handlers for an event (from here or from another process). */
export function deliver(db: object, topic: string, payload: string): void {
  for (const handler of busOf(db).handlers.get(topic) ?? []) handler(payload);
}

/** Connects the bus to the other processes (plugins/shared-state.ts); undefined disconnects. */
export function setRemote(db: object, remote: Bus['remote']): void {
  busOf(db).remote = remote;
}
