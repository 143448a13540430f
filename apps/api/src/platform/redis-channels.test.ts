import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { listen, nextEvent, openSocket, outcome, tokenOf, type Client } from '../../test/support/sockets.ts';
import { buildTestApp, type TestApp } from '../../test/support/test-app.ts';
import { notifyStaff } from '../modules/notifications/index.ts';
import { channelFor } from './redis.ts';

const onDatabase = (database: number) => {
  const url = new URL(process.env.TEST_REDIS_URL!);
  url.pathname = `/${database}`;
  return new Redis(url.toString());
};

describe('channelFor', () => {
  it('keeps the bare name on database 0 and names any other database', () => {
    const zero = new Redis({ lazyConnect: true });
    const twelve = new Redis({ lazyConnect: true, db: 12 });
    expect(channelFor(zero, 'cambix:socket')).toBe('cambix:socket');
    expect(channelFor(twelve, 'cambix:socket')).toBe('cambix:socket:db12');
  });
});

// Redis delivers a publish to the subscribers of every database number: without a channel per database,
// a deployment sharing the server on another database hears this one's events.
describe.skipIf(!process.env.TEST_REDIS_URL)(
  'two deployments on one Redis server, each on its database',
  () => {
    const apps: TestApp[] = [];
    const connections: Redis[] = [];
    const sockets: Client[] = [];
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      for (const t of apps) await t.close();
      for (const redis of connections) await redis.quit();
    });
    const instance = async (database: number) => {
      const redis = onDatabase(database);
      connections.push(redis);
      const t = await buildTestApp({ redis });
      apps.push(t);
      return t;
    };

    it("a staff socket hears its own deployment's notifications, never the other's", async () => {
      // Both test databases are copies of one seed: the admin has the same id in each deployment.
      const other = await instance(14);
      const sibling = await instance(13);
      const own = await instance(13);
      const socket = openSocket(await listen(own), tokenOf(await own.authAs('admin')), sockets);
      expect(await outcome(socket)).toBe('connected');
      const heard: string[] = [];
      socket.on('notification:new', (item) => heard.push(item.uuid));

      const publish = async (from: TestApp, title: string) => {
        const created = await from.ctx.db.transaction((tx) =>
          notifyStaff(tx, {
            title,
            body: 'Entre despliegues.',
            link: null,
            group: 'system',
            at: from.ctx.now(),
          }),
        );
        from.ctx.events.publish(created);
        return created.notification.uuid;
      };
      const foreign = await publish(other, 'Del otro despliegue');
      const next = nextEvent(socket, 'notification:new');
      const mine = await publish(sibling, 'Del mismo despliegue');
      expect((await next)?.uuid).toBe(mine);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([mine]);
      expect(heard).not.toContain(foreign);
    });
  },
);
