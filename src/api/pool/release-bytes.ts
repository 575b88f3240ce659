/**
 * Frees a large response body as soon as it has been written, instead of at the next full GC
 * (issue 21). A calculation's bytes arrive from a worker as a transferred ArrayBuffer, which
 * V8 counts as external memory of the main thread until a garbage collection finds it
 * unreachable. At ~100 kundli-advanced answers a second (~450 KiB each) that pressure alone
 * started a mark-compact of the main heap every ~200 ms (19 in 6 s; with bodies trimmed to a
 * few KiB, 4), each costing the main thread 10–40 ms and the helper threads the concurrent
 * marking of ~30 MiB. Transferring the buffer into a message port whose other end is closed
 * detaches it: V8's external count drops at once and the message, never delivered, is freed
 * with its backing store (no GC involved).
 *
 * Only after the response's 'finish' event: by then the socket's write callbacks have run, so
 * nothing (libuv, zlib for a compressed answer) still reads the memory. Only for bodies on a
 * real socket (`app.inject`'s fake response keeps its chunks), that own their whole
 * ArrayBuffer (a body from the result cache or a slice of another buffer is left alone), and
 * of at least `releaseFromBytes` (the post costs a few µs).
 */
import { Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import { MessageChannel } from 'node:worker_threads';

/** Smaller bodies are left to the GC. */
export const releaseFromBytes = 64 * 1024;

let sink: MessageChannel['port1'] | undefined;
/** A port whose peer is closed: a buffer transferred into it is detached and then dropped. */
function closedPort(): MessageChannel['port1'] {
  if (!sink) {
    const { port1, port2 } = new MessageChannel();
    port2.close();
    port1.unref();
    sink = port1;
  }
  return sink;
}

/** Detaches (and so frees) `bytes`' memory once `res` has finished writing it; see the file comment. */
export function releaseWhenSent(res: ServerResponse, bytes: Uint8Array): void {
  if (bytes.length < releaseFromBytes || bytes.byteOffset !== 0 || bytes.buffer.byteLength !== bytes.length) return;
  if (!(bytes.buffer instanceof ArrayBuffer) || !(res.socket instanceof Socket)) return;
  const buffer = bytes.buffer;
  res.once('finish', () => {
    try {
      closedPort().postMessage(buffer, [buffer]);
    } catch {
      // Not transferable after all (already detached): the GC frees it as before.
    }
  });
}
