// A TCP relay in front of a database that a test can cut, as when the database's host goes away:
// the connections through it are dropped and new ones are closed as soon as they open (`cut`); or
// a host that stopped answering (`hang`): the connections it has go silent, none is closed, and
// new ones are held open with nothing said. Until it is restored, which drops them all.
import net from 'node:net';

export interface CuttableRelay {
  /** The database URL with its host and port replaced by the relay's. */
  url: string;
  cut(): void;
  hang(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startCuttableRelay(databaseUrl: string): Promise<CuttableRelay> {
  const target = new URL(databaseUrl);
  const open = new Set<net.Socket>();
  let down: 'no' | 'cut' | 'hang' = 'no';
  const held = new Set<net.Socket>();
  const silenced = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    if (down === 'cut') {
      client.destroy();
      return;
    }
    if (down === 'hang') {
      held.add(client);
      client.on('error', () => {});
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(a);
      a.on('close', () => {
        open.delete(a);
        b.destroy();
      });
      a.on('error', () => b.destroy());
      a.pipe(b);
    }
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((relay.address() as net.AddressInfo).port);
  return {
    url: url.href,
    cut() {
      down = 'cut';
      for (const socket of open) socket.destroy();
    },
    hang() {
      down = 'hang';
      // Closing them instead let a query on a pooled connection fail at once (connection
      // terminated), where a silent host makes the server wait for its time limit.
      for (const socket of open) {
        socket.unpipe();
        socket.pause();
        silenced.add(socket);
      }
    },
    restore() {
      down = 'no';
      for (const socket of [...held, ...silenced]) socket.destroy();
      silenced.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of [...open, ...held]) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
