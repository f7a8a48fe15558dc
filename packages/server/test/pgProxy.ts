import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut (destroy every connection) or pause (keep the
 * connections open and forward nothing, as a database that stopped answering would).
 */
export class PgProxy {
  private server: net.Server;
  private sockets = new Set<net.Socket>();
  private paused = false;
  port = 0;

  constructor(private target: { host: string; port: number }) {
    this.server = net.createServer((client) => this.accept(client));
  }

  private accept(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(from);
      from.on('data', (chunk) => to.write(chunk));
      from.on('error', () => undefined);
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
      if (this.paused) from.pause();
    }
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  /** Stops forwarding in both directions; connections stay open, new ones are accepted and get no answer. */
  pause(): void {
    this.paused = true;
    for (const s of this.sockets) s.pause();
  }

  resume(): void {
    this.paused = false;
    for (const s of this.sockets) s.resume();
  }

  /** Destroys every connection, as a network cut or a restarted database would. */
  cut(): void {
    for (const s of this.sockets) s.destroy();
  }

  get connections(): number {
    return this.sockets.size / 2;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
