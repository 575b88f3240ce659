/**
 * The worker side of `threadRunner` (runners.ts): answers each task the main thread posts
 * with one message. Plain `worker_threads` messages instead of piscina's task protocol (issue
 * 21, fourth session): the pool in front already queues, admits and counts, so each task
 * needs no more than one message each way; this cut the transport's CPU per task by about a
 * third (bench/RESULTS.md). A `Uint8Array` answer (a serialised envelope) is transferred, not
 * copied: it must own its whole ArrayBuffer (the calculation task makes sure of it).
 */
import { parentPort } from 'node:worker_threads';

/** What the worker posts when its handler threw (a defect: calculations return errors as data). */
export interface ThreadFailure {
  threadFailure: true;
  name: string;
  message: string;
  stack: string | undefined;
}

/** True for the message a worker posts when its handler threw. */
export function isThreadFailure(message: unknown): message is ThreadFailure {
  return typeof message === 'object' && message !== null && (message as { threadFailure?: unknown }).threadFailure === true;
}

/**
 * Serves tasks from the parent thread with `handler` (one at a time: the handler is
 * synchronous). Call once, in a worker thread. A handler that throws answers a
 * `ThreadFailure`, and the worker stays.
 */
export function serveTasks<T, R>(handler: (task: T) => R): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread only');
  port.on('message', (task: T) => {
    let answer: unknown;
    try {
      answer = handler(task);
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      answer = { threadFailure: true, name: e.name, message: e.message, stack: e.stack } satisfies ThreadFailure;
    }
    if (answer instanceof Uint8Array && answer.byteOffset === 0 && answer.byteLength === answer.buffer.byteLength) {
      port.postMessage(answer, [answer.buffer as ArrayBuffer]);
    } else {
      port.postMessage(answer);
    }
  });
}
