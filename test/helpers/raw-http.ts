/**
 * Raw HTTP/1.1 over a TCP socket, for what `inject` and `fetch` cannot do: send a request in
 * pieces (slow or withheld bodies), send bytes that are not HTTP, and see exactly what the
 * server writes back before it closes the connection.
 */
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** How the connection ended: closed by the server (FIN), reset, or still open at the deadline. */
  ending: 'closed' | 'reset' | 'open';
  /** Milliseconds from connect to the end of the response. */
  ms: number;
}

/** Parses the first response in `text` (status line, headers, body by Content-Length). */
export function parseResponse(text: string): Omit<RawResponse, 'ending' | 'ms'> | null {
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const bodyBytes = Buffer.from(text.slice(split + 4), 'utf8');
  return { status, headers, body: bodyBytes.subarray(0, length).toString('utf8') };
}

/** An open connection: write pieces, then wait for the server's answer and its close. */
export class RawConnection {
  readonly socket: Socket;
  private data = '';
  private ending: RawResponse['ending'] = 'open';
  private readonly opened = performance.now();
  private closedAt: number | undefined;
  private readonly ended: Promise<void>;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (this.data += chunk));
    this.ended = new Promise((resolve) => {
      socket.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'ECONNRESET') this.ending = 'reset';
      });
      socket.on('close', () => {
        this.closedAt = performance.now();
        if (this.ending === 'open') this.ending = 'closed';
        resolve();
      });
    });
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  /** Everything received so far. */
  received(): string {
    return this.data;
  }

  /** Waits until the server closes the connection (or `deadlineMs`), then parses what came. */
  async response(deadlineMs = 10_000): Promise<RawResponse | null> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.ended, new Promise((r) => (timer = setTimeout(r, deadlineMs)))]);
    clearTimeout(timer);
    const parsed = parseResponse(this.data);
    if (!parsed) return null;
    return { ...parsed, ending: this.ending, ms: (this.closedAt ?? performance.now()) - this.opened };
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** The head of a JSON POST with a declared body length. */
export function postHead(path: string, contentLength: number): string {
  return `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;
}

/** One answer on a keep-alive connection, or how the connection was lost before it came. */
export type KeepAliveAnswer =
  | { status: number; headers: Record<string, string>; body: string }
  | { lost: 'reset' | 'closed' };

/** A keep-alive connection that sends one request at a time and reads each whole answer. */
export class KeepAliveClient {
  private buffer = Buffer.alloc(0);
  private pending: ((a: KeepAliveAnswer) => void) | undefined;
  private lostAs: 'reset' | 'closed' | undefined;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.deliver();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ECONNRESET' || e.code === 'EPIPE') this.lostAs = 'reset';
    });
    socket.on('close', () => {
      this.lostAs ??= 'closed';
      const p = this.pending;
      this.pending = undefined;
      p?.({ lost: this.lostAs });
    });
  }

  static open(port: number): Promise<KeepAliveClient> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new KeepAliveClient(socket)));
      socket.once('error', reject);
    });
  }

  get closed(): boolean {
    return this.lostAs !== undefined;
  }

  /** Sends a request and resolves with its answer (or the loss of the connection). */
  send(text: string): Promise<KeepAliveAnswer> {
    if (this.lostAs) return Promise.resolve({ lost: this.lostAs });
    return new Promise((resolve) => {
      this.pending = resolve;
      this.socket.write(text);
    });
  }

  private deliver(): void {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0 || !this.pending) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const m = /content-length:\s*(\d+)/i.exec(head);
    const length = m ? Number(m[1]) : 0;
    if (this.buffer.length < end + 4 + length) return;
    const parsed = parseResponse(this.buffer.subarray(0, end + 4 + length).toString('utf8'))!;
    this.buffer = this.buffer.subarray(end + 4 + length);
    const p = this.pending;
    this.pending = undefined;
    p(parsed);
  }
}
