import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../auth/sessions';
import type { ApiContext } from '../routes/context';

/**
 * An encapsulated scope whose routes are the admins' only: its onRequest hook authenticates every
 * request once (401 without a live session; 403 PASSWORD_CHANGE_REQUIRED for an admin who must
 * first choose a password, unless `allowPasswordChange`) and sets request.admin, before the body is
 * read. The plugins registered inside get the context as their options.
 */
export function adminScope<C extends ApiContext>(
  context: C & { sessionCookieName: string },
  plugins: ReadonlyArray<FastifyPluginAsync<C>>,
  options: { allowPasswordChange?: boolean } = {},
): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      request.admin = await requireAdmin(context.db, request, context.now(), {
        allowPasswordChange: options.allowPasswordChange,
        cookieName: context.sessionCookieName,
      });
    });
    for (const plugin of plugins) await app.register(plugin, context);
  };
}
